import type { CaptchaAction } from '../../schemas/forms/form-api';
import { CAPTCHA_INCOMPLETE, FORM_SUBMIT_FAILED } from '../../schemas/messages';
import { captchaVerifier } from '../services/captcha';
import type { Storefront } from '../storefront';

/**
 * What to tell a visitor whose captcha did not pass, or null when it did or
 * none was asked for. A form asks for one only when it wants one and the site
 * has a key to ask with, which is when the page renders a captcha container.
 */
export async function captchaRefusal(storefront: Storefront, wanted: boolean, action: CaptchaAction, token: string | undefined): Promise<string | null> {
  const siteKey = (await storefront.settings())?.website.captchaSettings.siteKey;
  if (!wanted || !siteKey) return null;
  if (!token) return CAPTCHA_INCOMPLETE;
  const passed = await captchaVerifier(storefront.env, storefront.log).verify(token, action, storefront.visitor.address);
  return passed ? null : FORM_SUBMIT_FAILED;
}
