import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FORM_SUBMITTED_EVENT } from '../../schemas/forms/form-api';
import { EMAIL_NOT_VALID, REQUIRED, TEXT_TOO_LONG } from '../../schemas/forms/form-rules';
import {
  CAPTCHA_INCOMPLETE,
  FORM_BANNER_ABOVE,
  FORM_BANNER_BELOW,
  FORM_FIELDS_INVALID,
  FORM_SUBMIT_FAILED,
  FORM_SUBMITTING,
} from '../../schemas/messages';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha/local';
import { demoForm, useChromium } from './chromium';
import { holdAnswers, storeUrl } from './store-page';
import { stubTurnstile } from './turnstile';
import { SAVE_FORM_API } from '../../schemas/site/paths';

const browser = useChromium();

async function open(path: string, { width = 1024, token }: { width?: number; token?: string } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await stubTurnstile(page, { token });
  await page.goto(`${storeUrl()}${path}`);
  await page.locator('html[data-islands="ready"]').waitFor();
  return page;
}

/** The SaveFormSubmission bodies the page sends. */
function submissions(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === SAVE_FORM_API) sent.push(request.postDataJSON());
  });
  return sent;
}

/** Records the global success events on the page. */
async function listenForSuccess(page: Page): Promise<void> {
  await page.evaluate(`window.successes = []; window.addEventListener(${JSON.stringify(FORM_SUBMITTED_EVENT)}, (event) => window.successes.push(event.detail));`);
}

const contactForm = (page: Page) => page.locator('form[data-form-id="contact-form"]');

async function fillContact(page: Page, message = 'Do you sell the mugs wholesale?'): Promise<void> {
  const form = contactForm(page);
  await form.locator('[name="name.First"]').fill('Ada');
  await form.locator('[name="name.Last"]').fill('Lovelace');
  await form.locator('[name="email"]').fill('ada@example.com');
  await form.locator('[name="topic"]').selectOption('Wholesale');
  await form.locator('[name="message"]').fill(message);
}

describe('the contact form block', () => {
  it('keeps its button disabled until the captcha is solved, then sends the answers with the token and shows the submission text', async () => {
    const definition = await demoForm('contact-form');
    const page = await open('/contact?utm_source=spring-letter');
    const sent = submissions(page);
    await listenForSuccess(page);
    const form = contactForm(page);
    const button = form.locator('button[type="submit"]');
    // The captcha renders once the provider's script has loaded, which may be after the page's islands are ready.
    await expect.poll(() => form.locator('.captcha-container').getAttribute('data-stub-action')).toBe('FORM_BLOCK_SUBMISSION');
    await expect(form.locator('.captcha-container').getAttribute('data-stub-size')).resolves.toBe('normal');
    await expect(button.isDisabled()).resolves.toBe(true);
    await expect(button.getAttribute('title')).resolves.toBe(CAPTCHA_INCOMPLETE);

    await fillContact(page);
    await form.locator('.captcha-stub').click();
    await expect(button.isEnabled()).resolves.toBe(true);
    // The answer is held back until the form has been seen locked while it is sent.
    const answer = await holdAnswers(page, `**${SAVE_FORM_API}`);
    await button.click();
    await expect(button.textContent()).resolves.toBe(FORM_SUBMITTING);
    await expect(button.isDisabled()).resolves.toBe(true);
    answer.release();

    const block = page.locator('.form-block', { has: form });
    await block.locator('.form-submission-text:not([hidden])').waitFor();
    await expect(block.locator('.form-submission-text').textContent()).resolves.toBe(definition.submissionMessage);
    await expect(page.locator('div.form-post-submit-html .contact-follow-up').isVisible()).resolves.toBe(true);
    await expect(form.isVisible()).resolves.toBe(false);
    expect(sent).toEqual([
      {
        formId: 'contact-form',
        key: expect.stringMatching(/^[\w-]{32}$/),
        captchaKey: ALWAYS_PASS_TEST_TOKEN,
        form: { name: { First: 'Ada', Last: 'Lovelace' }, email: 'ada@example.com', topic: 'Wholesale', message: 'Do you sell the mugs wholesale?', source: 'spring-letter' },
      },
    ]);
    await expect(page.evaluate('window.successes')).resolves.toEqual([{ formId: 'contact-form', kind: 'contact', newsletterSignUp: false }]);
    expect(new URL(page.url()).search).toBe('?utm_source=spring-letter');
  });

  it('counts the message as it is typed and flags it when over the limit', async () => {
    const page = await open('/contact');
    const form = contactForm(page);
    const counter = form.locator('.field-counter');
    await expect(counter.textContent()).resolves.toBe('0 / 1000');
    await form.locator('[name="message"]').fill('Hello 😀');
    await expect(counter.textContent()).resolves.toBe('7 / 1000');
    await expect(counter.getAttribute('class')).resolves.not.toContain('field-counter-over');
    await form.locator('[name="message"]').fill('x'.repeat(1001));
    await expect(counter.textContent()).resolves.toBe('1001 / 1000');
    await expect(counter.getAttribute('class')).resolves.toContain('field-counter-over');
  });

  it('shows each field its message, and the banners above and below, before sending anything', async () => {
    const page = await open('/contact');
    const sent = submissions(page);
    const form = contactForm(page);
    await form.locator('.captcha-stub').click();
    await form.locator('[name="email"]').fill('ada@example');
    await form.locator('[name="message"]').fill('x'.repeat(1001));
    await form.locator('button[type="submit"]').click();
    const message = (field: string) => form.locator(`[data-field-id="${field}"] .field-error`);
    await expect(message('name').textContent()).resolves.toBe(REQUIRED);
    await expect(message('email').textContent()).resolves.toBe(EMAIL_NOT_VALID);
    await expect(message('message').textContent()).resolves.toBe(TEXT_TOO_LONG);
    await expect(message('topic').isVisible()).resolves.toBe(false);
    await expect(form.locator('.form-banner-above').textContent()).resolves.toBe(FORM_BANNER_ABOVE);
    await expect(form.locator('.form-banner-below').textContent()).resolves.toBe(FORM_BANNER_BELOW);
    await expect(form.locator('.form-banner-above').isVisible()).resolves.toBe(true);
    await expect(form.locator('.form-status').textContent()).resolves.toBe(FORM_FIELDS_INVALID);
    expect(sent).toEqual([]);
  });

  it("shows the server's field messages when the page's copy of the rules let an answer through", async () => {
    const page = await open('/contact');
    const form = contactForm(page);
    const definition = await demoForm('contact-form');
    const stale = { ...definition, fields: definition.fields.map((field) => ({ ...field, maxLength: undefined })) };
    await form.evaluate((element, json) => element.setAttribute('data-form', json), JSON.stringify(stale));
    await fillContact(page, 'x'.repeat(1001));
    await form.locator('.captcha-stub').click();
    await form.locator('button[type="submit"]').click();
    await form.locator('.form-status:not([hidden])').waitFor();
    await expect(form.locator('[data-field-id="message"] .field-error').textContent()).resolves.toBe(TEXT_TOO_LONG);
    await expect(form.locator('.form-status').textContent()).resolves.toBe(FORM_FIELDS_INVALID);
    await expect(form.locator('.form-banner-below').isVisible()).resolves.toBe(true);
  });

  it('on a refused captcha shows the status message, resets the captcha and waits for it again', async () => {
    const page = await open('/contact', { token: 'a-token-the-provider-refuses' });
    const form = contactForm(page);
    const button = form.locator('button[type="submit"]');
    await fillContact(page);
    await form.locator('.captcha-stub').click();
    await button.click();
    await form.locator('.form-status:not([hidden])').waitFor();
    await expect(form.locator('.form-status').textContent()).resolves.toBe(FORM_SUBMIT_FAILED);
    await expect(form.locator('.form-banner-above').isVisible()).resolves.toBe(true);
    await expect(form.locator('.captcha-container').getAttribute('data-stub-resets')).resolves.toBe('1');
    await expect(button.isDisabled()).resolves.toBe(true);
    await expect(button.textContent()).resolves.toBe('Send');
    await expect(form.isVisible()).resolves.toBe(true);
  });

  it('renders the captcha compact under 320 px of width, and again when the window crosses it', async () => {
    const page = await open('/contact', { width: 300 });
    const captcha = contactForm(page).locator('.captcha-container');
    await expect.poll(() => captcha.getAttribute('data-stub-size')).toBe('compact');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(() => captcha.getAttribute('data-stub-size')).toBe('normal');
    await expect(captcha.getAttribute('data-stub-renders')).resolves.toBe('2');
  });
});

describe('the newsletter block on the home page', () => {
  it('signs the visitor up, fires the success event and shows the submission text, with no banners', async () => {
    const definition = await demoForm('newsletter');
    const page = await open('/');
    const sent = submissions(page);
    await listenForSuccess(page);
    const form = page.locator('form[data-form-id="newsletter"]');
    await expect(form.locator('.form-submission-error').count()).resolves.toBe(0);
    await form.locator('[name="email"]').fill('not-an-address');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[data-field-id="email"] .field-error').textContent()).resolves.toBe(EMAIL_NOT_VALID);
    expect(sent).toEqual([]);

    await form.locator('[name="email"]').fill('reader@example.com');
    await form.locator('button[type="submit"]').click();
    await page.locator('.newsletter-block .form-submission-text:not([hidden])').waitFor();
    await expect(page.locator('.newsletter-block .form-submission-text').textContent()).resolves.toBe(definition.submissionMessage);
    await expect(page.evaluate('window.successes')).resolves.toEqual([{ formId: 'newsletter', kind: 'newsletter', newsletterSignUp: true }]);
    expect(sent).toEqual([{ formId: 'newsletter', key: expect.any(String), form: { email: 'reader@example.com' } }]);
  });
});

describe('form blocks without JavaScript', () => {
  async function openWithoutScripts(path: string): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${storeUrl()}${path}`);
    return page;
  }

  it('post the newsletter (never a GET) and show the submission text on the answer page', async () => {
    const definition = await demoForm('newsletter');
    const page = await openWithoutScripts('/');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) posts.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
    });
    const form = page.locator('form[data-form-id="newsletter"]');
    await form.locator('[name="email"]').fill('offline-reader@example.com');
    await Promise.all([page.waitForURL('**/forms/newsletter'), form.locator('button[type="submit"]').click()]);
    expect(posts).toEqual(['POST /forms/newsletter']);
    await expect(page.locator('.form-submission-text').textContent()).resolves.toBe(definition.submissionMessage);
    expect(page.url()).not.toContain('offline-reader');
  });

  it('show the errors of the contact form on the answer page', async () => {
    const page = await openWithoutScripts('/contact');
    const form = page.locator('form[data-form-id="contact-form"]');
    await form.locator('[name="email"]').fill('ada@');
    await Promise.all([page.waitForURL('**/forms/contact-form'), form.locator('button[type="submit"]').click()]);
    await expect(page.locator('p.form-submission-error').textContent()).resolves.toBe(FORM_FIELDS_INVALID);
    const problems = await page.locator('.form-result-problems li').allTextContents();
    expect(problems).toEqual([`Name: ${REQUIRED}`, `Email: ${EMAIL_NOT_VALID}`, `Message: ${REQUIRED}`]);
    await expect(page.locator('a', { hasText: 'Back to the form' }).getAttribute('href')).resolves.toBe('/contact');
  });
});

describe("the cart's Edit form", () => {
  it('shows the answers with their labels and reopens the same dialog on them', async () => {
    const engraving = await demoForm('form-engraving');
    const [text, style] = engraving.fields;
    const page = await open('/shop/p/engraved-cherry-spoon');
    await page.locator('.sqs-add-to-cart-button').click();
    const dialog = page.locator('dialog.custom-form-dialog');
    await dialog.locator('.custom-form-fields:not([aria-busy])').waitFor();
    await dialog.locator(`[name="${text.id}"]`).fill('ADA');
    await dialog.locator(`[name="${style.id}"]`).selectOption(style.options![0]);
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${storeUrl()}/cart`);
    await page.locator('html[data-islands="ready"]').waitFor();
    const shown = () => page.locator('.cart-entry .entry-answer').allTextContents();
    expect(await shown()).toEqual([`${text.title}: ADA`, `${style.title}: ${style.options![0]}`]);

    await page.getByRole('button', { name: 'Edit form' }).click();
    await dialog.locator('.custom-form-fields:not([aria-busy])').waitFor();
    await expect(dialog.locator(`[name="${text.id}"]`).inputValue()).resolves.toBe('ADA');
    await expect(dialog.locator(`[name="${style.id}"]`).inputValue()).resolves.toBe(style.options![0]);
    await dialog.locator(`[name="${text.id}"]`).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator(`[data-field-id="${text.id}"] .field-error`).textContent()).resolves.toBe(REQUIRED);
    await dialog.locator(`[name="${text.id}"]`).fill('GRACE');
    await dialog.locator(`[name="${style.id}"]`).selectOption(style.options![1]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(shown).toEqual([`${text.title}: GRACE`, `${style.title}: ${style.options![1]}`]);
    const cart = (await page.evaluate(async () => (await fetch('/api/commerce/shopping-cart')).json())) as { entries: { additionalFields: string }[] };
    expect(JSON.parse(cart.entries[0].additionalFields)).toEqual({ [text.id]: 'GRACE', [style.id]: style.options![1] });
  });
});
