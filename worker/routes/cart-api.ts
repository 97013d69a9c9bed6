import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { zValidator } from '@hono/zod-validator';
import {
  AddCartEntryRequestSchema,
  CART_API,
  QUANTITY_MAX,
  QUANTITY_MIN,
  hasEnoughStock,
  moneyToCents,
  parseQuantity,
  type ShoppingCart,
} from '../../schemas';
import {
  ITEM_NOT_FOUND,
  OUT_OF_STOCK,
  QUANTITY_NOT_A_NUMBER,
  REQUEST_UNREADABLE,
  VARIANT_UNAVAILABLE,
} from '../../schemas/messages';
import { cartStub, readCartId, rememberCart } from '../cart/cart-cookie';
import { buildShoppingCart } from '../cart/totals';
import type { AppEnv } from '../env';

/** Cart API bodies are small; anything larger is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;

export const cartApi = new Hono<AppEnv>();

cartApi.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: REQUEST_UNREADABLE }, 413) }));

cartApi.get(CART_API, async (c) => {
  const cartId = await readCartId(c);
  const cart = cartId ? await cartStub(c, cartId).cart() : null;
  if (cart) return c.json(cart);
  // No cart yet (or a stale cookie): an empty cart, created only when something is added.
  const settings = await c.get('site').settings();
  const currencyCode = settings?.websiteSettings.storeSettings.selectedCurrency ?? 'USD';
  const empty = { id: '', websiteId: c.get('websiteId'), currencyCode, created: Date.now(), isPurchased: false, orderId: null };
  return c.json(buildShoppingCart(empty, []) satisfies ShoppingCart);
});

cartApi.post(
  `${CART_API}/entries`,
  zValidator('json', AddCartEntryRequestSchema, (result, c) => {
    if (!result.success) return c.json({ message: REQUEST_UNREADABLE }, 400);
  }),
  async (c) => {
    const request = c.req.valid('json');
    const site = c.get('site');
    const [product, settings] = await Promise.all([site.product(request.itemId), site.settings()]);
    if (!product || !settings) return c.json({ message: ITEM_NOT_FOUND }, 404);
    const variant = product.structuredContent.variants.find((candidate) => candidate.sku === request.sku);
    if (!variant) return c.json({ message: VARIANT_UNAVAILABLE }, 400);
    const quantity = parseQuantity(request.quantity);
    if (!Number.isFinite(quantity)) return c.json({ message: QUANTITY_NOT_A_NUMBER }, 400);
    if (!Number.isInteger(quantity) || quantity < QUANTITY_MIN || quantity > QUANTITY_MAX) {
      return c.json({ message: `Quantity must be between ${QUANTITY_MIN} and ${QUANTITY_MAX}.` }, 400);
    }
    if (!hasEnoughStock(product.structuredContent, variant, quantity)) return c.json({ message: OUT_OF_STOCK }, 400);

    let cartId = await readCartId(c);
    const current = cartId ? await cartStub(c, cartId).cart() : null;
    if (!cartId || !current || current.isPurchased) cartId = crypto.randomUUID();
    const price = variant.onSale ? variant.salePriceMoney : variant.priceMoney;
    const result = await cartStub(c, cartId).addEntry(
      { id: cartId, websiteId: c.get('websiteId'), currencyCode: settings.websiteSettings.storeSettings.selectedCurrency },
      {
        itemId: product.id,
        sku: variant.sku,
        quantity,
        chosenVariant: { sku: variant.sku, attributes: variant.attributes },
        additionalFields: request.additionalFields,
        title: product.title,
        purchasePriceCents: price ? moneyToCents(price) : 0,
        productType: product.structuredContent.productType,
      },
    );
    await rememberCart(c, cartId);
    return c.json(result);
  },
);
