// Contact and newsletter form blocks in the browser (spec sections 2, 4, 5
// and 8), on the markup the engine renders: one delegated listener per event
// for every block of the page. Without this script the same form posts to
// its own page and the Worker answers with one.
import type { FormDefinition } from '../../schemas/forms/form';
import { CAPTCHA_ACTIONS, FORM_SUBMITTED_EVENT, submissionFailureMessage } from '../../schemas/forms/form-api';
import { checkAnswers } from '../../schemas/forms/form-rules';
import { BLOCK_FORM } from '../island-roots';
import { messages } from '../messages';
import { ApiError } from '../api';
import { mountCaptcha, type Captcha } from './captcha';
import { formSubmissionKey, saveFormSubmission } from './form-calls';
import { fillHiddenFromQuery, readAnswers, showProblems, updateCounter } from './form-fields-dom';


/** What `window` hears after each successful submission (README "Form blocks"). */
export interface FormSubmittedDetail {
  formId: string;
  kind: 'contact' | 'newsletter';
  /** The newsletter sign-up the submission recorded, for newsletter forms. */
  newsletterSignUp: boolean;
}

interface Block {
  definition: FormDefinition;
  captcha: Captcha | null;
  busy: boolean;
}

const blocks = new WeakMap<HTMLFormElement, Block>();

function definitionOf(form: HTMLFormElement): FormDefinition | null {
  try {
    return JSON.parse(form.dataset.form ?? '') as FormDefinition;
  } catch {
    return null;
  }
}

const submitButton = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button[type="submit"]');

/** A form bound to an unsolved captcha cannot be sent: its button says why. */
function captchaSolved(form: HTMLFormElement, solved: boolean): void {
  const button = submitButton(form);
  if (!button) return;
  button.disabled = !solved;
  button.title = solved ? '' : messages.CAPTCHA_INCOMPLETE;
}

function blockOf(form: HTMLFormElement): Block | null {
  const known = blocks.get(form);
  if (known) return known;
  const definition = definitionOf(form);
  if (!definition) return null;
  fillHiddenFromQuery(form);
  const container = form.querySelector<HTMLElement>('.captcha-container');
  const captcha = container ? mountCaptcha(container, container.dataset.captchaAction ?? '', (solved) => captchaSolved(form, solved)) : null;
  const block = { definition, captcha, busy: false };
  blocks.set(form, block);
  return block;
}

function showStatus(form: HTMLFormElement, message: string | null): void {
  const status = form.querySelector<HTMLElement>('.form-status');
  if (!status) return;
  status.textContent = message ?? '';
  status.hidden = message === null;
}

/** The banners above and below (newsletter forms have none), the per-field messages and the status line. */
function showFailure(form: HTMLFormElement, message: string, problems: Readonly<Record<string, string>> = {}): void {
  for (const banner of form.querySelectorAll<HTMLElement>('.form-submission-error')) banner.hidden = false;
  showProblems(form, problems);
  showStatus(form, message);
}

function clearFailure(form: HTMLFormElement): void {
  for (const banner of form.querySelectorAll<HTMLElement>('.form-submission-error')) banner.hidden = true;
  showProblems(form, {});
  showStatus(form, null);
}

/** Spec section 8's status mapping for SaveFormSubmission, with the field messages when the server named fields. */
function failureOf(error: unknown): { message: string; problems?: Readonly<Record<string, string>> } {
  if (!(error instanceof ApiError)) return { message: messages.FORM_UNKNOWN_ERROR };
  const message = submissionFailureMessage(error.status, error.fromServer ? error.message : undefined, error.errors !== undefined);
  return { message, problems: error.errors };
}

function lock(form: HTMLFormElement, locked: boolean): void {
  const button = submitButton(form);
  form.toggleAttribute('aria-busy', locked);
  if (!button) return;
  button.disabled = locked;
  button.textContent = locked ? messages.FORM_SUBMITTING : (button.dataset.label ?? button.textContent);
}

/** Spec section 4: the success event, then the redirect or the submission text and post-submit HTML in place of the form. */
function succeed(form: HTMLFormElement, block: Block): void {
  const { definition } = block;
  const kind = definition.kind === 'newsletter' ? 'newsletter' : 'contact';
  const detail: FormSubmittedDetail = { formId: definition.id, kind, newsletterSignUp: kind === 'newsletter' };
  window.dispatchEvent(new CustomEvent(FORM_SUBMITTED_EVENT, { detail }));
  if (form.dataset.submitRedirect) return window.location.assign(form.dataset.submitRedirect);
  const wrapper = form.parentElement;
  form.hidden = true;
  const text = wrapper?.querySelector<HTMLElement>('.form-submission-text');
  if (text) text.hidden = false;
  const html = wrapper?.querySelector<HTMLTemplateElement>('template.form-post-submit-html');
  if (html) {
    const shown = document.createElement('div');
    shown.className = 'form-post-submit-html';
    shown.append(html.content.cloneNode(true));
    html.replaceWith(shown);
  }
}

/** Sends the answers the browser's check passed: null when they were taken, else why not. */
async function send(form: HTMLFormElement, block: Block, answers: Readonly<Record<string, unknown>>, captchaKey: string | undefined): Promise<ReturnType<typeof failureOf> | null> {
  block.busy = true;
  clearFailure(form);
  lock(form, true);
  let failure: ReturnType<typeof failureOf> | null = null;
  try {
    const key = await formSubmissionKey().catch(() => null);
    const captchaAction = form.querySelector<HTMLElement>('.captcha-container')?.dataset.captchaAction;
    if (key === null) failure = { message: messages.FORM_KEY_FAILED };
    else await saveFormSubmission({ formId: block.definition.id, key, form: answers, captchaKey, ...(captchaAction === CAPTCHA_ACTIONS.promoPopup && { captchaAction }) });
  } catch (error) {
    failure = failureOf(error);
  }
  block.busy = false;
  lock(form, false);
  return failure;
}

async function submit(form: HTMLFormElement, block: Block): Promise<void> {
  const answers = readAnswers(form, block.definition);
  const { problems } = checkAnswers(block.definition, answers, messages);
  const captchaKey = block.captcha?.token() ?? undefined;
  let failure: ReturnType<typeof failureOf> | null;
  if (Object.keys(problems).length > 0) failure = { message: messages.FORM_FIELDS_INVALID, problems };
  else if (block.captcha && !captchaKey) failure = { message: messages.CAPTCHA_INCOMPLETE };
  else failure = await send(form, block, answers, captchaKey);
  if (!failure) {
    try {
      return succeed(form, block);
    } catch {
      failure = { message: messages.FORM_PROCESSING_FAILED };
    }
  }
  showFailure(form, failure.message, failure.problems);
  // Spec section 4: on any failure, the browser's refusal or the server's, the captcha is reset and the button waits for it.
  block.captcha?.reset();
}

function bindBlocks(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(BLOCK_FORM)) blockOf(form);
}

/** Every form block of the page: bound once the streamed body is complete, events delegated from the document. */
export function bindFormBlocks(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(BLOCK_FORM)) return;
    event.preventDefault();
    const block = blockOf(form);
    if (block && !block.busy) void submit(form, block);
  });
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (target instanceof HTMLTextAreaElement && target.dataset.maxLength && target.closest(BLOCK_FORM)) updateCounter(target);
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', bindBlocks, { once: true });
  else bindBlocks();
}
