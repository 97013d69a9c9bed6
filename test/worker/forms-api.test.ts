import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRUMB_COOKIE, CRUMB_HEADER, FormDefinitionSchema } from '../../schemas';
import { EMAIL_NOT_VALID, FORM_NOTICE, REQUIRED, TEXT_TOO_LONG } from '../../schemas/forms/form-rules';
import {
  ANSWER_INVALID,
  CAPTCHA_INCOMPLETE,
  COOKIES_DISABLED,
  FORM_FIELDS_INVALID,
  FORM_FIELDS_UNPARSEABLE,
  FORM_NOT_CONFIGURED,
  FORM_RATE_LIMITED,
  FORM_SUBMIT_FAILED,
  REQUEST_UNREADABLE,
} from '../../schemas/messages';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha';
import { websiteId } from './cart-helpers';
import { Visitor } from './cookie-jar';
import { seedDemoSite, visit } from './demo-site';
import { arrivingVisitor, demoForm, publishForms, save, storedSignUps, storedSubmissions, submissionKey, submit } from './form-helpers';
import { FORM_KEY_API, FORM_VALIDATE_API, SAVE_FORM_API, TEMPLATE_SCHEMA_API } from '../../schemas/site/paths';

beforeAll(seedDemoSite);

const CONTACT = 'contact-form';
const NEWSLETTER = 'newsletter';

/** Answers the demo's contact form takes. */
const contactAnswers = (message = 'Do you sell the mugs wholesale?') => ({
  name: { First: 'Ada', Last: 'Lovelace' },
  email: 'ada@example.com',
  topic: 'Wholesale',
  message,
  source: 'mail',
});

describe(`POST ${FORM_KEY_API}`, () => {
  it('hands the visitor a fresh key that no cache may keep', async () => {
    const visitor = await arrivingVisitor();
    const response = await visitor.send(FORM_KEY_API, 'POST', '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const { data } = (await response.json()) as { data: { key: string } };
    expect(data.key).toMatch(/^[\w-]{32}$/);
    expect(await submissionKey(visitor)).not.toBe(data.key);
  });

  it('needs the crumb like every state-changing call', async () => {
    const response = await visit(FORM_KEY_API, { method: 'POST' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: COOKIES_DISABLED });
  });
});

describe(`POST ${SAVE_FORM_API}`, () => {
  it('stores an accepted newsletter sign-up with its time and page, and records the sign-up as such', async () => {
    const before = Date.now();
    const address = `reader-${crypto.randomUUID()}@example.com`;
    const answer = await submit(NEWSLETTER, { email: ` ${address} ` }, {}, '/');
    expect(answer).toEqual({ status: 200, body: { data: { formId: NEWSLETTER } } });
    const stored = (await storedSubmissions(NEWSLETTER)).at(-1)!;
    expect(JSON.parse(stored.answers)).toEqual({ email: address });
    expect(stored.page).toBe('/');
    expect(stored.submitted_at).toBeGreaterThanOrEqual(before);
    expect(await storedSignUps(NEWSLETTER)).toContainEqual({ email: address, form_id: NEWSLETTER, submission_id: stored.id });
  });

  it('keeps one newsletter sign-up per address, whatever its case', async () => {
    const address = `twice-${crypto.randomUUID()}@example.com`;
    await submit(NEWSLETTER, { email: address });
    await submit(NEWSLETTER, { email: address.toUpperCase() });
    expect((await storedSignUps(NEWSLETTER)).filter((row) => row.email.toLowerCase() === address)).toHaveLength(1);
  });

  it('stores a contact message in the spec shapes once the captcha is solved', async () => {
    const answer = await submit(CONTACT, contactAnswers('Hello from the test'), { captchaKey: ALWAYS_PASS_TEST_TOKEN });
    expect(answer.status).toBe(200);
    const stored = (await storedSubmissions(CONTACT)).at(-1)!;
    expect(JSON.parse(stored.answers)).toEqual({ ...contactAnswers('Hello from the test') });
    expect(stored.page).toBe('/contact');
  });

  it("refuses a captcha form without a token ('Complete CAPTCHA before submitting.') or with a wrong one (401), storing nothing", async () => {
    const before = (await storedSubmissions(CONTACT)).length;
    expect(await submit(CONTACT, contactAnswers())).toEqual({ status: 401, body: { message: CAPTCHA_INCOMPLETE } });
    expect(await submit(CONTACT, contactAnswers(), { captchaKey: 'not-a-token' })).toEqual({ status: 401, body: { message: FORM_SUBMIT_FAILED } });
    expect(await storedSubmissions(CONTACT)).toHaveLength(before);
  });

  it('answers 400 with a message per field, in the spec words, and stores nothing', async () => {
    const before = (await storedSubmissions(CONTACT)).length;
    const answer = await submit(
      CONTACT,
      { name: { First: 'Ada', Last: '\u200b' }, email: 'ada@example', topic: 'Gossip', message: 'x'.repeat(1001) },
      { captchaKey: ALWAYS_PASS_TEST_TOKEN },
    );
    expect(answer).toEqual({
      status: 400,
      body: { message: FORM_FIELDS_INVALID, errors: { name: REQUIRED, email: EMAIL_NOT_VALID, topic: ANSWER_INVALID, message: TEXT_TOO_LONG } },
    });
    expect(await storedSubmissions(CONTACT)).toHaveLength(before);
  });

  it("answers 404 'This form has not been configured yet.' for a form the site does not have", async () => {
    for (const formId of ['no-such-form', '../contact-form', 'constructor', '__proto__']) {
      expect(await submit(formId, { email: 'a@example.com' })).toEqual({ status: 404, body: { message: FORM_NOT_CONFIGURED } });
    }
  });

  it('answers 400 for a body that is not a submission, never a 500', async () => {
    const visitor = await arrivingVisitor();
    const key = await submissionKey(visitor);
    const bodies: unknown[] = [
      {},
      { formId: NEWSLETTER, key },
      { formId: NEWSLETTER, key, form: 'email=a@example.com' },
      { formId: NEWSLETTER, key, form: [] },
      { formId: NEWSLETTER, key: 42, form: {} },
      { formId: NEWSLETTER, key, form: {}, captchaKey: { token: 1 } },
      { formId: 'x'.repeat(65), key, form: {} },
      [],
      null,
    ];
    for (const body of bodies) expect(await save(visitor, body as never), JSON.stringify(body)).toEqual({ status: 400, body: { message: FORM_FIELDS_UNPARSEABLE } });
    const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
    for (const raw of ['{"formId":', 'not json', '\u0000']) {
      const response = await visitor.request(SAVE_FORM_API, { method: 'POST', headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: crumb }, body: raw });
      expect(response.status, raw).toBe(400);
    }
  });

  it('judges odd answers by the rules: wrong shapes, odd Unicode and deep nesting are 400 or stored, never a 500', async () => {
    let nested: unknown = 'deep';
    for (let depth = 0; depth < 500; depth += 1) nested = { First: nested };
    const answers = [
      { email: '\ud800@example.com' },
      { email: 'a\u0000@example.com' },
      { email: { First: 'a' } },
      { email: nested },
      { email: ['a@example.com', 'b@example.com'] },
      { email: '\u202e\u200bmoc.elpmaxe@a' },
    ];
    for (const form of answers) {
      const answer = await submit(NEWSLETTER, form);
      expect([200, 400], JSON.stringify(form).slice(0, 60)).toContain(answer.status);
    }
    expect((await submit(NEWSLETTER, { email: nested })).body.errors).toEqual({ email: ANSWER_INVALID });
  });

  it('refuses an oversize body with 413 before reading it, chunked or not', async () => {
    const visitor = await arrivingVisitor();
    const key = await submissionKey(visitor);
    const big = JSON.stringify({ formId: CONTACT, key, form: { message: 'x'.repeat(70 * 1024) } });
    const headers = { 'Content-Type': 'application/json', [CRUMB_HEADER]: visitor.cookies.get(CRUMB_COOKIE)! };
    expect((await visitor.request(SAVE_FORM_API, { method: 'POST', headers, body: big })).status).toBe(413);
    const chunks = new ReadableStream({
      start(controller) {
        for (let sent = 0; sent < 80; sent += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const response = await visitor.request(SAVE_FORM_API, { method: 'POST', headers, body: chunks, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe('submission keys', () => {
  it('are single-use: the second submission with a key is refused and stores nothing', async () => {
    const visitor = await arrivingVisitor();
    const key = await submissionKey(visitor);
    const body = { formId: NEWSLETTER, key, form: { email: `once-${crypto.randomUUID()}@example.com` } };
    expect((await save(visitor, body)).status).toBe(200);
    const count = (await storedSubmissions(NEWSLETTER)).length;
    expect(await save(visitor, body)).toEqual({ status: 401, body: { message: FORM_SUBMIT_FAILED } });
    expect(await storedSubmissions(NEWSLETTER)).toHaveLength(count);
  });

  it('are spent by a refused submission too', async () => {
    const visitor = await arrivingVisitor();
    const key = await submissionKey(visitor);
    expect((await save(visitor, { formId: NEWSLETTER, key, form: { email: 'nope' } })).status).toBe(400);
    expect((await save(visitor, { formId: NEWSLETTER, key, form: { email: 'a@example.com' } })).status).toBe(401);
  });

  it('refuse an unknown key, and a key another visitor was given (which that visitor can still use)', async () => {
    const visitor = await arrivingVisitor();
    expect(await save(visitor, { formId: NEWSLETTER, key: 'made-up-key', form: { email: 'a@example.com' } })).toEqual({ status: 401, body: { message: FORM_SUBMIT_FAILED } });
    const owner = await arrivingVisitor();
    const key = await submissionKey(owner);
    expect((await save(visitor, { formId: NEWSLETTER, key, form: { email: 'a@example.com' } })).status).toBe(401);
    expect((await save(owner, { formId: NEWSLETTER, key, form: { email: 'a@example.com' } })).status).toBe(200);
  });

  it('expire after 30 minutes', async () => {
    const visitor = await arrivingVisitor();
    const key = await submissionKey(visitor);
    const keys = env.SUBMISSION_KEYS.get(env.SUBMISSION_KEYS.idFromName(await websiteId()));
    const lifetime = await runInDurableObject(keys, (_, state) => {
      const row = state.storage.sql.exec<{ issued_at: number; expires_at: number }>('SELECT issued_at, expires_at FROM submission_key WHERE key = ?', key).one();
      state.storage.sql.exec('UPDATE submission_key SET expires_at = ? WHERE key = ?', Date.now() - 1, key);
      return row.expires_at - row.issued_at;
    });
    expect(lifetime).toBe(30 * 60_000);
    expect((await save(visitor, { formId: NEWSLETTER, key, form: { email: 'late@example.com' } })).status).toBe(401);
  });

  it('are redeemed once however many submissions race for one', async () => {
    const visitor = await arrivingVisitor();
    const key = await submissionKey(visitor);
    const email = `race-${crypto.randomUUID()}@example.com`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => save(visitor, { formId: NEWSLETTER, key, form: { email } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
    expect((await storedSubmissions(NEWSLETTER)).filter((row) => row.answers.includes(email))).toHaveLength(1);
  });
});

describe('concurrent submissions', () => {
  it('stores all of 20 submissions sent at once, none twice', async () => {
    // As many as checkout's race (test/worker/checkout.test.ts): enough to overlap in the form's Durable Object.
    const SENT_AT_ONCE = 20;
    const form = FormDefinitionSchema.parse({ id: 'busy-form', name: 'Busy', fields: [{ id: 'note', type: 'text', required: true }] });
    await publishForms(form);
    const visitors = await Promise.all(Array.from({ length: SENT_AT_ONCE }, () => arrivingVisitor()));
    const keys = await Promise.all(visitors.map((visitor) => submissionKey(visitor)));
    const answers = await Promise.all(visitors.map((visitor, index) => save(visitor, { formId: form.id, key: keys[index], form: { note: `note ${index}` } })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const stored = await storedSubmissions(form.id);
    expect(stored).toHaveLength(SENT_AT_ONCE);
    expect(new Set(stored.map((row) => JSON.parse(row.answers).note)).size).toBe(SENT_AT_ONCE);
    expect(new Set(stored.map((row) => row.submission_key))).toEqual(new Set(keys));
  }, 120_000);
});

describe('rate limits', () => {
  it("answer 429 'Unable to submit form. Submission rate limit exceeded. Please try again later.' past a visitor's limit", async () => {
    const visitor = await arrivingVisitor();
    const statuses: number[] = [];
    // The VISITOR_SUBMISSIONS binding counts 10 in fixed one-minute windows: sends that straddle two windows
    // may spend both, so one of 21 is refused whenever the test runs; none of the first 10 is.
    for (let sent = 0; sent < 21; sent += 1) {
      const answer = await save(visitor, { formId: NEWSLETTER, key: await submissionKey(visitor), form: { email: `n${sent}@example.com` } });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body).toEqual({ message: FORM_RATE_LIMITED });
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses).toContain(429);
    const other = await arrivingVisitor();
    expect((await save(other, { formId: NEWSLETTER, key: await submissionKey(other), form: { email: 'other@example.com' } })).status).toBe(200);
  });

  it('take a popular form\'s submissions from every visitor: the limit is per visitor, not per form', async () => {
    const form = FormDefinitionSchema.parse({ id: 'popular-form', name: 'Popular', fields: [{ id: 'note', type: 'text' }] });
    await publishForms(form);
    // More in one minute than the old limit of 120 a form for everyone together: 13 visitors, each sending
    // the 10 its own limit allows.
    const statuses = await Promise.all(
      Array.from({ length: 13 }, async () => {
        const visitor = await arrivingVisitor();
        const sent: number[] = [];
        for (let count = 0; count < 10; count += 1) sent.push((await save(visitor, { formId: form.id, key: await submissionKey(visitor), form: { note: 'hi' } })).status);
        return sent;
      }),
    );
    expect(statuses.flat()).toHaveLength(130);
    expect(statuses.flat().filter((status) => status !== 200)).toEqual([]);
  }, 60_000);
});

describe(`POST ${FORM_VALIDATE_API}/{formId}`, () => {
  const engraving = demoForm('form-engraving');

  async function validate(formId: string, body: unknown): Promise<{ status: number; body: unknown }> {
    const visitor = await arrivingVisitor();
    const response = await visitor.send(`${FORM_VALIDATE_API}/${formId}`, 'POST', body as never);
    return { status: response.status, body: await response.json() };
  }

  it('answers 200 for answers that pass, and 400 with errors keyed by field id for the rest', async () => {
    const [text, style] = engraving.fields;
    expect(await validate(engraving.id, { [text.id]: 'ADA', [style.id]: style.options![0] })).toEqual({ status: 200, body: { errors: {} } });
    expect(await validate(engraving.id, { [text.id]: ' ', [style.id]: 'Gothic' })).toEqual({
      status: 400,
      body: { message: FORM_NOTICE, errors: { [text.id]: REQUIRED, [style.id]: ANSWER_INVALID } },
    });
    expect(await validate(engraving.id, { [text.id]: 'x'.repeat(21), [style.id]: style.options![0] })).toEqual({
      status: 400,
      body: { message: FORM_NOTICE, errors: { [text.id]: TEXT_TOO_LONG } },
    });
  });

  it('answers 404 for an unknown form and 400 for a body that is not a map', async () => {
    expect(await validate('no-such-form', {})).toEqual({ status: 404, body: { message: FORM_NOT_CONFIGURED } });
    expect(await validate(engraving.id, ['a'])).toEqual({ status: 400, body: { message: FORM_FIELDS_UNPARSEABLE } });
  });
});

describe(`GET ${TEMPLATE_SCHEMA_API}`, () => {
  it('answers type=form with the definition and the markup of its fields', async () => {
    const engraving = demoForm('form-engraving');
    const response = await visit(`${TEMPLATE_SCHEMA_API}?type=form&formId=${engraving.id}`);
    expect(response.status).toBe(200);
    const { form, html } = (await response.json()) as { form: unknown; html: string };
    expect(form).toEqual(engraving);
    for (const field of engraving.fields) expect(html).toContain(`data-field-id="${field.id}"`);
    expect(html).toContain('<option value="Script">Script</option>');
  });

  it('answers 404 for an unknown form and 400 for another type or no form id', async () => {
    expect((await visit(`${TEMPLATE_SCHEMA_API}?type=form&formId=nope`)).status).toBe(404);
    for (const query of ['type=page&formId=form-engraving', 'type=form', '']) {
      const response = await visit(`${TEMPLATE_SCHEMA_API}?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ message: REQUEST_UNREADABLE });
    }
  });
});

describe('visitors without a crumb', () => {
  it('cannot submit at all', async () => {
    const response = await new Visitor().request(SAVE_FORM_API, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(403);
  });
});
