// The add-to-cart button's states on the page, with nothing else: the inline
// script that answers an early press (early-press.ts) shares them with the
// page's module (button.ts), so it imports no message table and stays small.

/** The form the Worker wraps around every add-to-cart button, and the button in it. */
export const ADD_TO_CART_FORM = 'form[data-add-to-cart-form]';
export const ADD_TO_CART_BUTTON = '.sqs-add-to-cart-button';
/** Marks a form pressed before the page's module ran: the module sends it when it binds (bind.ts). */
export const PRESSED_EARLY = 'data-pressed-early';

/** The refusal shown under a button. */
export const ERROR_CLASS = 'add-to-cart-error';

const labelOf = (button: HTMLElement): HTMLElement => button.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? button;

/** Add-ons show an icon, not words: a plus, then a checkmark (the stylesheet draws them from the state). */
export const isAddOn = (button: HTMLElement) => button.hasAttribute('data-add-on');

/** The label the button reads when idle: the engine's data-original-label, else what it first read. */
export function originalLabel(button: HTMLElement): string {
  button.dataset.originalLabel ??= labelOf(button).textContent?.trim() ?? '';
  return button.dataset.originalLabel;
}

export function setLabel(button: HTMLElement, label: string): void {
  if (!isAddOn(button)) labelOf(button).textContent = label;
}

export function show(button: HTMLElement, state: string, label: string): void {
  button.dataset.state = state;
  setLabel(button, label);
}

/** Removes the refusal shown under `button` (a choice completed, or a new attempt). */
export function clearAlert(button: HTMLElement): void {
  const next = button.nextElementSibling;
  if (next?.classList.contains(ERROR_CLASS)) next.remove();
}

/** Whether the button is busy with an attempt or shows its result: clicks are ignored then. */
export const isBusy = (button: HTMLElement) => button.dataset.state !== undefined || (button as HTMLButtonElement).disabled;

/** Spec section 4's adding state ('Adding…' in the page's language), the first answer to a press. */
export function showAdding(button: HTMLElement, label: string): void {
  originalLabel(button);
  clearAlert(button);
  show(button, 'adding', label);
  button.setAttribute('aria-busy', 'true');
}
