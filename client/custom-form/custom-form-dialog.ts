// The custom product form lightbox (spec sections 2, 4 and 5): a modal dialog
// with a close control that Escape also closes, built from the form's
// definition and the fields markup the Worker renders for it
// (GetTemplateSchema), the same controls a form block shows, and fitted to
// the window. Answers are checked by the shared rules, then by the server
// (forms/validate), before they are handed on; each message stands above its
// field, with the notice. Opening it and saving its answers are
// OpenCustomProductForm and SaveCustomProductForm (spec section 7).
import type { FormDefinition } from '../../schemas/forms/form';
import { checkAnswers, type FormAnswers } from '../../schemas/forms/form-rules';
import type { ApiError } from '../api';
import { element } from '../dom';
import { templateSchema, validateForm } from '../forms/form-calls';
import { fillAnswers, fillHiddenFromQuery, readAnswers, showProblems, updateCounter } from '../forms/form-fields-dom';
import { recordAnalyticsEvent } from '../analytics-event';
import { openModalDialog } from '../modal-dialog';
import { messages } from '../messages';

// Spec sections 2 and 9: a form taller than the window keeps this margin to it, re-measured this long after a resize.
export const MODAL_MARGIN_PX = 50;
export const MODAL_RESIZE_MS = 100;

/** What the dialog does with the answers: null when done, else the message to show. */
export type SubmitAnswers = (answers: FormAnswers) => Promise<string | null>;

export interface CustomFormOptions {
  /** The submit button's label until it is pressed: the add label, or 'Save' in the cart. */
  submitLabel: string;
  /** What the button reads once pressed, while the answers are on their way; the submit label if none. */
  busyLabel?: string;
  /** The answers to start from (the cart's "Edit form"). */
  answers?: FormAnswers;
  /** The product the form belongs to, which its analytics events name. */
  itemId: string;
}

/** Measures the dialog: when taller than the window, it is held 50 px from each edge and scrolls. */
function fitToWindow(dialog: HTMLDialogElement): void {
  dialog.style.maxHeight = '';
  dialog.style.marginBlock = '';
  const room = window.innerHeight - 2 * MODAL_MARGIN_PX;
  const tall = dialog.scrollHeight > room;
  dialog.dataset.tall = String(tall);
  if (!tall) return;
  dialog.style.maxHeight = `${room}px`;
  dialog.style.marginBlock = `${MODAL_MARGIN_PX}px`;
}

/** Fits the dialog now and again 100 ms after the window stops resizing, until it closes. */
function keepFitted(dialog: HTMLDialogElement): void {
  fitToWindow(dialog);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => fitToWindow(dialog), MODAL_RESIZE_MS);
  };
  window.addEventListener('resize', onResize);
  dialog.addEventListener('close', () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  });
}

function notice(dialog: HTMLDialogElement, message: string | null): void {
  const shown = dialog.querySelector<HTMLElement>('.custom-form-notice')!;
  shown.textContent = message ?? '';
  shown.hidden = message === null;
}

/** The client's rules, then the server's: the answers in their shapes when both pass, else null with the messages shown. */
async function checkedAnswers(dialog: HTMLDialogElement, form: HTMLFormElement, definition: FormDefinition): Promise<FormAnswers | null> {
  const { answers, problems } = checkAnswers(definition, readAnswers(form, definition), messages);
  showProblems(form, problems);
  if (Object.keys(problems).length > 0) {
    notice(dialog, messages.FORM_NOTICE);
    return null;
  }
  try {
    await validateForm(definition.id, answers);
    return answers;
  } catch (error) {
    const refusal = error as ApiError;
    showProblems(form, refusal.errors ?? {});
    notice(dialog, refusal.errors ? messages.FORM_NOTICE : refusal.message);
    return null;
  }
}

/**
 * Opens the form for one purchase or one cart entry; the dialog removes itself
 * when closed. Rejects, and opens nothing, when the form cannot be built (the
 * caller says 'Unable to open form').
 */
export async function openCustomForm(definition: FormDefinition, onSubmit: SubmitAnswers, options: CustomFormOptions): Promise<void> {
  if (typeof definition?.id !== 'string' || !Array.isArray(definition.fields)) throw new Error('custom form has no fields');
  const { html } = await templateSchema(definition.id);

  const title = element('h2', { id: 'custom-form-title' }, definition.name);
  const close = element('button', { type: 'button', class: 'custom-form-close', 'aria-label': messages.CLOSE_LABEL }, '×');
  const fields = element('div', { class: 'custom-form-fields' });
  fields.innerHTML = html;
  const problem = element('p', { class: 'custom-form-notice', role: 'alert', hidden: '' });
  const submit = element('button', { type: 'submit', class: 'button' }, options.submitLabel);
  const form = element('form', { class: 'custom-form', novalidate: '' }, fields, problem, submit);
  const dialog = element('dialog', { class: 'custom-form-dialog', 'aria-labelledby': 'custom-form-title' }, element('header', {}, title, close), form);
  fillHiddenFromQuery(form);
  if (options.answers) fillAnswers(form, definition, options.answers);

  close.addEventListener('click', () => dialog.close());
  form.addEventListener('input', (event) => {
    if (event.target instanceof HTMLTextAreaElement && event.target.dataset.maxLength) updateCounter(event.target);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    notice(dialog, null);
    submit.disabled = true;
    submit.textContent = options.busyLabel ?? options.submitLabel;
    const answers = await checkedAnswers(dialog, form, definition);
    const refusal = answers && (await onSubmit(answers));
    submit.disabled = false;
    submit.textContent = options.submitLabel;
    if (answers && refusal === null) {
      recordAnalyticsEvent({ event: 'SaveCustomProductForm', itemIds: [options.itemId] });
      dialog.close();
    } else if (refusal) notice(dialog, refusal);
  });

  openModalDialog(dialog, () => undefined);
  keepFitted(dialog);
  recordAnalyticsEvent({ event: 'OpenCustomProductForm', itemIds: [options.itemId] });
}
