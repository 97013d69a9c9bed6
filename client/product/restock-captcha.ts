import { CAPTCHA_ACTIONS } from '../../schemas/forms/form-api';
import { mountCaptcha, type Captcha } from '../forms/captcha';

/** A restock notification's captcha: a chunk of its own, loaded when a visitor first turns to the form of a site that asks for one. */
export function mountRestockCaptcha(container: HTMLElement): Captcha {
  return mountCaptcha(container, CAPTCHA_ACTIONS.productWaitlist, () => undefined);
}
