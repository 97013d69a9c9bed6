import { messages } from '../messages';
import { element } from '../dom';
import type { AddResult } from './flow';

// Timings of the add-to-cart button states (spec sections 4 and 9).
export const ADDED_DELAY_MS = 1000;
export const ADDED_DURATION_MS = 2000;
export const ERROR_RESET_MS = 1000;
export const SELECT_OPTION_MS = 2000;

const ERROR_CLASS = 'add-to-cart-error';
const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

const labelOf = (button: HTMLElement): HTMLElement => button.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? button;

/** Add-ons show an icon, not words: a plus, then a checkmark (the stylesheet draws them from the state). */
const isAddOn = (button: HTMLElement) => button.hasAttribute('data-add-on');

/** The label the button reads when idle: the engine's data-original-label, else what it first read. */
function originalLabel(button: HTMLElement): string {
  button.dataset.originalLabel ??= labelOf(button).textContent?.trim() ?? '';
  return button.dataset.originalLabel;
}

function show(button: HTMLElement, state: string, label: string): void {
  button.dataset.state = state;
  if (!isAddOn(button)) labelOf(button).textContent = label;
}

function after(button: HTMLElement, ms: number, next: () => void): void {
  clearTimeout(timers.get(button));
  timers.set(button, setTimeout(next, ms));
}

/** Back to idle at once: the label, the state and any pending timer. */
export function resetButton(button: HTMLElement): void {
  clearTimeout(timers.get(button));
  const label = originalLabel(button);
  delete button.dataset.state;
  button.removeAttribute('aria-busy');
  if (!isAddOn(button) && !(button as HTMLButtonElement).disabled) labelOf(button).textContent = label;
}

/** Spec section 4: a sold-out product or chosen variant reads 'Sold Out' and cannot be pressed. */
export function showSoldOut(button: HTMLElement, soldOut: boolean): void {
  const label = originalLabel(button);
  (button as HTMLButtonElement).disabled = soldOut;
  if (!isAddOn(button)) labelOf(button).textContent = soldOut ? messages.SOLD_OUT_LABEL : label;
}

/** The refusal under the button, as the Worker renders it for a form without scripts. */
function showAlert(button: HTMLElement, title: string, message: string): void {
  button.after(element('div', { class: ERROR_CLASS, role: 'alert' }, element('strong', {}, title), ' ', message));
}

/** Removes the refusal shown under `button` (a choice completed, or a new attempt). */
export function clearAlert(button: HTMLElement): void {
  const next = button.nextElementSibling;
  if (next?.classList.contains(ERROR_CLASS)) next.remove();
}

/** Whether the button is busy with an attempt or shows its result: clicks are ignored then. */
export const isBusy = (button: HTMLElement) => button.dataset.state !== undefined || (button as HTMLButtonElement).disabled;

/**
 * Runs one add attempt through the button states of spec section 4: 'Adding…',
 * then 'Added!' one second after success for about two seconds; on a refusal
 * the alert, and the state cleared after a second, or 'Select Option' for two
 * seconds when options are missing. An add-on keeps its checkmark.
 */
export async function pressButton(button: HTMLElement, attempt: () => Promise<AddResult>): Promise<AddResult> {
  originalLabel(button);
  clearAlert(button);
  show(button, 'adding', messages.ADDING_LABEL);
  button.setAttribute('aria-busy', 'true');
  const result = await attempt();
  button.removeAttribute('aria-busy');
  switch (result.kind) {
    case 'added':
      if (isAddOn(button)) {
        show(button, 'added', messages.ADDED_LABEL);
        break;
      }
      after(button, ADDED_DELAY_MS, () => {
        show(button, 'added', messages.ADDED_LABEL);
        after(button, ADDED_DURATION_MS, () => resetButton(button));
      });
      break;
    case 'refused':
      showAlert(button, result.title, result.message);
      if (result.errorType === 'NO_VARIANT_SELECTED') {
        show(button, 'select-option', messages.SELECT_OPTION_LABEL);
        after(button, SELECT_OPTION_MS, () => resetButton(button));
      } else {
        after(button, ERROR_RESET_MS, () => resetButton(button));
      }
      break;
    default:
      resetButton(button);
  }
  return result;
}
