import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_ENTRIES_API, CONSENT_COOKIE, CRUMB_COOKIE, RETURNING_VISIT_COOKIE, FormDefinitionSchema, productOptions, selectOptionsMessage, siteKeys, SUBSCRIPTION_API } from '../../schemas';
import {
  ADD_TO_CART_FAILED_TITLE,
  COOKIES_DISABLED,
  ENTRY_NOT_FOUND,
  EXPRESS_CHECKOUT_FAILED_TITLE,
  OUT_OF_STOCK,
  QUANTITY_NOT_A_NUMBER,
  QUANTITY_OUT_OF_RANGE,
  SESSION_EXPIRED,
  SOLD_OUT_LABEL,
  SUBSCRIPTION_NOT_IN_CART,
  UPDATE_QUANTITY_FAILED,
} from '../../schemas/messages';
import { FORM_NOTICE, REQUIRED } from '../../schemas/forms/form-rules';
import { ZIP_CODES_5_DIGITS } from '../../schemas/address/postal-codes';
import { arrivingVisitor, cartOf, product, websiteId } from './cart-helpers';
import { EVENTS_URL, settled, stubEventsService } from './census-helpers';
import { orderOf, submitCheckout, withSiteSettings } from './checkout-helpers';
import { Visitor } from './cookie-jar';
import { DEMO_ORIGIN, putSiteContent, seedDemoSite } from './demo-site';

beforeAll(seedDemoSite);

const undo: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const restore of undo.splice(0)) await restore();
});

/** Changes one published document for the test at hand; it is put back after the test. */
async function changeContent<T = any>(key: string, change: (document: T) => void): Promise<T> {
  const original = (await env.CONTENT.get(key))!;
  undo.push(() => putSiteContent(key, original));
  const document = JSON.parse(original) as T;
  change(document);
  await putSiteContent(key, JSON.stringify(document));
  return document;
}

/** A form post as Chromium sends it from one of the store's pages, scripts off. */
function post(visitor: Visitor, action: string, fields: Record<string, string> | [string, string][], headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin', Origin: DEMO_ORIGIN }) {
  return visitor.request(action, {
    method: 'POST',
    // What a browser sends when it submits a form itself.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html,*/*;q=0.8', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The add-to-cart form of one product on a page, with its fields as the browser would post them. */
function formOf(html: string, itemId: string) {
  const form = new RegExp(`<form method="post" action="([^"]+)" id="add-to-cart-${itemId}"[^>]*>(.*?)</form>`, 's').exec(html);
  if (!form) throw new Error(`no add-to-cart form for ${itemId}`);
  const fields = Object.fromEntries([...form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1], match[2]]));
  return { action: form[1], fields, inner: form[2] };
}

async function page(path: string): Promise<{ response: Response; html: string }> {
  const response = await new Visitor().request(path);
  return { response, html: await response.text() };
}

describe('subscriptions never enter the normal cart', () => {
  it('refuses a subscribable product in the add-entries call with a clear message', async () => {
    const coffee = await product('item-coffee');
    const visitor = await arrivingVisitor();
    const response = await visitor.send(CART_ENTRIES_API, 'POST', { itemId: coffee.id, sku: coffee.structuredContent.variants[0].sku, quantity: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: SUBSCRIPTION_NOT_IN_CART, errorType: 'API_FAILURE' });
    expect((await cartOf(visitor)).entries).toEqual([]);
  });

  it('gives the list and detail pages a Subscribe button whose form posts to the subscription call', async () => {
    const coffee = await product('item-coffee');
    for (const path of ['/shop', coffee.fullUrl]) {
      const { html } = await page(path);
      const form = formOf(html, coffee.id);
      expect(form.action).toBe(SUBSCRIPTION_API);
      expect(form.inner).toMatch(/<button [^>]*type="submit"[^>]*>\s*<span class="sqs-add-to-cart-button-inner">Subscribe<\/span>/);
      expect(form.fields.subscriptionOptionId).toBe('sub-option-monthly');
    }
  });
});

describe('add-to-cart buttons are forms that work without scripts', () => {
  it('puts each button in a form with its item, its one sku and an empty crumb, and keeps the page cacheable', async () => {
    const candle = await product('item-candle');
    const { response, html } = await page(candle.fullUrl);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('Cache-Control')).toContain('public');
    const form = formOf(html, candle.id);
    expect(form.action).toBe(CART_ENTRIES_API);
    expect(form.fields).toEqual({ crumb: '', itemId: candle.id, sku: candle.structuredContent.variants[0].sku });
    expect(html).toMatch(new RegExp(`<input aria-label="Quantity"[^>]* name="quantity" form="add-to-cart-${candle.id}"`));
    // The button is a real one: no role or tabindex of a div left over.
    expect(form.inner).not.toContain('role="button"');
  });

  it('names the variant selects and ties them to the form', async () => {
    const tee = await product('item-tee');
    const { html } = await page(tee.fullUrl);
    for (const option of productOptions(tee.structuredContent)) {
      expect(html).toMatch(new RegExp(`<select [^>]*data-variant-option-name="${option}" name="option:${option}" form="add-to-cart-${tee.id}">`));
    }
    expect(formOf(html, tee.id).fields.sku).toBe('');
  });

  it('shows a sold-out product with a disabled Sold Out button, on the list and its page', async () => {
    for (const id of ['item-mug', 'item-throw']) {
      const item = await product(id);
      for (const path of ['/shop', item.fullUrl]) {
        const { inner } = formOf((await page(path)).html, item.id);
        expect(inner).toMatch(new RegExp(`<button [^>]*disabled[^>]*><span class="sqs-add-to-cart-button-inner">${SOLD_OUT_LABEL}</span></button>`));
      }
    }
  });

  it('adds on a first visit without a crumb and sends the shopper to the cart', async () => {
    const candle = await product('item-candle');
    const shopper = new Visitor();
    const { fields } = formOf((await shopper.request(candle.fullUrl).then((r) => r.text())), candle.id);
    const response = await post(shopper, CART_ENTRIES_API, { ...fields, quantity: '2' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/cart');
    expect(shopper.cookies.has(CRUMB_COOKIE)).toBe(true);
    const cart = await cartOf(shopper);
    expect(cart.entries.map((entry) => [entry.sku, entry.quantity])).toEqual([[fields.sku, 2]]);
    // The next post, the crumb cookie now held, passes the same way.
    expect((await post(shopper, CART_ENTRIES_API, fields)).status).toBe(303);
    expect((await cartOf(shopper)).totalQuantity).toBe(3);
  });

  it('re-renders the product page with the spec message, the choices kept and the crumb filled in', async () => {
    const tee = await product('item-tee');
    const [first, second] = productOptions(tee.structuredContent);
    const value = tee.structuredContent.variants[0].attributes[first];
    const shopper = new Visitor();
    const response = await post(shopper, CART_ENTRIES_API, { crumb: '', itemId: tee.id, sku: '', [`option:${first}`]: value, [`option:${second}`]: '', quantity: '3' });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    const form = formOf(html, tee.id);
    expect(form.inner).toContain(`<div class="add-to-cart-error" role="alert"><strong>${ADD_TO_CART_FAILED_TITLE}</strong> ${selectOptionsMessage([second])}</div>`);
    expect(form.fields.crumb).toBe(shopper.cookies.get(CRUMB_COOKIE));
    expect(html).toMatch(new RegExp(`<select [^>]*name="option:${first}"[^>]*>.*?<option value="${value}" selected(="")?>`, 's'));
    expect(html).toMatch(/<input aria-label="Quantity"[^>]* value="3"[^>]* name="quantity" form="add-to-cart-item-tee">/);
    expect((await cartOf(shopper)).entries).toEqual([]);
  });

  it('refuses a sold-out product without scripts with the stock message', async () => {
    const mug = await product('item-mug');
    const response = await post(new Visitor(), CART_ENTRIES_API, { itemId: mug.id, sku: mug.structuredContent.variants[0].sku });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(OUT_OF_STOCK.replace(/'/g, '&#x27;'));
  });

  it('refuses 0, negative, fractional and empty quantities without scripts with the spec\'s words, and adds nothing', async () => {
    const candle = await product('item-candle');
    const shopper = new Visitor();
    const html = await shopper.request(candle.fullUrl).then((r) => r.text());
    // The browser's own range check would stop the post before the Worker could say why.
    expect(html).toMatch(new RegExp(`<form [^>]*id="add-to-cart-${candle.id}"[^>]* novalidate>`));
    const { fields } = formOf(html, candle.id);
    for (const [quantity, message] of [['0', QUANTITY_OUT_OF_RANGE], ['-1', QUANTITY_OUT_OF_RANGE], ['1.5', QUANTITY_OUT_OF_RANGE], ['', QUANTITY_NOT_A_NUMBER]]) {
      const response = await post(shopper, CART_ENTRIES_API, { ...fields, quantity });
      expect(response.status, quantity).toBe(400);
      expect(formOf(await response.text(), candle.id).inner, quantity).toContain(`<strong>${ADD_TO_CART_FAILED_TITLE}</strong> ${message}</div>`);
    }
    expect((await cartOf(shopper)).entries).toEqual([]);
  });

  it('starts a subscription without scripts: a cart token, then the subscription checkout', async () => {
    const coffee = await product('item-coffee');
    const shopper = new Visitor();
    const { fields } = formOf(await shopper.request(coffee.fullUrl).then((r) => r.text()), coffee.id);
    const response = await post(shopper, SUBSCRIPTION_API, fields);
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/checkout\/subscribe\?cartToken=[0-9a-f-]{36}$/);
    const cartToken = new URL(location, DEMO_ORIGIN).searchParams.get('cartToken')!;
    // The checkout's own form, for this subscription's cart, in its billing wording.
    const checkout = await (await shopper.request(location)).text();
    expect(checkout).toContain(coffee.title);
    expect(checkout).toContain('data-checkout-form');
    expect(checkout).toContain(`<input type="hidden" name="cartToken" value="${cartToken}"/>`);
    expect(checkout).toContain('every month');
    expect((await cartOf(shopper)).entries).toEqual([]);
    // And it buys the subscription without scripts too.
    const placed = await submitCheckout(shopper, { cartToken });
    expect(placed.status).toBe(303);
    const order = await orderOf(placed);
    expect(order.items.map((line) => [line.itemId, line.billing])).toEqual([[coffee.id, expect.stringContaining('every month')]]);
  });

  it('refuses cross-site posts, and posts no page of the store sent, as pages saying why', async () => {
    const candle = await product('item-candle');
    const fields = { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, crumb: '' };
    const visitor = await arrivingVisitor();
    const attempts = [
      [new Visitor(), { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, COOKIES_DISABLED],
      [visitor, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, SESSION_EXPIRED],
      [visitor, { 'Sec-Fetch-Site': 'same-site', Origin: 'http://shop.localhost' }, SESSION_EXPIRED],
      [visitor, { Origin: 'https://evil.example' }, SESSION_EXPIRED],
      [visitor, {}, SESSION_EXPIRED],
    ] as const;
    for (const [who, headers, message] of attempts) {
      const response = await post(who, CART_ENTRIES_API, fields, headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(await response.text()).toContain(message);
    }
    expect((await cartOf(visitor)).entries).toEqual([]);
    // Without either header, the form's crumb equal to the cookie still passes (older browsers).
    const withCrumb = await post(visitor, CART_ENTRIES_API, { ...fields, crumb: visitor.cookies.get(CRUMB_COOKIE)! }, {});
    expect(withCrumb.status).toBe(303);
  });
});

describe('express checkout without scripts', () => {
  it('goes straight to checkout after an add, and names a failure Unable to Purchase Item', async () => {
    await changeContent(siteKeys.settings(await websiteId()), (settings) => {
      settings.websiteSettings.storeSettings.expressCheckout = true;
    });

    const [candle, mug] = await Promise.all([product('item-candle'), product('item-mug')]);
    const shopper = new Visitor();
    const added = await post(shopper, CART_ENTRIES_API, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku });
    expect([added.status, added.headers.get('Location')]).toEqual([303, '/checkout']);
    // The visitor's cart, on the checkout's form.
    const checkout = await (await shopper.request('/checkout')).text();
    expect(checkout).toContain('data-checkout-form');
    expect(checkout).toContain(candle.title);
    expect(checkout).not.toContain('name="cartToken"');
    const refused = await post(new Visitor(), CART_ENTRIES_API, { itemId: mug.id, sku: mug.structuredContent.variants[0].sku });
    expect(await refused.text()).toContain(`<strong>${EXPRESS_CHECKOUT_FAILED_TITLE}</strong>`);
  });
});

describe('custom product forms without scripts', () => {
  it('refuses an add whose answers break the form rules, from a script or a form alike', async () => {
    const spoon = await product('item-spoon');
    const visitor = await arrivingVisitor();
    const response = await visitor.send(CART_ENTRIES_API, 'POST', { itemId: spoon.id, sku: spoon.structuredContent.variants[0].sku, quantity: 1 });
    const [text, style] = spoon.structuredContent.additionalFieldsForm!.fields;
    expect([response.status, await response.json()]).toEqual([400, { message: FORM_NOTICE, errorType: 'API_FAILURE', errors: { [text.id]: REQUIRED, [style.id]: REQUIRED } }]);
  });

  it('asks the questions in the form, then adds the entry with the answers', async () => {
    const spoon = await product('item-spoon');
    const form = spoon.structuredContent.additionalFieldsForm!;
    const shopper = new Visitor();
    const { fields } = formOf(await shopper.request(spoon.fullUrl).then((r) => r.text()), spoon.id);
    const first = await post(shopper, CART_ENTRIES_API, fields);
    expect(first.status).toBe(400);
    const asked = formOf(await first.text(), spoon.id).inner;
    expect(asked).toContain(FORM_NOTICE);
    for (const field of form.fields) expect(asked).toContain(`name="answer:${field.id}"`);
    // Nothing was answered yet, so no field is marked.
    expect(asked).not.toContain(REQUIRED);

    const [text, style] = form.fields;
    const partly = await post(shopper, CART_ENTRIES_API, { ...fields, [`answer:${text.id}`]: 'ADA', [`answer:${style.id}`]: '' });
    const again = formOf(await partly.text(), spoon.id).inner;
    expect(again).toContain('value="ADA"');
    expect(again.match(new RegExp(REQUIRED, 'g'))).toHaveLength(1);

    const done = await post(shopper, CART_ENTRIES_API, { ...fields, [`answer:${text.id}`]: 'ADA', [`answer:${style.id}`]: style.options![0] });
    expect(done.status).toBe(303);
    const [entry] = (await cartOf(shopper)).entries;
    expect(JSON.parse(entry.additionalFields)).toEqual({ [text.id]: 'ADA', [style.id]: style.options![0] });
  });

  describe('with structured answers', () => {
    it('asks for an address by its parts and boxes by their options, keeps what was sent, and stores the answers in their shapes', async () => {
      const form = FormDefinitionSchema.parse({
        id: 'delivery-form',
        name: 'Delivery',
        fields: [
          { id: 'ship', type: 'address', title: 'Ship to', required: true },
          { id: 'extras', type: 'checkbox', title: 'Extras', options: ['Gift wrap', 'Card'] },
        ],
      });
      const spoon = await changeContent(siteKeys.item(await websiteId(), 'item-spoon'), (item) => {
        item.structuredContent = { ...item.structuredContent, additionalFieldsFormId: form.id, additionalFieldsForm: form };
      });

      const shopper = new Visitor();
      const { fields } = formOf(await shopper.request(spoon.fullUrl).then((r) => r.text()), spoon.id);
      const address = { Line1: '1 Main St', Line2: '', City: 'Springfield', State: 'IL', Zip: '6270', Country: 'US' };
      const answers = (zip: string): [string, string][] => [
        ...Object.entries({ ...address, Zip: zip }).map(([part, value]): [string, string] => [`answer:ship.${part}`, value]),
        ['answer:extras', 'Gift wrap'],
        ['answer:extras', 'Card'],
      ];
      const refused = await post(shopper, CART_ENTRIES_API, [...Object.entries(fields), ...answers('6270')]);
      expect(refused.status).toBe(400);
      const asked = formOf(await refused.text(), spoon.id).inner;
      expect(asked).toMatch(new RegExp(`<p class="field-error" id="[^"]*" role="alert">${ZIP_CODES_5_DIGITS}</p>`));
      expect(asked.match(/<p class="field-error"[^>]*>[^<]+</g)).toHaveLength(1);
      expect(asked).toContain('name="answer:ship.Line1" autocomplete="address-line1" value="1 Main St"');
      expect(asked).toMatch(/<option value="US" selected(="")?>/);
      expect(asked.match(/name="answer:extras" value="[^"]+" checked(="")?>/g)).toHaveLength(2);

      const added = await post(shopper, CART_ENTRIES_API, [...Object.entries(fields), ...answers('62701')]);
      expect([added.status, added.headers.get('Location')]).toEqual([303, '/cart']);
      const [entry] = (await cartOf(shopper)).entries;
      expect(JSON.parse(entry.additionalFields)).toEqual({ ship: { ...address, Zip: '62701' }, extras: ['Gift wrap', 'Card'] });
    });
  });
});

describe("the cart page's controls without scripts", () => {
  /** The action of each of an entry's forms on the cart page. */
  const entryForms = (html: string) => [...html.matchAll(/<form class="cart-entry-(quantity|remove)"[^>]* action="([^"]+)" method="post"/g)].map((match) => [match[1], match[2]]);
  const escaped = (text: string) => text.replace(/'/g, '&#x27;');

  it('change a quantity and remove an entry, answering with the cart page again', async () => {
    const candle = await product('item-candle');
    const shopper = new Visitor();
    const { fields } = formOf(await shopper.request(candle.fullUrl).then((r) => r.text()), candle.id);
    await post(shopper, CART_ENTRIES_API, { ...fields, quantity: '2' });
    const [entry] = (await cartOf(shopper)).entries;
    const forms = entryForms(await shopper.request('/cart').then((r) => r.text()));
    expect(forms).toEqual([
      ['quantity', `${CART_ENTRIES_API}/${entry.id}/quantity`],
      ['remove', `${CART_ENTRIES_API}/${entry.id}/remove`],
    ]);

    const changed = await post(shopper, forms[0][1], { quantity: '5' });
    expect([changed.status, changed.headers.get('Location')]).toEqual([303, '/cart']);
    expect((await cartOf(shopper)).entries.map((each) => each.quantity)).toEqual([5]);

    for (const quantity of ['0', '-2', '2.5']) {
      const zero = await post(shopper, forms[0][1], { quantity });
      expect(zero.status, quantity).toBe(400);
      expect(await zero.text()).toContain(`<p role="alert" class="cart-entry-error">${UPDATE_QUANTITY_FAILED}: ${QUANTITY_OUT_OF_RANGE}</p>`);
    }
    const refused = await post(shopper, forms[0][1], { quantity: '0x10' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await refused.text();
    expect(page).toContain(`<p role="alert" class="cart-entry-error">${UPDATE_QUANTITY_FAILED}: ${QUANTITY_NOT_A_NUMBER}</p>`);
    // The island hydrates from the same problem, so the page a script wakes says it too.
    expect(page).toContain(JSON.stringify({ [entry.id]: `${UPDATE_QUANTITY_FAILED}: ${QUANTITY_NOT_A_NUMBER}` }));
    expect((await cartOf(shopper)).entries.map((each) => each.quantity)).toEqual([5]);

    const removed = await post(shopper, forms[1][1], {});
    expect([removed.status, removed.headers.get('Location')]).toEqual([303, '/cart']);
    expect((await cartOf(shopper)).entries).toEqual([]);
    const again = await post(shopper, forms[1][1], {});
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(escaped(ENTRY_NOT_FOUND));
  });

  it('tell the events service of a removal (RemoveFromCart) as the page’s script would, and only with the visitor’s yes where the site asks', async () => {
    const sent = stubEventsService(() => new Response(null, { status: 202 }));
    try {
      const candle = await product('item-candle');
      // Requests that finish their waitUntil work, with an events service to send to.
      const shopper = new Visitor((path, init) => settled(path, init, { ANALYTICS_EVENTS_URL: EVENTS_URL }));
      shopper.cookies.set(RETURNING_VISIT_COOKIE, 'visitor-remove|1700000000000|1700000000000|1700000000000|1');
      const removeOne = async () => {
        const { fields } = formOf(await shopper.request(candle.fullUrl).then((r) => r.text()), candle.id);
        await post(shopper, CART_ENTRIES_API, fields);
        const [entry] = (await cartOf(shopper)).entries;
        const removed = await post(shopper, `${CART_ENTRIES_API}/${entry.id}/remove`, {});
        expect([removed.status, removed.headers.get('Location')]).toEqual([303, '/cart']);
      };
      await removeOne();
      expect(sent.map((event) => [event.custom_schema_name, event.page_path, event.item_ids, event.visitor_id])).toEqual([
        ['RemoveFromCart', '/cart', [candle.id], 'visitor-remove'],
      ]);
      await withSiteSettings(
        (settings) => (settings.cookieSettings = { isCookieBannerEnabled: true, consentRequiredFor: ['analytics'] }),
        async () => {
          await removeOne();
          expect(sent).toHaveLength(1);
          shopper.cookies.set(CONSENT_COOKIE, 'declined');
          await removeOne();
          expect(sent).toHaveLength(1);
          shopper.cookies.set(CONSENT_COOKIE, 'accepted');
          await removeOne();
          expect(sent.map((event) => event.custom_schema_name)).toEqual(['RemoveFromCart', 'RemoveFromCart']);
        },
      );
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("refuse a post from another site, and change no one else's cart", async () => {
    const candle = await product('item-candle');
    const shopper = new Visitor();
    const { fields } = formOf(await shopper.request(candle.fullUrl).then((r) => r.text()), candle.id);
    await post(shopper, CART_ENTRIES_API, fields);
    const [entry] = (await cartOf(shopper)).entries;
    const action = `${CART_ENTRIES_API}/${entry.id}/remove`;
    const forged = await post(shopper, action, {}, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    const stranger = new Visitor();
    expect((await post(stranger, action, {})).status).toBe(404);
    expect((await cartOf(shopper)).entries).toHaveLength(1);
  });
});
