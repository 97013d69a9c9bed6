import { beforeAll, describe, expect, it } from 'vitest';
import { SOLD_OUT_LABEL } from '../../schemas/messages';
import { add, arrivingVisitor } from './cart-helpers';
import { submitCheckout } from './checkout-helpers';
import { seedDemoSite, visit } from './demo-site';
import { productPage, setStock } from './product-pages';
import { signedIn } from './site-user-helpers';

beforeAll(seedDemoSite);

const soldOutBadge = /<div class="product-mark sold-out">/;
const soldOutButton = new RegExp(`<button[^>]*disabled[^>]*>\\s*<span class="sqs-add-to-cart-button-inner">${SOLD_OUT_LABEL}</span>`);

describe('product pages show the live stock', () => {
  it('a sold-out product restocked by the owner reads in stock: no badge, a button that buys', async () => {
    const { product, path, skus } = await productPage('item-vase', 0);
    const before = await (await visit(path)).text();
    expect(before).toMatch(soldOutBadge);
    expect(before).toMatch(soldOutButton);
    await setStock(product.id, { sku: skus[0], qtyInStock: 2 });
    const after = await (await visit(path)).text();
    expect(after).not.toMatch(soldOutBadge);
    expect(after).not.toMatch(soldOutButton);
    expect(after).toContain('data-sold-out-text="sold out"');
  });

  it('counts the scarcity message from what can be bought, and hides it when nothing can', async () => {
    // The tee's merchandising shows 'Only {qtyInStock} left!' for Medium Sage.
    const { product, path, skus } = await productPage('item-tee', 3);
    const mediumSage = skus.find((sku) => sku.endsWith('TEE-M-SAGE'))!;
    const message = (html: string) => /<div class="product-scarcity"([^>]*)>\s*([^<]*?)\s*<\/div>/.exec(html)!;
    let [, attributes, text] = message(await (await visit(path)).text());
    expect(text).toBe('Only 3 left!');
    expect(attributes).toContain('data-scarcity-text="Only {qtyInStock} left!"');

    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: product.id, sku: mediumSage, quantity: 2 });
    expect((await submitCheckout(visitor)).status).toBe(303);
    [, attributes, text] = message(await (await visit(path)).text());
    expect(text).toBe('Only 1 left!');

    await setStock(product.id, { sku: mediumSage, qtyInStock: 0 });
    [, attributes] = message(await (await visit(path)).text());
    expect(attributes).toContain('data-scarce="false"');
  });

  it('stays one cacheable page for everyone: the signed-in account is filled in by the client', async () => {
    const signed = await signedIn('shop@fernandfield.test');
    const [anonymous, staff] = await Promise.all([visit('/shop/p/stoneware-mug'), signed.request('/shop/p/stoneware-mug')]);
    expect(staff.headers.get('Cache-Control')).toBe(anonymous.headers.get('Cache-Control'));
    expect(staff.headers.get('Cache-Control')).toMatch(/^public/);
    expect(staff.headers.get('Set-Cookie')).toBeNull();
    // Alike but for the CSP nonce each response makes for itself.
    const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
    expect(withoutNonce(await staff.text())).toBe(withoutNonce(await anonymous.text()));
    const context = await (await signed.request('/shop/p/stoneware-mug?format=json')).json<{ authenticatedAccount: unknown; websiteRoles: unknown }>();
    expect([context.authenticatedAccount, context.websiteRoles]).toEqual([null, []]);
  });
});
