// Every e-mail a shop sends wears its layout (worker/services/mail/layout.tsx):
// the published logo and colours, line images by absolute URL, a plain-text
// part, mail-client markup (tables, inline styles, no script or stylesheet),
// and every value escaped.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { en, fill, formatMoney, OWNER_API, orderNumberText, RESTOCK_SIGN_UP_API, siteKeys } from '../../schemas';
import type { OutboxMessage } from '../../worker/services/mail';
import { BUYER, orderOf, outbox, shopperWith, submitCheckout, withSiteSettings } from './checkout-helpers';
import { arrivingVisitor, product, publishCopy, websiteId } from './cart-helpers';
import { putSiteContent, seedDemoSite, visit } from './demo-site';
import { ownerHeaders } from './owner-helpers';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha';
import { askForLink, uniqueEmail } from './site-user-helpers';

const BRAND = { accent: '#8a3b12', text: '#202020', background: '#fbf7f0' };
const LOGO = '/media/logo-for-mail.png';
const HOSTILE_PRODUCT = '<script>alert("product")</script> & Co';
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

/** What a mail client needs of the HTML part whatever the message: a table layout, inline styles only, nothing that runs or loads style. */
function expectMailClientMarkup(message: OutboxMessage) {
  expect(message.html.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(message.html).toContain('<table role="presentation"');
  expect(message.html).not.toMatch(/<script|<style|<link|javascript:|<[^>]*\son[a-z]+=/i);
  expect(message.html).toContain(`http://localhost${LOGO}`);
  expect(message.html).toContain(BRAND.accent);
  expect(message.html).toContain(BRAND.background);
  expect(message.text.length).toBeGreaterThan(0);
}

function withBrand<T>(test: () => Promise<T>): Promise<T> {
  return withSiteSettings((settings) => {
    Object.assign(settings.website as object, { logoImageUrl: LOGO, brandColors: BRAND });
  }, test);
}

beforeAll(seedDemoSite);

describe('the receipt', () => {
  it('shows the logo, colours and line images, with a text part, and escapes a hostile product and customer name', async () => {
    const candle = await product('item-candle');
    const key = siteKeys.item(await websiteId(), candle.id);
    const original = (await env.CONTENT.get(key))!;
    await putSiteContent(key, JSON.stringify({ ...JSON.parse(original), title: HOSTILE_PRODUCT }));
    try {
      await withBrand(async () => {
        const visitor = await shopperWith(candle.id, 2);
        const order = await orderOf(await submitCheckout(visitor, { firstName: HOSTILE_NAME }));
        const receipt = (await outbox()).find((message) => message.subject === fill(en.RECEIPT_SUBJECT, { number: orderNumberText(order.number), site: 'Fern & Field' }));
        expect(receipt).toBeDefined();
        expectMailClientMarkup(receipt!);

        const image = order.items[0].imageUrl!;
        expect(image).toMatch(/^\/media\//);
        expect(receipt!.html).toContain(` src="http://localhost${image.replace(/&/g, '&amp;')}"`);
        expect(receipt!.html).toContain('&lt;script&gt;alert(&quot;product&quot;)&lt;/script&gt; &amp; Co × 2');
        expect(receipt!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
        expect(receipt!.html).not.toContain(HOSTILE_NAME);
        expect(receipt!.html).toContain(formatMoney(order.grandTotal, 'USD', 'en-US'));

        expect(receipt!.text).toContain(`${HOSTILE_PRODUCT} × 2`);
        expect(receipt!.text).toContain(`Total: ${formatMoney(order.grandTotal, 'USD', 'en-US')}`);
        expect(receipt!.text).toContain(`${HOSTILE_NAME} ${BUYER.lastName}`);
      });
    } finally {
      await putSiteContent(key, original);
    }
  });
});

describe('the other e-mails', () => {
  it('send a gift card in the same layout', async () => {
    const giftCard = await product('item-gift-card');
    await withBrand(async () => {
      const visitor = await arrivingVisitor();
      const query = new URLSearchParams({ websiteId: await websiteId(), giftCardProductId: giftCard.id, sku: giftCard.structuredContent.variants[0].sku });
      const checkout = (await visitor.request(`/checkout/giftcard?${query}`, { redirect: 'manual' })).headers.get('Location')!;
      const cartToken = new URL(checkout, 'http://localhost').searchParams.get('cartToken')!;
      await visitor.request(checkout);
      const recipientEmail = 'friend-of-the-layout@example.com';
      const placed = await submitCheckout(visitor, { cartToken, recipientEmail, country: '', line1: '', city: '', region: '', postcode: '' });
      expect(placed.status).toBe(303);
      const card = (await outbox()).find((message) => message.to === recipientEmail);
      expect(card).toBeDefined();
      expectMailClientMarkup(card!);
    });
  });

  it('send a sign-in link in the same layout, the link as its button', async () => {
    await withBrand(async () => {
      const visitor = await arrivingVisitor();
      const email = uniqueEmail('layout');
      expect((await askForLink(visitor, { email })).status).toBe(200);
      const [message] = (await outbox()).filter((candidate) => candidate.to === email);
      expect(message.subject).toBe(fill(en.SIGN_IN_SUBJECT, { site: 'Fern & Field' }));
      expectMailClientMarkup(message);
      expect(message.html).toMatch(/<a href="http:\/\/localhost\/account\/sign-in\?token=[^"]+" style="[^"]*background-color:#8a3b12/);
    });
  });

  it('send a restock notice in the same layout', async () => {
    await withBrand(async () => {
      const copy = await publishCopy('item-throw', `item-layout-throw-${crypto.randomUUID().slice(0, 6)}`, 0);
      const sku = copy.structuredContent.variants[0].sku;
      const email = uniqueEmail('restock-layout');
      const visitor = await arrivingVisitor();
      const signUp = await visitor.send(RESTOCK_SIGN_UP_API, 'POST', { productId: copy.id, variantId: sku, siteVisitorEmail: email, recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN });
      expect(signUp.status).toBe(200);
      const restocked = await visit(`${OWNER_API.inventory}/${copy.id}`, { method: 'PUT', headers: { ...(await ownerHeaders()), 'Content-Type': 'application/json' }, body: JSON.stringify({ sku, qtyInStock: 3 }) });
      expect(restocked.status).toBe(200);
      const [notice] = (await outbox()).filter((message) => message.to === email);
      expect(notice.subject.endsWith('is back in stock')).toBe(true);
      expectMailClientMarkup(notice);
    });
  });
});
