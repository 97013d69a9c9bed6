// The email address rule of the visitor forms (spec section 5): 3 to 256
// characters, one `@`, and a last domain label of 2 to 4 letters. Kept free of
// zod: the browser checks an address before sending it, the Worker again after.
import { RESTOCK_EMAIL_BLANK, RESTOCK_EMAIL_INVALID } from '../messages/page-script';

const SIMPLE_EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,4}$/;

export function isEmailAddress(text: string): boolean {
  return text.length >= 3 && text.length <= 256 && SIMPLE_EMAIL.test(text);
}

/** What the restock form says about a typed address (already trimmed), or null when it can be sent. */
export function restockEmailError(email: string): string | null {
  if (email === '') return RESTOCK_EMAIL_BLANK;
  return isEmailAddress(email) ? null : RESTOCK_EMAIL_INVALID;
}
