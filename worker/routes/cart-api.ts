import { Hono } from 'hono';
import {
  AddCartEntryRequestSchema,
  CART_API,
  CART_ENTRIES_API,
  CartQuerySchema,
  isRefusal,
  UpdateAdditionalFieldsRequestSchema,
  UpdateQuantityRequestSchema,
} from '../../schemas';
import { ENTRY_NOT_FOUND, ITEM_NOT_FOUND } from '../../schemas/messages';
import { addToVisitorCart } from '../cart/add-entry';
import { judgeAdditionalFields } from '../cart/additional-fields';
import { cartWithEntry, changeQuantity, removeFromCart } from '../cart/change-entry';
import { productAndSettings } from '../cart/prepare-entry';
import { cartChangeRefusal, entryRefusal } from '../cart/refusals';
import { withoutMoneyTotals } from '../cart/totals';
import { emptyCart, visitorCart } from '../cart/visitor-cart';
import type { AppEnv } from '../env';
import { refuse, refuseWith } from '../http/answers';
import { validJson, validQuery } from '../http/json-body';
import { limitBody } from '../middleware/body-limit';
import { rateLimit } from '../middleware/rate-limit';
import { addEntryForm, quantityForm, removeForm } from './cart-forms';

/** Cart API bodies are small; anything larger is refused before it is read. */
export const MAX_BODY_BYTES = 64 * 1024;

const ENTRY = `${CART_ENTRIES_API}/:entryId`;

export const cartApi = new Hono<AppEnv>();

for (const path of ['/api/commerce/*', '/api/3/commerce/*']) {
  cartApi.use(path, limitBody(MAX_BODY_BYTES), rateLimit);
}

cartApi.get(CART_API, validQuery(CartQuerySchema), async (c) => {
  const query = c.req.valid('query');
  const storefront = c.get('storefront');
  c.header('Cache-Control', 'private, no-store');
  const cart = (query.mock !== 'true' && (await visitorCart(storefront))?.cart) || (await emptyCart(storefront));
  return c.json(query.calculateSubtotal === 'false' ? withoutMoneyTotals(cart) : cart);
});

cartApi.post(CART_ENTRIES_API, addEntryForm, validJson(AddCartEntryRequestSchema), async (c) => {
  const result = await addToVisitorCart(c.get('storefront'), c.req.valid('json'));
  return result.ok ? c.json({ shoppingCart: result.shoppingCart, newlyAdded: result.newlyAdded }) : refuseWith(c, result);
});

cartApi.put(`${ENTRY}/quantity`, validJson(UpdateQuantityRequestSchema), async (c) => {
  const result = await changeQuantity(c.get('storefront'), c.req.param('entryId'), c.req.valid('json').quantity);
  return result.ok ? c.json({ shoppingCart: result.shoppingCart, updatedEntry: result.entry }) : refuseWith(c, result);
});
cartApi.post(`${ENTRY}/quantity`, quantityForm);

cartApi.delete(ENTRY, async (c) => {
  const result = await removeFromCart(c.get('storefront'), c.req.param('entryId'));
  return result.ok ? c.json({ shoppingCart: result.shoppingCart }) : refuseWith(c, result);
});
cartApi.post(`${ENTRY}/remove`, removeForm);

cartApi.put(`${ENTRY}/additionalFields`, validJson(UpdateAdditionalFieldsRequestSchema), async (c) => {
  const request = c.req.valid('json');
  const storefront = c.get('storefront');
  const target = await cartWithEntry(storefront, c.req.param('entryId'));
  if (!target) return refuse(c, 404, ENTRY_NOT_FOUND);
  const found = await productAndSettings(storefront, target.entry.itemId);
  if (!found) return refuse(c, 404, ITEM_NOT_FOUND);
  const answers = judgeAdditionalFields(found.product, request.additionalFields, 'API_FAILURE');
  if (isRefusal(answers)) return refuseWith(c, entryRefusal(answers));
  const change = await target.stub.setAdditionalFields(target.entry.id, request.itemId, request.sku, answers.additionalFields);
  if (!change.ok) return refuseWith(c, cartChangeRefusal(change.reason));
  return c.json({ shoppingCart: change.shoppingCart, updatedEntry: change.entry });
});
