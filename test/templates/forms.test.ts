import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema } from '../../schemas/forms/form';
import { answersFromEntries } from '../../schemas/forms/form-answers';
import { FORM_BANNER_ABOVE, FORM_BANNER_BELOW } from '../../schemas/messages';
import { loadMessages } from '../../schemas/messages';
import { render } from '../../templates/index';

const contact = FormDefinitionSchema.parse({
  id: 'contact',
  name: 'Contact',
  submitLabel: 'Send <now>',
  captchaEnabled: true,
  disclaimer: '<p>We keep <em>nothing</em>.</p>',
  submissionMessage: 'Thanks & goodbye',
  postSubmitHtml: '<p>More</p>',
  submitRedirect: '/thanks',
  fields: [
    { id: 'who', type: 'name', title: 'Name', required: true },
    { id: 'mail', type: 'email', title: 'Email <b>', required: true },
    { id: 'note', type: 'textarea', title: 'Note', maxLength: 500 },
    { id: 'size', type: 'select', title: 'Size', options: ['S', 'M "medium"'] },
    { id: 'pick', type: 'radio', title: 'Pick', options: ['Yes', 'No'] },
    { id: 'tops', type: 'checkbox', title: 'Tops', options: ['Oats', 'Figs'] },
    { id: 'rate', type: 'likert', title: 'Rate', options: ['Service', 'Price'] },
    { id: 'call', type: 'phone', title: 'Phone', countryCode: true },
    { id: 'day', type: 'date', title: 'Date' },
    { id: 'at', type: 'time', title: 'Time' },
    { id: 'where', type: 'address', title: 'Address' },
    { id: 'line', type: 'single-value', title: 'Line' },
    { id: 'ref', type: 'hidden', name: 'utm_source', value: 'site' },
    { id: 'more', type: 'section', title: 'More', description: 'Optional' },
  ],
});
const newsletter = FormDefinitionSchema.parse({ id: 'letter', name: 'Letter', kind: 'newsletter', captchaEnabled: true, fields: [{ id: 'email', type: 'email', required: true }] });

const block = (form: object, siteKey?: string) =>
  render('{forms.f|form-block}', { forms: { f: form }, website: { captchaSettings: siteKey ? { siteKey } : {} } }, { locale: 'en-US' });

describe('form-block (spec section 2)', () => {
  it("labels a button the owner left unnamed, the fields' parts and a select's prompt in the site's language", async () => {
    const fr = await loadMessages('fr-FR');
    const { output } = render('{forms.f|form-block}', { forms: { f: { ...contact, submitLabel: undefined } }, website: {} }, { locale: 'fr-FR' });
    expect(output).toContain(`data-label="${fr.SUBMIT_LABEL}">${fr.SUBMIT_LABEL}</button>`);
    for (const key of ['FIRST_NAME_PART', 'CITY_LABEL', 'PHONE_AREA_CODE', 'TIME_HOUR'] as const) expect(output).toContain(`<span class="caption">${fr[key]}</span>`);
    expect(output).toContain(`<option value="">${fr.SELECT_AN_OPTION}</option>`);
    for (const key of ['DATE_DAY_MARK', 'DATE_YEAR_MARK'] as const) expect(output).toContain(`<span class="caption">${fr[key]}</span>`);
    expect(output).not.toContain('<span class="caption">YYYY</span>');
    const english = render('{forms.f|form-block}', { forms: { f: { ...contact, submitLabel: undefined } }, website: {} }, { locale: 'en-US' }).output;
    expect(english).toContain('data-label="Submit">Submit</button>');
    expect(english).toContain('<span class="caption">DD</span>');
  });

  it('renders a form that posts (never gets) to its own page, with its id', () => {
    const { output, errors } = block(contact, 'site-key');
    expect(errors).toEqual([]);
    const form = /<form class="form-wrapper" method="post" action="\/forms\/contact" data-form-id="contact" data-form-kind="contact" data-form="([^"]*)" data-submit-redirect="\/thanks" novalidate>/.exec(output);
    expect(form).not.toBeNull();
    const unescaped = form![1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(unescaped)).toEqual(contact);
    expect(output).toContain('data-block-type="9"');
    expect(output).toContain('<button class="button form-submit" type="submit" data-label="Send &lt;now&gt;">Send &lt;now&gt;</button>');
  });

  it('has the two banners with the spec words, hidden until needed, except for newsletter forms', () => {
    const { output } = block(contact);
    expect(output).toContain(`<div class="form-submission-error form-banner-above" role="alert" hidden>${FORM_BANNER_ABOVE}</div>`);
    expect(output).toContain(`<div class="form-submission-error form-banner-below" role="alert" hidden>${FORM_BANNER_BELOW}</div>`);
    expect(output.indexOf('form-banner-above')).toBeLessThan(output.indexOf('data-field-id="who"'));
    expect(output.indexOf('form-banner-below')).toBeGreaterThan(output.indexOf('form-submit'));
    const letter = block(newsletter, 'site-key').output;
    expect(letter).not.toContain('form-submission-error');
    expect(letter).toContain('class="sqs-block form-block newsletter-block" data-block-type="51"');
  });

  it('has a captcha container with the action name only when the form asks for one and the site has a key', () => {
    expect(block(contact, 'site-key').output).toContain('<div class="captcha-container" data-site-key="site-key" data-captcha-action="FORM_BLOCK_SUBMISSION"></div>');
    expect(block(newsletter, 'k').output).toContain('data-captcha-action="NEWSLETTER_BLOCK_SUBMISSION"');
    expect(block(contact).output).not.toContain('captcha-container');
    expect(block({ ...contact, captchaEnabled: false }, 'site-key').output).not.toContain('captcha-container');
  });

  it("gives a textarea with a maximum its counter '0 / max' and no hard limit, so going over can be flagged", () => {
    const { output } = block(contact);
    expect(output).toMatch(/<textarea [^>]*name="note"[^>]*data-max-length="500"[^>]*><\/textarea>\s*<span class="field-counter" aria-live="polite">0 \/ 500<\/span>/);
    expect(output).not.toMatch(/<textarea[^>]*maxlength/);
  });

  it('names every control so the answers read back into the spec shapes', () => {
    const { output } = block(contact);
    const names = [...output.matchAll(/ name="([^"]+)"/g)].map((match) => match[1].replace(/&quot;/g, '"'));
    const answers = answersFromEntries(contact, names.map((name) => [name, 'x'] as const));
    const answerable = contact.fields.filter((field) => field.type !== 'section').map((field) => field.id);
    expect(Object.keys(answers).sort()).toEqual(answerable.sort());
    expect(Object.keys(answers.where as object)).toEqual(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']);
    expect(Object.keys(answers.call as object)).toEqual(['Country', 'Areacode', 'Prefix', 'Line']);
    expect(answers.rate).toEqual({ Service: 'x', Price: 'x' });
  });

  it('asks for a phone in three parts unless a country code is wanted', () => {
    const form = { ...contact, fields: [{ id: 'call', type: 'phone', title: 'Phone', required: false }] };
    const names = [...block(form).output.matchAll(/ name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(['call.Areacode', 'call.Prefix', 'call.Line']);
  });

  it('escapes what the owner wrote as text and keeps what the owner wrote as HTML', () => {
    const { output } = block(contact);
    expect(output).toContain('Email &lt;b&gt;');
    expect(output).toContain('<option value="M &quot;medium&quot;">M "medium"</option>');
    expect(output).toContain('<div class="form-disclaimer"><p>We keep <em>nothing</em>.</p></div>');
    expect(output).toContain('<div class="form-submission-text" role="status" hidden>Thanks &amp; goodbye</div>');
    expect(output).toContain('<template class="form-post-submit-html"><p>More</p></template>');
  });

  it('gives a hidden field its own value and the query-string name to read', () => {
    expect(block(contact).output).toContain('<input type="hidden" name="ref" value="site" data-query-name="utm_source">');
  });

  it('prints nothing for a form the site does not have, and reads nothing from the page around it', () => {
    expect(block(undefined as never).output).toBe('');
    const around = render('{forms.f|form-block}', { forms: { f: { ...contact, fields: [{ id: 'x', type: 'text' }] } }, description: 'PAGE', placeholder: 'PAGE', maxLength: 3 });
    expect(around.output).not.toContain('PAGE');
    expect(around.output).not.toContain('maxlength');
  });
});

describe('form-fields', () => {
  it('renders the fields alone, for the custom product form dialog', () => {
    const { output } = render('{@|form-fields}', contact);
    expect(output).toContain('data-field-id="who"');
    expect(output).not.toContain('<form');
    expect(output).not.toContain('form-submit');
  });
});
