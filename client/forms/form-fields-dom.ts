// The fields a form block or the custom product form dialog shows, as the
// engine renders them (templates/fragments/forms/form-fields.ts): their
// answers read and written by control name, the rules' messages shown above
// each field, the textarea counter, and hidden fields filled from the query.
import type { FormDefinition } from '../../schemas/forms/form';
import { answersFromEntries, entriesFromAnswers } from '../../schemas/forms/form-answers';
import { characterCount, type FormAnswers } from '../../schemas/forms/form-rules';

type Form = Pick<FormDefinition, 'fields'>;

/** The answers the form's controls hold (not yet judged). */
export function readAnswers(form: HTMLFormElement, definition: Form): Record<string, unknown> {
  const entries = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return answersFromEntries(definition, entries);
}

/** Shows `answers` in the controls, as the cart's "Edit form" opens with the answers given before. */
export function fillAnswers(form: HTMLFormElement, definition: Form, answers: FormAnswers): void {
  for (const [name, value] of entriesFromAnswers(definition, answers)) {
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
      if (control.name !== name) continue;
      if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
        if (control.value === value) control.checked = true;
      } else control.value = value;
    }
  }
  for (const textarea of form.querySelectorAll<HTMLTextAreaElement>('textarea[data-max-length]')) updateCounter(textarea);
}

/** Each field's message above it (spec section 5); fields without one are cleared. */
export function showProblems(form: HTMLElement, problems: Readonly<Record<string, string>>): void {
  for (const item of form.querySelectorAll<HTMLElement>('.form-item[data-field-id]')) {
    const message = item.dataset.fieldId !== undefined && Object.hasOwn(problems, item.dataset.fieldId) ? problems[item.dataset.fieldId] : null;
    const error = item.querySelector<HTMLElement>('.field-error');
    item.classList.toggle('error', message !== null);
    if (!error) continue;
    error.textContent = message ?? '';
    error.hidden = message === null;
  }
  const first = form.querySelector<HTMLElement>('.form-item.error');
  first?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: false });
}

/** The counter 'N / max' under a textarea with a maximum; it is flagged once the text is longer. */
export function updateCounter(textarea: HTMLTextAreaElement): void {
  const max = Number(textarea.dataset.maxLength);
  const counter = textarea.parentElement?.querySelector<HTMLElement>('.field-counter');
  if (!counter || !Number.isFinite(max)) return;
  const count = characterCount(textarea.value);
  counter.textContent = `${count} / ${max}`;
  const over = count > max;
  counter.classList.toggle('field-counter-over', over);
  textarea.toggleAttribute('aria-invalid', over);
}

/** Spec section 3: a hidden field takes its value from the page's query string by its name, else keeps its own. */
export function fillHiddenFromQuery(form: HTMLElement, search = window.location.search): void {
  const query = new URLSearchParams(search);
  for (const hidden of form.querySelectorAll<HTMLInputElement>('input[type="hidden"][data-query-name]')) {
    const value = query.get(hidden.dataset.queryName ?? '');
    if (value !== null) hidden.value = value;
  }
}
