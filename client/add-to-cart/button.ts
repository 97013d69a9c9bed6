import { messages } from '../page-script-messages';
import { element } from '../dom';
import { ERROR_CLASS, isAddOn, originalLabel, setLabel, show, showAdding } from './button-state';
import type { AddResult } from './flow';

// Timings of the add-to-cart button states (spec sections 4 and 9).
export const ADDED_DELAY_MS = 1000;
export const ADDED_DURATION_MS = 2000;
export const ERROR_RESET_MS = 1000;
export const SELECT_OPTION_MS = 2000;

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

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
  if (!(button as HTMLButtonElement).disabled) setLabel(button, label);
}

/** Spec section 4: a sold-out product or chosen variant reads 'Sold Out' and cannot be pressed. */
export function showSoldOut(button: HTMLElement, soldOut: boolean): void {
  const label = originalLabel(button);
  (button as HTMLButtonElement).disabled = soldOut;
  setLabel(button, soldOut ? messages.SOLD_OUT_LABEL : label);
}

/** The refusal under the button, as the Worker renders it for a form without scripts. */
function showAlert(button: HTMLElement, title: string, message: string): void {
  button.after(element('div', { class: ERROR_CLASS, role: 'alert' }, element('strong', {}, title), ' ', message));
}

/**
 * Runs one add attempt through the button states of spec section 4: 'Adding…',
 * then 'Added!' one second after success for about two seconds; on a refusal
 * the alert, and the state cleared after a second, or 'Select Option' for two
 * seconds when options are missing. An add-on keeps its checkmark.
 */
export async function pressButton(button: HTMLElement, attempt: () => Promise<AddResult>): Promise<AddResult> {
  showAdding(button, messages.ADDING_LABEL);
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
