// The custom product form lightbox (spec sections 2, 4 and 5): a modal dialog
// with a close control that Escape also closes, built from the form's
// definition and the fields markup the Worker renders for it
// (GetTemplateSchema), the same controls a form block shows. Answers are
// checked by the shared rules, then by the server (forms/validate), before
// they are handed on; each message stands above its field, with the notice.
import type { FormDefinition } from '../../schemas/form';
import { checkAnswers, FORM_NOTICE, type FormAnswers } from '../../schemas/form-rules';
import type { ApiError } from '../api';
import { templateSchema, validateForm } from '../forms/form-calls';
import { fillAnswers, fillHiddenFromQuery, readAnswers, showProblems, updateCounter } from '../forms/form-fields-dom';

/** What the dialog does with the answers: null when done, else the message to show. */
export type SubmitAnswers = (answers: FormAnswers) => Promise<string | null>;

export interface CustomFormOptions {
  /** The answers to start from (the cart's "Edit form"). */
  answers?: FormAnswers;
  /** Shown when the form cannot be opened. */
  openFailure: string;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

function notice(dialog: HTMLDialogElement, message: string | null): void {
  const shown = dialog.querySelector<HTMLElement>('.custom-form-notice')!;
  shown.textContent = message ?? '';
  shown.hidden = message === null;
}

/** The client's rules, then the server's: the answers in their shapes when both pass, else null with the messages shown. */
async function checkedAnswers(dialog: HTMLDialogElement, form: HTMLFormElement, definition: FormDefinition): Promise<FormAnswers | null> {
  const { answers, problems } = checkAnswers(definition, readAnswers(form, definition));
  showProblems(form, problems);
  if (Object.keys(problems).length > 0) {
    notice(dialog, FORM_NOTICE);
    return null;
  }
  try {
    await validateForm(definition.id, answers);
    return answers;
  } catch (error) {
    const refusal = error as ApiError;
    showProblems(form, refusal.errors ?? {});
    notice(dialog, refusal.errors ? FORM_NOTICE : refusal.message);
    return null;
  }
}

/** Opens the form for one purchase or one cart entry; the dialog removes itself when closed. */
export function openCustomForm(definition: FormDefinition, submitLabel: string, onSubmit: SubmitAnswers, options: CustomFormOptions): void {
  const dialog = element('dialog', 'custom-form-dialog');
  dialog.setAttribute('aria-labelledby', 'custom-form-title');
  const header = element('header', '');
  const title = element('h2', '', definition.name);
  title.id = 'custom-form-title';
  const close = element('button', 'custom-form-close', '×');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  header.append(title, close);
  const form = element('form', 'custom-form');
  form.noValidate = true;
  const fields = element('div', 'custom-form-fields');
  fields.setAttribute('aria-busy', 'true');
  const problem = element('p', 'custom-form-notice');
  problem.setAttribute('role', 'alert');
  problem.hidden = true;
  const submit = element('button', 'button', submitLabel);
  submit.type = 'submit';
  submit.disabled = true;
  form.append(fields, problem, submit);
  dialog.append(header, form);

  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  form.addEventListener('input', (event) => {
    if (event.target instanceof HTMLTextAreaElement && event.target.dataset.maxLength) updateCounter(event.target);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    notice(dialog, null);
    submit.disabled = true;
    const answers = await checkedAnswers(dialog, form, definition);
    const refusal = answers && (await onSubmit(answers));
    submit.disabled = false;
    if (answers && refusal === null) dialog.close();
    else if (refusal) notice(dialog, refusal);
  });

  document.body.append(dialog);
  dialog.showModal();
  templateSchema(definition.id).then(
    ({ html }) => {
      fields.innerHTML = html;
      fields.removeAttribute('aria-busy');
      fillHiddenFromQuery(form);
      if (options.answers) fillAnswers(form, definition, options.answers);
      submit.disabled = false;
    },
    () => notice(dialog, options.openFailure),
  );
}
