import { beforeAll, describe, expect, it } from 'vitest';
import { FormDefinitionSchema } from '../../schemas';
import { FORM_NOT_CONFIGURED, OWNER_UNAUTHORIZED } from '../../schemas/messages';
import { seedDemoSite, visit } from './demo-site';
import { publishForms, submit } from './form-helpers';
import { ownerHeaders } from './owner-helpers';

beforeAll(seedDemoSite);

let owner: { Authorization: string };
beforeAll(async () => {
  owner = await ownerHeaders();
});

/** A form of its own per test file run, so the listing holds exactly what these tests sent. */
const form = FormDefinitionSchema.parse({
  id: `owner-read-${crypto.randomUUID().slice(0, 8)}`,
  name: 'Orders, "special"',
  fields: [
    { id: 'who', type: 'name', title: 'Name', required: true },
    { id: 'note', type: 'textarea', title: 'Note' },
    { id: 'gap', type: 'section', title: 'More' },
    { id: 'tops', type: 'checkbox', title: 'Toppings', options: ['Oats', 'Figs'] },
  ],
});
const letter = FormDefinitionSchema.parse({ id: `owner-letter-${crypto.randomUUID().slice(0, 8)}`, name: 'Letter', kind: 'newsletter', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] });

const SENT = [
  { who: { First: 'Ada', Last: 'Lovelace' }, note: 'First, with "quotes", commas\nand a line break', tops: ['Oats', 'Figs'] },
  { who: { First: 'Grace', Last: 'Hopper' }, note: '=HYPERLINK("http://evil.example","click")' },
  { who: { First: 'Alan', Last: 'Turing' }, note: '' },
];

beforeAll(async () => {
  await publishForms(form, letter);
  for (const answers of SENT) expect((await submit(form.id, answers, {}, '/contact')).status).toBe(200);
  expect((await submit(letter.id, { email: 'reader@example.com' }, {}, '/')).status).toBe(200);
}, 30_000);

const SUBMISSIONS = (formId: string) => `/api/owner/forms/${formId}/submissions`;

describe('owner read-out of form submissions', () => {
  it('refuses anyone without the owner token, with no data', async () => {
    for (const path of [SUBMISSIONS(form.id), `${SUBMISSIONS(form.id)}.csv`]) {
      for (const headers of [{}, { Authorization: 'Bearer wrong' }, { Cookie: 'crumb=x' }] as Record<string, string>[]) {
        const response = await visit(path, { headers });
        expect(response.status).toBe(401);
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
        const body = await response.text();
        expect(JSON.parse(body)).toEqual({ message: OWNER_UNAUTHORIZED });
        expect(body).not.toContain('Lovelace');
      }
    }
  });

  it('lists the submissions oldest first, with time, page and answers, in pages', async () => {
    const first = await visit(`${SUBMISSIONS(form.id)}?limit=2`, { headers: owner });
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('private, no-store');
    expect(first.headers.get('Set-Cookie')).toBeNull();
    const page = (await first.json()) as { form: object; submissions: { answers: { who: object }; page: string; submittedAt: number }[]; hasNextPage: boolean; nextPageCursor: string };
    expect(page.form).toEqual({ id: form.id, name: form.name, kind: 'contact' });
    expect(page.submissions.map((submission) => submission.answers.who)).toEqual([SENT[0].who, SENT[1].who]);
    expect(page.submissions[0].page).toBe('/contact');
    expect(page.submissions[0].submittedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(page.hasNextPage).toBe(true);

    const rest = (await (await visit(`${SUBMISSIONS(form.id)}?limit=2&cursor=${page.nextPageCursor}`, { headers: owner })).json()) as typeof page;
    expect(rest.submissions.map((submission) => submission.answers.who)).toEqual([SENT[2].who]);
    expect(rest.hasNextPage).toBe(false);
    expect(rest.nextPageCursor).toBeNull();
  });

  it('names the address each newsletter submission signed up', async () => {
    const page = (await (await visit(SUBMISSIONS(letter.id), { headers: owner })).json()) as { submissions: { newsletterSignUp?: string }[] };
    expect(page.submissions.map((submission) => submission.newsletterSignUp)).toEqual(['reader@example.com']);
  });

  it('exports every submission as CSV: a header of field titles, one escaped line each, no formulas', async () => {
    const response = await visit(`${SUBMISSIONS(form.id)}.csv`, { headers: owner });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${form.id}-submissions.csv"`);
    const lines = (await response.text()).split('\r\n');
    // Quoted only where a field must be (RFC 4180), as the orders export is.
    expect(lines[0]).toBe('Submitted,Page,Name,Note,Toppings');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,\/contact,Ada Lovelace,"First, with ""quotes"", commas\nand a line break","Oats, Figs"$/);
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(lines[3]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,\/contact,Alan Turing,,$/);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('answers 404 for a form the site does not have, and 400 for a bad page query', async () => {
    const missing = await visit(SUBMISSIONS('no-such-form'), { headers: owner });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: FORM_NOT_CONFIGURED });
    expect((await visit(`${SUBMISSIONS('no-such-form')}.csv`, { headers: owner })).status).toBe(404);
    for (const query of ['limit=0', 'limit=501', 'cursor=-1', 'cursor=abc']) {
      expect((await visit(`${SUBMISSIONS(form.id)}?${query}`, { headers: owner })).status, query).toBe(400);
    }
  });
});
