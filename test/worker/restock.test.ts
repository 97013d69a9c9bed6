import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESTOCK_SIGN_UP_API, siteKeys } from '../../schemas';
import {
  CAPTCHA_INCOMPLETE,
  FORM_SUBMIT_FAILED,
  ITEM_NOT_FOUND,
  RESTOCK_EMAIL_BLANK,
  RESTOCK_EMAIL_INVALID,
  RESTOCK_SIGNED_UP,
  RESTOCK_VARIANT_IN_STOCK,
  VARIANT_UNAVAILABLE,
} from '../../schemas/messages';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha';
import { arrivingVisitor, product, websiteId } from './cart-helpers';
import { demoProduct, putSiteContent, seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

type SignUpRow = { sku: string; email: string; join_mailing_list: number };

/** The product's sign-ups the website's restock book holds, read from its storage. */
async function signUps(itemId: string): Promise<SignUpRow[]> {
  const stub = env.RESTOCK.get(env.RESTOCK.idFromName(await websiteId()));
  return runInDurableObject(stub, (_, state) =>
    state.storage.sql.exec<SignUpRow>('SELECT sku, email, join_mailing_list FROM sign_up WHERE product_id = ? ORDER BY email', itemId).toArray(),
  );
}

async function soldOutMug() {
  const mug = await product('item-mug');
  return { itemId: mug.id, sku: mug.structuredContent.variants[0].sku };
}

/** A sign-up as the restock form sends it, with the captcha solved (the demo site has a captcha key). */
async function signUp(body: Record<string, unknown>) {
  const visitor = await arrivingVisitor();
  const response = await visitor.send(RESTOCK_SIGN_UP_API, 'POST', { recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN, ...body });
  return { status: response.status, body: await response.json<{ message: string }>() };
}

describe(`POST ${RESTOCK_SIGN_UP_API}`, () => {
  it('records the sign-up and answers with the words that replace the form', async () => {
    const { itemId, sku } = await soldOutMug();
    const before = (await signUps(itemId)).length;
    const answer = await signUp({ productId: itemId, variantId: sku, siteVisitorEmail: '  ada@example.com ', isJoinMailingList: false });
    expect(answer).toEqual({ status: 200, body: { message: RESTOCK_SIGNED_UP } });
    const rows = await signUps(itemId);
    expect(rows.length).toBe(before + 1);
    expect(rows).toContainEqual({ sku, email: 'ada@example.com', join_mailing_list: 0 });
  });

  it('keeps one sign-up per address and variant, and a yes to the mailing list', async () => {
    const { itemId, sku } = await soldOutMug();
    await signUp({ productId: itemId, variantId: sku, siteVisitorEmail: 'grace@example.org', isJoinMailingList: true });
    await signUp({ productId: itemId, variantId: sku, siteVisitorEmail: 'Grace@Example.org', isJoinMailingList: false });
    const grace = (await signUps(itemId)).filter((row) => row.email.toLowerCase() === 'grace@example.org');
    expect(grace).toEqual([{ sku, email: 'grace@example.org', join_mailing_list: 1 }]);
  });

  it('names a blank or malformed address in the spec words and stores nothing', async () => {
    const { itemId, sku } = await soldOutMug();
    const before = await signUps(itemId);
    for (const [email, message] of [['   ', RESTOCK_EMAIL_BLANK], ['not-an-address', RESTOCK_EMAIL_INVALID], ['a@b.toolong', RESTOCK_EMAIL_INVALID], [`${'x'.repeat(250)}@example.com`, RESTOCK_EMAIL_INVALID]]) {
      expect(await signUp({ productId: itemId, variantId: sku, siteVisitorEmail: email })).toEqual({ status: 400, body: { message } });
    }
    expect(await signUps(itemId)).toEqual(before);
  });

  it('refuses an unknown product with 404 and a variant the product does not have with 400', async () => {
    const { itemId } = await soldOutMug();
    expect(await signUp({ productId: 'no-such-item', variantId: 'x', siteVisitorEmail: 'a@example.com' })).toEqual({ status: 404, body: { message: ITEM_NOT_FOUND } });
    expect(await signUp({ productId: itemId, variantId: 'NOT-A-SKU', siteVisitorEmail: 'a@example.com' })).toEqual({ status: 400, body: { message: VARIANT_UNAVAILABLE } });
  });

  it('refuses a variant that is in stock with 400, and takes a sold-out variant of the same product', async () => {
    const tee = await product('item-tee');
    const [inStock, soldOut] = ['TEE-S-SAGE', 'TEE-L-SAGE'];
    expect(tee.structuredContent.variants.map((variant) => [variant.sku, variant.qtyInStock > 0])).toEqual(expect.arrayContaining([[inStock, true], [soldOut, false]]));
    const email = `eager-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect(await signUp({ productId: tee.id, variantId: inStock, siteVisitorEmail: email })).toEqual({ status: 400, body: { message: RESTOCK_VARIANT_IN_STOCK } });
    expect(await signUp({ productId: 'item-candle', variantId: 'CANDLE-PILLAR', siteVisitorEmail: email })).toEqual({ status: 400, body: { message: RESTOCK_VARIANT_IN_STOCK } });
    expect((await signUps(tee.id)).filter((row) => row.email === email)).toEqual([]);
    expect(await signUp({ productId: tee.id, variantId: soldOut, siteVisitorEmail: email })).toEqual({ status: 200, body: { message: RESTOCK_SIGNED_UP } });
    expect((await signUps(tee.id)).filter((row) => row.email === email)).toEqual([{ sku: soldOut, email, join_mailing_list: 0 }]);
  });

  it("answers with the store's own text when it set one", async () => {
    const mug = await demoProduct('item-mug');
    const successText = `Thanks, we will write to you (${crypto.randomUUID()})`;
    const item = { ...mug, id: 'item-mug-texts', merchandising: { restockNotificationMessages: { successText } } };
    await putSiteContent(siteKeys.item(await websiteId(), item.id), JSON.stringify(item));
    const answer = await signUp({ productId: item.id, variantId: mug.structuredContent.variants[0].sku, siteVisitorEmail: 'b@example.com' });
    expect(answer).toEqual({ status: 200, body: { message: successText } });
  });

  it('needs the captcha solved (PRODUCT_WAITLIST_SUBMISSION) when the site has a captcha key, and stores nothing otherwise', async () => {
    const { itemId, sku } = await soldOutMug();
    const before = await signUps(itemId);
    const body = { productId: itemId, variantId: sku, siteVisitorEmail: 'bot@example.com' };
    expect(await signUp({ ...body, recaptchaEnterpriseV3Token: undefined })).toEqual({ status: 401, body: { message: CAPTCHA_INCOMPLETE } });
    expect(await signUp({ ...body, recaptchaEnterpriseV3Token: 'forged' })).toEqual({ status: 401, body: { message: FORM_SUBMIT_FAILED } });
    expect(await signUps(itemId)).toEqual(before);
  });

  it("ticks the mailing-list box from the store's mailingListOptInByDefault", async () => {
    const mug = await demoProduct('item-mug');
    const key = siteKeys.item(await websiteId(), mug.id);
    const checkbox = async () => /<input type="checkbox" name="isJoinMailingList"( checked)?[ >]/.exec(await (await visit('/shop/p/stoneware-mug')).text());
    expect((await checkbox())?.[1]).toBeUndefined();
    const merchandising = (mug as unknown as { merchandising: Record<string, unknown> }).merchandising;
    await putSiteContent(key, JSON.stringify({ ...mug, merchandising: { ...merchandising, mailingListOptInByDefault: true } }));
    try {
      expect((await checkbox())?.[1]).toBe(' checked');
    } finally {
      await putSiteContent(key, JSON.stringify(mug));
    }
  });
});
