import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { FormDefinitionSchema, siteKeys } from '../../schemas';
import { EMAIL_NOT_VALID, REQUIRED } from '../../schemas/forms/form-rules';
import { CAPTCHA_INCOMPLETE, COOKIES_DISABLED, FORM_FIELDS_INVALID, FORM_NOT_CONFIGURED } from '../../schemas/messages';
import { parse } from '../../templates';
import { websiteId } from './cart-helpers';
import { DEMO_ORIGIN, putSiteContent, seedDemoSite, visit } from './demo-site';
import { demoForm, publishForms, storedSubmissions } from './form-helpers';
import { formPostPath } from '../../schemas/site/paths';

beforeAll(seedDemoSite);

/** A form posted by a browser without scripts, from a page of the demo site. */
function post(formId: string, fields: [string, string][], headers: Record<string, string> = {}, page = '/') {
  return visit(formPostPath(formId), {
    method: 'POST',
    // What a browser sends when it submits a form itself.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Origin: DEMO_ORIGIN, Referer: `${DEMO_ORIGIN}${page}`, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('form blocks on pages', () => {
  it('render from their definitions, posting to their own page', async () => {
    const contact = await (await visit('/contact')).text();
    expect(contact).toContain(`<form class="form-wrapper" method="post" action="${formPostPath('contact-form')}" data-form-id="contact-form" data-form-kind="contact" data-form="`);
    expect(contact).toContain('0 / 1000');
    expect(contact).toContain('data-captcha-action="FORM_BLOCK_SUBMISSION"');
    const home = await (await visit('/')).text();
    expect(home).toContain(`action="${formPostPath('newsletter')}" data-form-id="newsletter" data-form-kind="newsletter" data-form="`);
    expect(home).not.toContain('form-submission-error');
  });

  it("render in the site's layout too, on the pages of the buying flow as on the others", async () => {
    const id = await websiteId();
    const settingsKey = siteKeys.settings(id);
    const layoutKey = siteKeys.template(id, 'site.region');
    const [settings, layout] = await Promise.all([env.CONTENT.get(settingsKey), env.CONTENT.get(layoutKey)]);
    const published = JSON.parse(settings!) as { templates: Record<string, string> };
    const { ast, errors } = parse('{squarespace.main-content}<footer>{forms.newsletter|form-block}</footer>');
    expect(errors).toEqual([]);
    const hash = 'layout-with-a-newsletter-block';
    await env.CONTENT.put(layoutKey, JSON.stringify({ hash, ast }));
    await putSiteContent(settingsKey, JSON.stringify({ ...published, templates: { ...published.templates, 'site.region': hash } }));
    try {
      for (const path of ['/shop', '/cart', '/checkout']) {
        const html = await (await visit(path)).text();
        expect(html.slice(html.indexOf('<footer>')), path).toContain(`action="${formPostPath('newsletter')}" data-form-id="newsletter"`);
      }
    } finally {
      await env.CONTENT.put(layoutKey, layout!);
      await putSiteContent(settingsKey, settings!);
    }
  });

  it('are in the JSON context the template ran with', async () => {
    const context = (await (await visit('/contact?format=json')).json()) as { forms: Record<string, unknown> };
    expect(context.forms['contact-form']).toEqual(demoForm('contact-form'));
  });
});

describe('a form posted without scripts', () => {
  it('stores the submission and answers with a page showing the submission text and post-submit HTML, never cached', async () => {
    const email = `nojs-${crypto.randomUUID()}@example.com`;
    const response = await post('newsletter', [['email', email]]);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(demoForm('newsletter').submissionMessage);
    expect(html).toContain('href="/"');
    const stored = (await storedSubmissions('newsletter')).at(-1)!;
    expect(JSON.parse(stored.answers)).toEqual({ email });
    expect(stored.page).toBe('/');
  });

  it('shows each field problem with its title, and stores nothing', async () => {
    const form = demoForm('contact-form');
    const before = (await storedSubmissions(form.id)).length;
    const response = await post(form.id, [['name.First', 'Ada'], ['email', 'ada@'], ['message', '']], {}, '/contact');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(FORM_FIELDS_INVALID);
    expect(html).toContain(`<strong>Name</strong>: ${REQUIRED}`);
    expect(html).toContain(`<strong>Email</strong>: ${EMAIL_NOT_VALID}`);
    expect(html).toContain(`<strong>Message</strong>: ${REQUIRED}`);
    expect(html).toContain('href="/contact"');
    expect(await storedSubmissions(form.id)).toHaveLength(before);
  });

  it('cannot pass a captcha, which needs scripts, and says so', async () => {
    const response = await post(
      'contact-form',
      [['name.First', 'Ada'], ['name.Last', 'Lovelace'], ['email', 'ada@example.com'], ['message', 'Hello']],
      {},
      '/contact',
    );
    expect(response.status).toBe(401);
    expect(await response.text()).toContain(CAPTCHA_INCOMPLETE);
  });

  it('goes to the configured page after success, and fills hidden fields from the page query', async () => {
    const form = FormDefinitionSchema.parse({
      id: 'redirecting-form',
      name: 'Redirecting',
      submitRedirect: '/shop',
      fields: [{ id: 'note', type: 'text', required: true }, { id: 'campaign', type: 'hidden', name: 'utm_campaign', value: 'none' }],
    });
    await publishForms(form);
    const response = await post(form.id, [['note', 'hi'], ['campaign', 'none']], {}, '/contact?utm_campaign=spring');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/shop');
    const stored = (await storedSubmissions(form.id)).at(-1)!;
    expect(JSON.parse(stored.answers)).toEqual({ note: 'hi', campaign: 'spring' });
    expect(stored.page).toBe('/contact');
  });

  it('is refused from another site by the crumb check, with a page, storing nothing', async () => {
    const before = (await storedSubmissions('newsletter')).length;
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }] as Record<string, string>[]) {
      const response = await post('newsletter', [['email', 'victim@example.com']], headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain(COOKIES_DISABLED);
    }
    expect(await storedSubmissions('newsletter')).toHaveLength(before);
  });

  it('answers an unknown form with 404 and an oversize or odd body with a 4xx page, never a 500', async () => {
    const missing = await post('no-such-form', [['email', 'a@example.com']]);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(FORM_NOT_CONFIGURED);
    expect((await post('newsletter', [['email', 'x'.repeat(70 * 1024)]])).status).toBe(413);
    const odd = await visit(formPostPath('newsletter'), { method: 'POST', headers: { Origin: DEMO_ORIGIN, 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken' });
    expect(odd.status).toBeGreaterThanOrEqual(400);
    expect(odd.status).toBeLessThan(500);
    const json = await visit(formPostPath('newsletter'), { method: 'POST', headers: { Origin: DEMO_ORIGIN, 'Content-Type': 'application/json' }, body: '{"email":"a@example.com"}' });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });

  it('is never answered for GET: answers stay out of URLs', async () => {
    expect((await visit(`${formPostPath('newsletter')}?email=a@example.com`)).status).toBe(404);
  });
});
