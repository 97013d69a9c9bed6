import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { FormDefinition } from '../../schemas/form';
import { FORM_NOTICE, formProblems, type FormAnswers } from '../../schemas/form-rules';
import { lightboxClosed, lightboxOpened } from '../lightbox';
import { FormFieldRow } from './form-fields';

// Spec sections 2 and 9: a form taller than the window keeps this margin to it, re-measured this long after a resize.
export const MODAL_MARGIN_PX = 50;
export const MODAL_RESIZE_MS = 100;

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

/** Fits the dialog now and again 100 ms after the window stops resizing. */
function useFitToWindow(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    fitToWindow(element);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fitToWindow(element), MODAL_RESIZE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [dialog]);
}

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
 * close control that Escape also closes, fitted to the window. Its submit
 * button reads the add label until it is pressed.
 */
export function CustomFormDialog({ form, submitLabel, onSubmit, onClose }: DialogProps) {
  const [answers, setAnswers] = useState(() => startingAnswers(form));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useFitToWindow(dialog);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = formProblems(form, answers);
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
      ref={(element) => {
        dialog.current = element;
        if (element && !element.open) element.showModal();
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

/**
 * Opens the form for one purchase; the dialog removes itself when closed.
 * Throws when the form cannot be built (the caller says 'Unable to open form').
 */
export function openCustomForm(form: FormDefinition, submitLabel: string, onSubmit: SubmitAnswers): void {
  if (!Array.isArray(form?.fields)) throw new Error('custom form has no fields');
  const host = document.createElement('div');
  document.body.append(host);
  let failure: unknown = null;
  const root = createRoot(host, { onUncaughtError: (error) => (failure = error) });
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    root.unmount();
    host.remove();
    lightboxClosed();
  };
  lightboxOpened();
  // Rendered at once, so a form that cannot be built fails here rather than later.
  flushSync(() => root.render(<CustomFormDialog form={form} submitLabel={submitLabel} onSubmit={onSubmit} onClose={close} />));
  if (failure !== null) {
    close();
    throw failure;
  }
}
