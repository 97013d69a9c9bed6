import { restockEmailError } from '../../schemas/forms/email';
import { CAPTCHA_ACTIONS } from '../../schemas/forms/form-api';
import { messages } from '../messages';
import { ApiError, signUpForRestock } from '../api';
import { mountCaptcha, type Captcha } from '../forms/captcha';

const ERROR_CLASS = 'product-restock-error';

/** Shows `message` under the form, or clears it when null. */
function showError(form: HTMLFormElement, message: string | null): void {
  let error = form.parentElement?.querySelector<HTMLElement>(`.${ERROR_CLASS}`) ?? null;
  if (message === null) return error?.remove();
  if (!error) {
    error = document.createElement('p');
    error.className = ERROR_CLASS;
    error.setAttribute('role', 'alert');
    form.after(error);
  }
  error.textContent = message;
}

const captchas = new WeakMap<HTMLElement, Captcha>();

/** The notification's captcha, rendered when the visitor first turns to its form; null when the site asks for none. */
function captchaOf(notification: HTMLElement): Captcha | null {
  const container = notification.querySelector<HTMLElement>('.captcha-container');
  if (!container) return null;
  let captcha = captchas.get(notification);
  if (!captcha) {
    captcha = mountCaptcha(container, CAPTCHA_ACTIONS.productWaitlist, () => undefined);
    captchas.set(notification, captcha);
  }
  return captcha;
}

/** Spec sections 4, 5 and 8: check the address, send it, then replace the form with the store's answer. */
async function submit(form: HTMLFormElement): Promise<void> {
  const notification = form.closest<HTMLElement>('.product-restock-notification');
  const input = form.elements.namedItem('email');
  if (!notification || !(input instanceof HTMLInputElement) || form.dataset.state === 'submitting') return;
  const email = input.value.trim();
  const invalid = restockEmailError(email);
  showError(form, invalid);
  if (invalid) return input.focus();
  const captcha = captchaOf(notification);
  const token = captcha?.token() ?? undefined;
  if (captcha && !token) return showError(form, messages.CAPTCHA_INCOMPLETE);
  form.dataset.state = 'submitting';
  form.setAttribute('aria-busy', 'true');
  try {
    const { message } = await signUpForRestock({
      productId: notification.dataset.productId ?? '',
      variantId: notification.dataset.variantId ?? '',
      siteVisitorEmail: email,
      // The mailing-list checkbox sits beside the form, not in it.
      isJoinMailingList: notification.querySelector<HTMLInputElement>('input[name="isJoinMailingList"]')?.checked ?? false,
      recaptchaEnterpriseV3Token: token,
    });
    const success = document.createElement('p');
    success.className = 'product-restock-success';
    success.setAttribute('role', 'status');
    success.textContent = message;
    notification.replaceChildren(success);
  } catch (error) {
    showError(form, error instanceof ApiError && error.fromServer ? error.message : messages.FORM_SUBMIT_FAILED);
    captcha?.reset();
  } finally {
    delete form.dataset.state;
    form.removeAttribute('aria-busy');
  }
}

/** Restock forms arrive with the streamed page body, so one listener on the document serves them all. */
export function bindRestockSignUps(): void {
  document.addEventListener('focusin', (event) => {
    const notification = (event.target as Element | null)?.closest?.<HTMLElement>('.product-restock-notification');
    if (notification) captchaOf(notification);
  });
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('.product-restock-form')) return;
    event.preventDefault();
    void submit(form);
  });
}
