// What the form tests share: visitors sending forms the way the client does,
// the stored submissions read from the form's Durable Object, and test forms
// published beside the demo's.
import { createExecutionContext, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { inject } from 'vitest';
import { CRUMB_COOKIE, CRUMB_HEADER, siteKeys, type FormDefinition } from '../../schemas';
import { app } from '../../worker/app';
import type { Env } from '../../worker/env';
import { arrivingVisitor, websiteId } from './cart-helpers';
import { Visitor } from './cookie-jar';
import { DEMO_ORIGIN, putSiteContent } from './demo-site';
import { FORM_KEY_API, SAVE_FORM_API } from '../../schemas/site/paths';

export { arrivingVisitor };

/** A form as the demo site published it. */
export function demoForm(formId: string): FormDefinition {
  const entry = inject('demoSite').find((candidate) => candidate.key.endsWith(':forms'));
  const forms = JSON.parse(entry!.value) as Record<string, FormDefinition>;
  if (!forms[formId]) throw new Error(`demo site has no form ${formId}`);
  return forms[formId];
}

/** Publishes extra forms beside the demo's, as a publish of the site folder would. */
export async function publishForms(...forms: FormDefinition[]): Promise<void> {
  const key = siteKeys.forms(await websiteId());
  const published = JSON.parse((await env.CONTENT.get(key)) ?? '{}');
  for (const form of forms) published[form.id] = form;
  await putSiteContent(key, JSON.stringify(published));
}

export async function submissionKey(visitor: Visitor): Promise<string> {
  const response = await visitor.send(FORM_KEY_API, 'POST', '');
  if (response.status !== 200) throw new Error(`no key: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { key: string } }).data.key;
}

export interface Answer {
  status: number;
  body: { message?: string; errors?: Record<string, string>; data?: unknown };
}

/** SaveFormSubmission as the form block sends it, from the page `page`. */
export async function save(visitor: Visitor, body: Record<string, unknown>, page = '/contact'): Promise<Answer> {
  const crumb = visitor.cookies.get(CRUMB_COOKIE) ?? '';
  const response = await visitor.request(SAVE_FORM_API, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: crumb, Referer: `${DEMO_ORIGIN}${page}?utm_source=mail` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A fresh visitor's whole submission: a key, then the answers. */
export async function submit(formId: string, form: Record<string, unknown>, extra: Record<string, unknown> = {}, page?: string): Promise<Answer> {
  const visitor = await arrivingVisitor();
  return save(visitor, { formId, key: await submissionKey(visitor), form, ...extra }, page);
}

export type SubmissionRow = { id: string; submission_key: string; submitted_at: number; page: string; answers: string };
export type SignUpRow = { email: string; form_id: string; submission_id: string };

function submissionsStub(formId: string, site: string) {
  return env.FORM_SUBMISSIONS.get(env.FORM_SUBMISSIONS.idFromName(`${site}/${formId}`));
}

/** The submissions a form's object holds, oldest first, read from its storage. */
export async function storedSubmissions(formId: string): Promise<SubmissionRow[]> {
  return runInDurableObject(submissionsStub(formId, await websiteId()), (_, state) =>
    state.storage.sql.exec<SubmissionRow>('SELECT id, submission_key, submitted_at, page, answers FROM submission ORDER BY seq').toArray(),
  );
}

export async function storedSignUps(formId: string): Promise<SignUpRow[]> {
  return runInDurableObject(submissionsStub(formId, await websiteId()), (_, state) =>
    state.storage.sql.exec<SignUpRow>('SELECT email, form_id, submission_id FROM newsletter_sign_up ORDER BY email').toArray(),
  );
}

/** A request through the Worker with some bindings changed, as another deployment would run it. */
export async function visitWith(bindings: Partial<Env>, path: string, init?: RequestInit): Promise<Response> {
  return app.fetch(new Request(new URL(path, DEMO_ORIGIN), init), { ...env, ...bindings }, createExecutionContext());
}
