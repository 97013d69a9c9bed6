// The captcha boundary as each deployment runs it. Only its outgoing call to
// the provider is stubbed; the Worker, KV and Durable Objects are real.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CRUMB_COOKIE, CRUMB_HEADER, FormDefinitionSchema } from '../../schemas';
import { CAPTCHA_INCOMPLETE, FORM_SUBMIT_FAILED } from '../../schemas/messages';
import type { Env } from '../../worker/env';
import { isolateLog } from '../../worker/logging';
import { ALWAYS_PASS_TEST_TOKEN, captchaVerifier, DEVELOPMENT_CHECK_TOKEN, SITEVERIFY_URL } from '../../worker/services/captcha';
import { seedDemoSite } from './demo-site';
import { arrivingVisitor, publishForms, storedSubmissions, submissionKey, visitWith } from './form-helpers';
import { SAVE_FORM_API } from '../../schemas/site/paths';

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());

const contact = {
  name: { First: 'Ada', Last: 'Lovelace' },
  email: 'ada@example.com',
  message: 'Hello',
};

/** A contact form submission through a Worker deployed with `bindings`. */
async function submitWith(bindings: Partial<Env>, captchaKey: string | undefined, formId = 'contact-form', form: object = contact) {
  const visitor = await arrivingVisitor();
  const key = await submissionKey(visitor);
  const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
  const response = await visitWith(bindings, SAVE_FORM_API, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: crumb, Cookie: `${CRUMB_COOKIE}=${crumb}`, 'CF-Connecting-IP': '203.0.113.7' },
    body: JSON.stringify({ formId, key, form, captchaKey }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** Stubs the provider's siteverify answer; returns the requests it received. */
function siteverifyAnswers(answer: () => Response | Promise<Response>): Request[] {
  const received: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== SITEVERIFY_URL) throw new Error(`unexpected fetch of ${request.url}`);
    received.push(request);
    return answer();
  });
  return received;
}

const outcome = (body: object, status = 200) => () => Response.json(body, { status });

describe('local development without CAPTCHA_SECRET', () => {
  it("accepts only its development check and the provider's always-pass test token, and says so once in the log", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const fetch = vi.spyOn(globalThis, 'fetch');
    // Once per isolate: the boundary is loaded afresh, as a new isolate loads it, since earlier test files share this one.
    vi.resetModules();
    const { captchaVerifier } = await import('../../worker/services/captcha');
    const verifier = captchaVerifier({ ENVIRONMENT: 'development' }, isolateLog);
    expect(await verifier.verify(ALWAYS_PASS_TEST_TOKEN, 'FORM_BLOCK_SUBMISSION')).toBe(true);
    expect(await verifier.verify(DEVELOPMENT_CHECK_TOKEN, 'PRODUCT_WAITLIST_SUBMISSION')).toBe(true);
    expect(await verifier.verify('XXXX.DUMMY.TOKEN.XXXY', 'FORM_BLOCK_SUBMISSION')).toBe(false);
    expect(await captchaVerifier({ ENVIRONMENT: 'development' }, isolateLog).verify(undefined, 'FORM_BLOCK_SUBMISSION')).toBe(false);
    const said = log.mock.calls.map((call) => String(JSON.parse(String(call[0])).message)).filter((message) => message.startsWith('captcha:'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(ALWAYS_PASS_TEST_TOKEN);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Turnstile siteverify with CAPTCHA_SECRET', () => {
  const deployed = { CAPTCHA_SECRET: 'test-secret', ENVIRONMENT: undefined };

  it('sends the secret, the token and the visitor address, and stores the submission when the token is good for the action', async () => {
    const received = siteverifyAnswers(outcome({ success: true, action: 'FORM_BLOCK_SUBMISSION', 'error-codes': [] }));
    const before = (await storedSubmissions('contact-form')).length;
    expect((await submitWith(deployed, 'token-from-widget')).status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0].method).toBe('POST');
    const sent = new URLSearchParams(await received[0].text());
    expect(Object.fromEntries(sent)).toEqual({ secret: 'test-secret', response: 'token-from-widget', remoteip: '203.0.113.7' });
    expect(await storedSubmissions('contact-form')).toHaveLength(before + 1);
  });

  it('checks a newsletter token against NEWSLETTER_BLOCK_SUBMISSION, not the contact action', async () => {
    await publishForms(FormDefinitionSchema.parse({ id: 'guarded-letter', name: 'Letter', kind: 'newsletter', captchaEnabled: true, fields: [{ id: 'email', type: 'email' }] }));
    let action = 'FORM_BLOCK_SUBMISSION';
    siteverifyAnswers(() => Response.json({ success: true, action }));
    expect((await submitWith(deployed, 'token', 'guarded-letter', { email: 'a@example.com' })).status).toBe(401);
    action = 'NEWSLETTER_BLOCK_SUBMISSION';
    expect((await submitWith(deployed, 'token', 'guarded-letter', { email: 'a@example.com' })).status).toBe(200);
  });

  it.each([
    ['a token made for another action', outcome({ success: true, action: 'NEWSLETTER_BLOCK_SUBMISSION' })],
    ['a refused token', outcome({ success: false, 'error-codes': ['invalid-input-response'] })],
    ['a provider error', outcome({ success: true }, 500)],
    ['an answer that is not JSON', () => new Response('<html>')],
    ['no answer at all', () => Promise.reject(new TypeError('network down'))],
  ])('refuses %s with 401, storing nothing', async (_, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    siteverifyAnswers(answer);
    const before = (await storedSubmissions('contact-form')).length;
    expect(await submitWith(deployed, 'token-from-widget')).toEqual({ status: 401, body: { message: FORM_SUBMIT_FAILED } });
    expect(await storedSubmissions('contact-form')).toHaveLength(before);
  });

  it('never calls the provider without a token, or with one longer than any it issues', async () => {
    const received = siteverifyAnswers(outcome({ success: true }));
    expect(await submitWith(deployed, undefined)).toEqual({ status: 401, body: { message: CAPTCHA_INCOMPLETE } });
    expect(await submitWith(deployed, 'x'.repeat(2049))).toEqual({ status: 401, body: { message: FORM_SUBMIT_FAILED } });
    expect(received).toHaveLength(0);
  });
});

describe('production without CAPTCHA_SECRET', () => {
  it('refuses captcha-protected forms, even the test token, and still takes forms without a captcha', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const production = { CAPTCHA_SECRET: undefined, ENVIRONMENT: undefined };
    expect(await submitWith(production, ALWAYS_PASS_TEST_TOKEN)).toEqual({ status: 401, body: { message: FORM_SUBMIT_FAILED } });
    expect(await submitWith(production, DEVELOPMENT_CHECK_TOKEN)).toEqual({ status: 401, body: { message: FORM_SUBMIT_FAILED } });
    expect((await submitWith(production, undefined, 'newsletter', { email: 'b@example.com' })).status).toBe(200);
    expect(fetch).not.toHaveBeenCalled();
  });
});
