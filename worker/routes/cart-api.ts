import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import {
  AddCartEntryRequestSchema,
  CART_API,
  CART_ENTRIES_API,
  CartQuerySchema,
  isRefusal,
  UpdateAdditionalFieldsRequestSchema,
  UpdateQuantityRequestSchema,
} from '../../schemas';
import { ENTRY_NOT_FOUND, ITEM_NOT_FOUND, REQUEST_UNREADABLE } from '../../schemas/messages';
import { addToVisitorCart } from '../cart/add-entry';
import { judgeAdditionalFields } from '../cart/additional-fields';
import { cartWithEntry, changeQuantity, removeFromCart } from '../cart/change-entry';
import { productAndSettings } from '../cart/prepare-entry';
import { entryRefusal, refuse, refuseCartChange, refuseWith, validJson } from '../cart/responses';
import { withoutMoneyTotals } from '../cart/totals';
import { emptyCart, visitorCart } from '../cart/visitor-cart';
import { limitBody } from '../middleware/body-limit';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { addEntryForm, quantityForm, removeForm } from './cart-forms';

/** Cart API bodies are small; anything larger is refused before it is read. */
export const MAX_BODY_BYTES = 64 * 1024;

const ENTRY = `${CART_ENTRIES_API}/:entryId`;

export const cartApi = new Hono<AppEnv>();

for (const path of ['/api/commerce/*', '/api/3/commerce/*']) {
  cartApi.use(path, limitBody(MAX_BODY_BYTES), rateLimit);
}

cartApi.get(
  CART_API,
  zValidator('query', CartQuerySchema, (result, c) => {
    if (!result.success) return refuse(c, 400, REQUEST_UNREADABLE);
  }),
  async (c) => {
    const query = c.req.valid('query');
    c.header('Cache-Control', 'private, no-store');
    const cart = (query.mock !== 'true' && (await visitorCart(c))?.cart) || (await emptyCart(c));
    return c.json(query.calculateSubtotal === 'false' ? withoutMoneyTotals(cart) : cart);
  },
);

cartApi.post(CART_ENTRIES_API, addEntryForm, validJson(AddCartEntryRequestSchema), async (c) => {
  const result = await addToVisitorCart(c, c.req.valid('json'));
  return result.ok ? c.json({ shoppingCart: result.shoppingCart, newlyAdded: result.newlyAdded }) : refuseWith(c, result);
});

cartApi.put(`${ENTRY}/quantity`, validJson(UpdateQuantityRequestSchema), async (c) => {
  const result = await changeQuantity(c, c.req.param('entryId'), c.req.valid('json').quantity);
  return result.ok ? c.json({ shoppingCart: result.shoppingCart, updatedEntry: result.entry }) : refuseWith(c, result);
});
cartApi.post(`${ENTRY}/quantity`, quantityForm);

cartApi.delete(ENTRY, async (c) => {
  const result = await removeFromCart(c, c.req.param('entryId'));
  return result.ok ? c.json({ shoppingCart: result.shoppingCart }) : refuseWith(c, result);
});
cartApi.post(`${ENTRY}/remove`, removeForm);

cartApi.put(`${ENTRY}/additionalFields`, validJson(UpdateAdditionalFieldsRequestSchema), async (c) => {
  const request = c.req.valid('json');
  const target = await cartWithEntry(c, c.req.param('entryId'));
  if (!target) return refuse(c, 404, ENTRY_NOT_FOUND);
  const found = await productAndSettings(c, target.entry.itemId);
  if (!found) return refuse(c, 404, ITEM_NOT_FOUND);
  const answers = judgeAdditionalFields(found.product, request.additionalFields, 'API_FAILURE');
  if (isRefusal(answers)) return refuseWith(c, entryRefusal(answers));
  const change = await target.stub.setAdditionalFields(target.entry.id, request.itemId, request.sku, answers.additionalFields);
  if (!change.ok) return refuseCartChange(c, change.reason);
  return c.json({ shoppingCart: change.shoppingCart, updatedEntry: change.entry });
});
