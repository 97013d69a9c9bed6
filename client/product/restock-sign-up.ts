import { restockEmailError } from '../../schemas/forms/email';
import { messages } from '../page-script-messages';
import { ApiError, signUpForRestock } from '../api';
import type { Captcha } from '../forms/captcha';

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

const captchas = new WeakMap<HTMLElement, Promise<Captcha>>();

/** The notification's captcha, rendered when the visitor first turns to its form; null when the site asks for none. */
function captchaOf(notification: HTMLElement): Promise<Captcha> | null {
  const container = notification.querySelector<HTMLElement>('.captcha-container');
  if (!container) return null;
  let captcha = captchas.get(notification);
  if (!captcha) {
    captcha = import('./restock-captcha').then(
      ({ mountRestockCaptcha }) => mountRestockCaptcha(container),
      (error: unknown) => {
        // Offline, say: the next turn to the form or press tries again.
        captchas.delete(notification);
        throw error;
      },
    );
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
  let captcha: Captcha | null;
  try {
    captcha = await captchaOf(notification);
  } catch {
    return showError(form, messages.FORM_SUBMIT_FAILED);
  }
  // Presses made while the captcha's chunk came all wait here; the first to wake sends.
  if (form.dataset.state === 'submitting') return;
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
    // A chunk that fails to come is asked for again, and reported, on the press.
    if (notification) captchaOf(notification)?.catch(() => undefined);
  });
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('.product-restock-form')) return;
    event.preventDefault();
    void submit(form);
  });
}
