import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { FormDefinition } from '../../schemas/form';
import { checkAnswers, FORM_NOTICE, type FormAnswers } from '../../schemas/form-rules';
import { FormFieldRow } from './form-fields';

/** What the dialog does with the answers: null when done, else the server's message to show. */
export type SubmitAnswers = (answers: FormAnswers) => Promise<string | null>;

/** Spec section 3: a hidden field takes its value from the page's query string by its name, else its own. */
function startingAnswers(form: FormDefinition): Record<string, string> {
  const query = new URLSearchParams(window.location.search);
  const answers: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.type !== 'hidden') continue;
    const own = (field as { value?: unknown }).value;
    answers[field.id] = query.get(field.title) ?? query.get(field.id) ?? (typeof own === 'string' ? own : '');
  }
  return answers;
}

interface DialogProps {
  form: FormDefinition;
  submitLabel: string;
  onSubmit: SubmitAnswers;
  onClose: () => void;
}

/**
 * The custom product form lightbox (spec section 2): a modal dialog with a
 * close control that Escape also closes; it keeps a 50 px margin to the window
 * by its stylesheet, so a resize needs no script.
 */
export function CustomFormDialog({ form, submitLabel, onSubmit, onClose }: DialogProps) {
  const [answers, setAnswers] = useState(() => startingAnswers(form));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkAnswers(form, answers).problems;
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const message = await onSubmit(answers);
    setBusy(false);
    if (message === null) onClose();
    else setRefusal(message);
  }

  return (
    <dialog
      className="custom-form-dialog"
      aria-labelledby="custom-form-title"
      ref={(dialog) => {
        if (dialog && !dialog.open) dialog.showModal();
      }}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit}>
        <header>
          <h2 id="custom-form-title">{form.name}</h2>
          <button type="button" className="custom-form-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        {form.fields.map((field) => (
          <FormFieldRow
            key={field.id}
            field={field}
            value={answers[field.id] ?? ''}
            problem={problems[field.id]}
            onChange={(value) => setAnswers((current) => ({ ...current, [field.id]: value }))}
          />
        ))}
        {Object.keys(problems).length > 0 && <p className="custom-form-notice" role="alert">{FORM_NOTICE}</p>}
        {refusal && <p className="custom-form-notice" role="alert">{refusal}</p>}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Adding…' : submitLabel}
        </button>
      </form>
    </dialog>
  );
}

/** Opens the form for one purchase; the dialog removes itself when closed. */
export function openCustomForm(form: FormDefinition, submitLabel: string, onSubmit: SubmitAnswers): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<CustomFormDialog form={form} submitLabel={submitLabel} onSubmit={onSubmit} onClose={close} />);
}
