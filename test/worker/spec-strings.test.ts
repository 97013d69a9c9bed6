// Every visitor-facing string of spec sections 4, 5 and 8 that the Worker
// answers or renders, written here as the spec's literal text (a placeholder
// filled as the store fills it) and compared with what the store sends back
// for a request that calls for it: the API's `message` or a field's message,
// or the page's HTML. A change of wording in the catalogue fails here.
// Strings only the browser shows are in test/browser/spec-strings.test.ts,
// the engine's in test/templates/spec-strings.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_ENTRIES_API, EXPRESS_CHECKOUT_PATH, FORM_VALIDATE_API, GIFT_CARD_CHECKOUT_PATH, RESTOCK_SIGN_UP_API, SAVE_FORM_API, siteKeys, SUBSCRIPTION_API, type FormDefinition } from '../../schemas';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha';
import { escapeHtml } from '../../templates';
import { arrivingVisitor, cartOf, websiteId } from './cart-helpers';
import { EVENTS_URL, settled, stubEventsService } from './census-helpers';
import { withStoreSettings } from './checkout-helpers';
import { Visitor } from './cookie-jar';
import { DEMO_ORIGIN, demoProduct, putSiteContent, seedDemoSite, visit } from './demo-site';
import { publishForms, save, submissionKey, visitWith } from './form-helpers';

beforeAll(seedDemoSite);
vi.setConfig({ testTimeout: 30_000 });

/** Where the spec's words show in an answer: its `message`, one field's message, or the page. */
type Seen = { message?: string; field?: string; html?: string };

async function json(response: Response): Promise<Seen> {
  const body = await response.json<{ message?: string; errors?: Record<string, string> }>();
  return { message: body.message, field: Object.values(body.errors ?? {})[0] };
}

const page = async (response: Response): Promise<Seen> => ({ html: await response.text() });

/** An add-to-cart call as the page's script makes it. */
async function add(body: Record<string, unknown>, path = CART_ENTRIES_API): Promise<Seen> {
  return json(await (await arrivingVisitor()).send(path, 'POST', { quantity: 1, ...body }));
}

/** A form post as Chromium sends it with scripts off, from one of the store's pages. */
function post(visitor: Visitor, action: string, fields: Record<string, string>): Promise<Response> {
  return visitor.request(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Origin: DEMO_ORIGIN, Accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The visitor's restock sign-up for the sold-out mug. */
async function restock(body: Record<string, unknown>): Promise<Seen> {
  return json(await (await arrivingVisitor()).send(RESTOCK_SIGN_UP_API, 'POST', { productId: 'item-mug', variantId: 'MUG-SPECKLE', isJoinMailingList: false, ...body }));
}

/** A form of every kind of field whose rule has words of the spec's. */
const QUESTIONS: FormDefinition = {
  id: 'form-spec-words',
  name: 'Spec words',
  kind: 'contact',
  captchaEnabled: false,
  fields: [
    { id: 'nick', type: 'text', title: 'Nickname', required: true },
    { id: 'mood', type: 'likert', title: 'Mood', required: true, options: ['The service'] },
    { id: 'where', type: 'address', title: 'Where', required: false },
    { id: 'email', type: 'email', title: 'Email', required: false },
    { id: 'note', type: 'textarea', title: 'Note', required: false, maxLength: 10 },
  ],
} as FormDefinition;

const ANSWERED = { nick: 'Ada', mood: { 'The service': '1' } };

/** The server's check of a form's answers (spec section 5), as the custom form dialog calls it. */
async function validate(answers: Record<string, unknown>): Promise<Seen> {
  return json(await (await arrivingVisitor()).send(`${FORM_VALIDATE_API}/${QUESTIONS.id}`, 'POST', answers));
}

async function validatedField(field: string, answers: Record<string, unknown>): Promise<Seen> {
  const body = await (await (await arrivingVisitor()).send(`${FORM_VALIDATE_API}/${QUESTIONS.id}`, 'POST', { ...ANSWERED, ...answers })).json<{ errors: Record<string, string> }>();
  return { field: body.errors[field] };
}

/** A submission of the demo's contact form, its answers valid unless `form` says otherwise. */
async function saveContact(form: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Promise<Seen> {
  const visitor = await arrivingVisitor();
  const answers = { name: { First: 'Ada', Last: 'Lovelace' }, email: 'ada@example.com', message: 'Hello', ...form };
  const { body } = await save(visitor, { formId: 'contact-form', key: await submissionKey(visitor), form: answers, ...extra });
  return { message: body.message, field: Object.values(body.errors ?? {})[0] };
}

/** A demo product published again with a third option, so a shopper can leave three unchosen. */
async function publishThreeOptionTee(): Promise<string> {
  const tee = (await demoProduct('item-tee')) as unknown as { structuredContent: { variants: { attributes: Record<string, string> }[]; variantOptionOrdering: string[] } };
  const copy = {
    ...tee,
    id: 'item-tee-fit',
    structuredContent: {
      ...tee.structuredContent,
      variantOptionOrdering: [...tee.structuredContent.variantOptionOrdering, 'Fit'],
      variants: tee.structuredContent.variants.map((variant) => ({ ...variant, attributes: { ...variant.attributes, Fit: 'Relaxed' } })),
    },
  };
  await putSiteContent(siteKeys.item(await websiteId(), copy.id), JSON.stringify(copy));
  return copy.id;
}

interface Row {
  /** The spec's words, `{name}` where the store puts a value. */
  spec: string;
  /** The values the store puts in for this request. */
  values?: Record<string, string>;
  answer: () => Promise<Seen>;
}

const fill = (text: string, values: Record<string, string> = {}) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);

const ROWS: Record<string, Row[]> = {
  'Add to cart, in order (section 5)': [
    { spec: 'Please select the {option} option.', values: { option: 'Size' }, answer: () => add({ itemId: 'item-tee', sku: '', chosenAttributes: { Color: 'Sage' } }) },
    { spec: 'Please select the {option1} and {option2} options.', values: { option1: 'Size', option2: 'Color' }, answer: () => add({ itemId: 'item-tee', sku: '' }) },
    // "For more: the list plus 'and {lastOption}'".
    { spec: 'and {lastOption}', values: { lastOption: 'Fit' }, answer: async () => add({ itemId: await publishThreeOptionTee(), sku: '' }) },
    { spec: 'Select a denomination for the Gift Card', answer: () => add({ itemId: 'item-gift-card', sku: '' }) },
    { spec: 'Sorry, that item variant is unavailable. Please select another variant.', answer: () => add({ itemId: 'item-tee', sku: '', chosenAttributes: { Size: 'Large', Color: 'Ink' } }) },
    { spec: 'Sorry, we do not have enough of that item available.', answer: () => add({ itemId: 'item-candle', sku: 'CANDLE-PILLAR', quantity: 500 }) },
    { spec: 'Quantity must be a number.', answer: () => add({ itemId: 'item-candle', sku: 'CANDLE-PILLAR', quantity: 'two' }) },
    { spec: 'Quantity must be a whole number', answer: () => add({ itemId: 'item-coffee', sku: 'COFFEE-MONTHLY', quantity: 1.5 }, SUBSCRIPTION_API) },
    { spec: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.', answer: async () => page(await visit(EXPRESS_CHECKOUT_PATH)) },
  ],
  'Restock form (sections 5 and 8)': [
    { spec: 'Email cannot be blank', answer: () => restock({ siteVisitorEmail: '  ', recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN }) },
    { spec: 'Email is invalid', answer: () => restock({ siteVisitorEmail: 'ada@', recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN }) },
    { spec: 'Complete CAPTCHA before submitting.', answer: () => restock({ siteVisitorEmail: 'ada@example.com' }) },
    { spec: 'Unable to submit form. Please try again later.', answer: () => restock({ siteVisitorEmail: 'ada@example.com', recaptchaEnterpriseV3Token: 'refused' }) },
    { spec: 'Signed up!', answer: () => restock({ siteVisitorEmail: `words-${crypto.randomUUID().slice(0, 8)}@example.com`, recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN }) },
  ],
  'Custom product form (section 5)': [
    { spec: 'Required', answer: () => validatedField('nick', { nick: '' }) },
    { spec: 'Survey is not valid. Missing a required question.', answer: () => validatedField('mood', { mood: {} }) },
    { spec: 'Update the missing or invalid information above.', answer: () => validate({}) },
  ],
  'Contact/newsletter form (section 5)': [
    { spec: 'You have exceeded the character limit.', answer: () => validatedField('note', { note: 'eleven char' }) },
    { spec: 'Email is not valid. Email addresses should follow the format {email}.', values: { email: 'name@example.com' }, answer: () => validatedField('email', { email: 'ada' }) },
    { spec: 'Complete CAPTCHA before submitting.', answer: () => saveContact() },
  ],
  'Postal codes (section 5)': [
    { spec: 'Postal Codes need to be 4 digits', answer: () => validatedField('where', { where: { Line1: '1 Ring', City: 'Wien', Zip: '10', Country: 'AT' } }) },
    { spec: 'Postcodes need to be 4 digits', answer: () => validatedField('where', { where: { Line1: '1 Bay St', City: 'Sydney', Zip: '20', Country: 'AU' } }) },
    { spec: 'Postal Codes need to be 5 digits', answer: () => validatedField('where', { where: { Line1: '1 Weg', City: 'Berlin', Zip: '101', Country: 'DE' } }) },
    { spec: 'ZIP Codes need to be 5 digits.', answer: () => validatedField('where', { where: { Line1: '1 Main St', City: 'Austin', Zip: '787', Country: 'US' } }) },
    { spec: 'Invalid postal code.', answer: () => validatedField('where', { where: { Line1: '1 Gracht', City: 'Amsterdam', Zip: '!!', Country: 'NL' } }) },
    { spec: 'An FSA code is invalid.', answer: () => validatedField('where', { where: { Line1: '1 Queen St', City: 'Toronto', Zip: 'ZZZ', Country: 'CA' } }) },
  ],
  'Adding to the cart (section 8)': [
    { spec: 'Your session has expired. Please reload the page and try again.', answer: async () => json(await (await arrivingVisitor()).request(CART_ENTRIES_API, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'stale' }, body: '{}' })) },
    { spec: 'Please enable cookies in your browser, reload the page, and try again.', answer: async () => json(await visit(CART_ENTRIES_API, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })) },
    {
      spec: 'Please try again in a few seconds.',
      answer: async () => {
        const shopper = await arrivingVisitor((path, init) => visitWith({ RATE_LIMIT_PER_MINUTE: '1' }, path, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), 'CF-Connecting-IP': '203.0.113.99' } }));
        await shopper.send(CART_ENTRIES_API, 'POST', {});
        return json(await shopper.send(CART_ENTRIES_API, 'POST', {}));
      },
    },
    {
      spec: 'Unable to Add Item',
      answer: async () => page(await post(new Visitor(), CART_ENTRIES_API, { itemId: 'item-candle', sku: 'CANDLE-PILLAR', quantity: 'two' })),
    },
    {
      spec: 'Unable to Purchase Item',
      answer: () => withStoreSettings((settings) => (settings.expressCheckout = true), async () => page(await post(new Visitor(), CART_ENTRIES_API, { itemId: 'item-candle', sku: 'CANDLE-PILLAR', quantity: 'two' }))),
    },
    { spec: 'Unable to purchase Gift Card', answer: async () => page(await (await arrivingVisitor()).request(`${GIFT_CARD_CHECKOUT_PATH}?websiteId=${await websiteId()}&giftCardProductId=item-gift-card`)) },
  ],
  'Form submission (section 8)': [
    { spec: 'Could not parse the form fields, please check your entries.', answer: async () => json(await (await arrivingVisitor()).send(SAVE_FORM_API, 'POST', { formId: 'contact-form', key: 'k', form: 'not a map of fields' })) },
    { spec: 'One or more fields is invalid, please check your entries.', answer: () => saveContact({ email: 'not-an-address' }) },
    { spec: 'This form has not been configured yet.', answer: async () => { const visitor = await arrivingVisitor(); return (await save(visitor, { formId: 'no-such-form', key: await submissionKey(visitor), form: {} })).body; } },
    { spec: 'Unable to submit form. Please try again later.', answer: async () => (await save(await arrivingVisitor(), { formId: 'contact-form', key: 'not-a-key-of-ours', form: {} })).body },
    {
      spec: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      answer: async () => {
        const visitor = await arrivingVisitor((path, init) => visitWith({ FORM_SUBMISSIONS_PER_MINUTE: '1' }, path, init));
        const once = async () => (await save(visitor, { formId: QUESTIONS.id, key: await submissionKey(visitor), form: ANSWERED })).body;
        await once();
        return once();
      },
    },
    { spec: 'Your form has encountered a problem. Please scroll down to review.', answer: async () => page(await visit('/contact')) },
    // The spec abbreviates it: '…scroll up to review.'
    { spec: 'Your form has encountered a problem. Please scroll up to review.', answer: async () => page(await visit('/contact')) },
  ],
  'Cart strings (section 8)': [
    {
      spec: 'Unable to update quantity',
      answer: async () => {
        const shopper = await arrivingVisitor();
        await shopper.send(CART_ENTRIES_API, 'POST', { itemId: 'item-candle', sku: 'CANDLE-PILLAR', quantity: 1 });
        const [entry] = (await cartOf(shopper)).entries;
        return page(await post(shopper, `${CART_ENTRIES_API}/${entry.id}/quantity`, { quantity: 'two' }));
      },
    },
    {
      spec: 'To check out, your order subtotal must be {subtotal} or more.',
      values: { subtotal: '$1,000.00' },
      answer: () =>
        withStoreSettings(
          (settings) => (settings.minimumOrderSubtotal = 100_000),
          async () => {
            const shopper = await arrivingVisitor();
            await shopper.send(CART_ENTRIES_API, 'POST', { itemId: 'item-candle', sku: 'CANDLE-PILLAR', quantity: 1 });
            return page(await shopper.request('/cart'));
          },
        ),
    },
    { spec: 'You have nothing in your shopping cart.', answer: async () => page(await (await arrivingVisitor()).request('/cart')) },
  ],
  'Buttons and fallback texts on the product page (sections 4 and 8)': [
    { spec: 'Sold Out', answer: async () => page(await visit('/shop/p/stoneware-mug')) },
    { spec: 'sold out', answer: async () => page(await visit('/shop/p/stoneware-mug')) },
    { spec: 'Quick View', answer: async () => page(await visit('/shop/p/beeswax-candle')) },
    { spec: 'Quantity', answer: async () => page(await visit('/shop/p/beeswax-candle')) },
  ],
};

beforeAll(() => publishForms(QUESTIONS));

describe('the Worker’s words, as the spec writes them', () => {
  for (const [group, rows] of Object.entries(ROWS)) {
    describe(group, () => {
      for (const row of rows) {
        it(row.spec, async () => {
          const words = fill(row.spec, row.values);
          const seen = await row.answer();
          if (seen.html !== undefined) expect(seen.html).toContain(escapeHtml(words));
          else expect([seen.message, seen.field]).toContainEqual(row.spec.startsWith('and {') ? expect.stringContaining(words) : words);
        });
      }
    });
  }

  it('Error tracking event: HTTP Status {code} (logged only, section 8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubEventsService(() => new Response('busy', { status: 503 }));
    try {
      const visitor = await arrivingVisitor();
      const body = new URLSearchParams({ crumb: visitor.cookies.get('crumb')!, event: 'VisitPLP', data: JSON.stringify({ websiteId: 'demo-website', pagePath: '/shop' }) });
      await settled('/api/events/RecordEvent', { method: 'POST', body, headers: { Cookie: `crumb=${visitor.cookies.get('crumb')}` } }, { ANALYTICS_EVENTS_URL: EVENTS_URL });
      // The spec's words are the message of the JSON line (worker/logging).
      expect(warn.mock.calls.map((call) => JSON.parse(String(call[0])).message)).toContain('Error tracking event: HTTP Status 503');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
