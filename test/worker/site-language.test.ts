// A site set to French speaks French: a copy of the demo published under its
// own host with `website.language` fr-FR, against the English demo beside it.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { en, isSoldOut, MESSAGES_ID, messagesFor, pillNoun, pillSpokenLabel, siteKeys, type ProductItem } from '../../schemas';
import { arrivingVisitor, ENTRIES, product } from './cart-helpers';
import { seedDemoSite } from './demo-site';

const FRENCH_HOST = 'boutique.localhost';
const FRENCH_ID = 'demo-website-fr';
const fr = messagesFor('fr-FR');

const visitFrench = (path: string, init?: RequestInit) => exports.default.fetch(new Request(new URL(path, `http://${FRENCH_HOST}`), init));

/** Publishes every key of the demo again under another website id and host, the settings in French. */
async function publishFrenchCopy(): Promise<void> {
  const demoId = (await env.CONTENT.get(siteKeys.host('localhost')))!;
  const keys = (await env.CONTENT.list({ prefix: `site:${demoId}:` })).keys.map((key) => key.name);
  await Promise.all(
    keys.map(async (key) => {
      const value = (await env.CONTENT.get(key))!;
      const copyKey = `site:${FRENCH_ID}:${key.slice(`site:${demoId}:`.length)}`;
      if (copyKey !== siteKeys.settings(FRENCH_ID)) return env.CONTENT.put(copyKey, value);
      const settings = JSON.parse(value);
      return env.CONTENT.put(copyKey, JSON.stringify({ ...settings, website: { ...settings.website, language: 'fr-FR' } }));
    }),
  );
  await env.CONTENT.put(siteKeys.host(FRENCH_HOST), FRENCH_ID);
}

beforeAll(async () => {
  await seedDemoSite();
  await publishFrenchCopy();
});

async function refusedAdd(through: typeof visitFrench | undefined, tee: ProductItem) {
  const scarce = tee.structuredContent.variants.find((variant) => variant.qtyInStock > 0 && !variant.unlimited)!;
  const visitor = await arrivingVisitor(through);
  const response = await visitor.send(ENTRIES, 'POST', { itemId: tee.id, sku: scarce.sku, quantity: scarce.qtyInStock + 1 });
  return { status: response.status, body: (await response.json()) as { message: string; errorType: string } };
}

describe('the site language', () => {
  it('answers a cart refusal in French on the French site and word for word in English on the demo', async () => {
    const tee = await product('item-tee');
    expect(await refusedAdd(visitFrench, tee)).toEqual({ status: 400, body: { message: fr.OUT_OF_STOCK, errorType: 'OUT_OF_STOCK' } });
    expect(await refusedAdd(undefined, tee)).toEqual({ status: 400, body: { message: en.OUT_OF_STOCK, errorType: 'OUT_OF_STOCK' } });
    expect(fr.OUT_OF_STOCK).not.toBe(en.OUT_OF_STOCK);
  });

  it('renders the cart pill, add-to-cart and sold-out buttons in French, with the French table for the client', async () => {
    const settings = JSON.parse((await env.CONTENT.get(siteKeys.settings(FRENCH_ID)))!);
    expect(settings.website.language).toBe('fr-FR');
    const tee = await product('item-tee');
    const html = await (await visitFrench(tee.fullUrl!)).text();
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain(`aria-label="${pillSpokenLabel(0, fr)}"`);
    expect(html).toContain(`<span class="cart-pill-quantity">0 ${pillNoun(0, fr)}</span>`);
    expect(html).toMatch(new RegExp(`<span class="sqs-add-to-cart-button-inner">\\s*${fr.ADD_TO_CART_LABEL}\\s*</span>`));
    const table = new RegExp(`<script type="application/json" id="${MESSAGES_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(table![1].replace(/\\u003c/g, '<'))).toEqual(fr);

    const english = await (await exports.default.fetch(new Request(new URL(tee.fullUrl!, 'http://localhost')))).text();
    expect(english).toContain(`aria-label="${pillSpokenLabel(0)}"`);
    expect(english).not.toContain(`id="${MESSAGES_ID}"`);
  });

  it('renders the empty cart page in French', async () => {
    const cart = await (await visitFrench('/cart')).text();
    expect(cart).toContain(`<title>${fr.CART_TITLE} — `);
    expect(cart).toContain(fr.CART_EMPTY);
    expect(cart).not.toContain(en.CART_EMPTY);
  });

  it('labels a sold-out product in French', async () => {
    const shop = JSON.parse((await env.CONTENT.get(siteKeys.collection(FRENCH_ID, 'shop')))!) as { itemIds: string[] };
    const items = await Promise.all(shop.itemIds.map((id) => product(id)));
    const soldOut = items.find((item) => isSoldOut(item.structuredContent));
    expect(soldOut).toBeDefined();
    const html = await (await visitFrench(soldOut!.fullUrl!)).text();
    expect(html).toContain(`<span class="sqs-add-to-cart-button-inner">${fr.SOLD_OUT_LABEL}</span>`);
  });
});
