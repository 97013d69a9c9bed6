import { Hono, type Context } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type * as z from 'zod';
import {
  AccountRestockSignUpSchema,
  GroupsQuerySchema,
  ProductVariantSchema,
  RESTOCK_MANAGER_ROLES,
  SendAllRequestSchema,
  SignUpsQuerySchema,
  SITE_USERS_API,
  type ProductItem,
  type ProductVariant,
} from '../../schemas';
import {
  ITEM_NOT_FOUND,
  PAGE_SIZE_OUT_OF_RANGE,
  REQUEST_UNREADABLE,
  RESTOCK_SEND_OUT_OF_STOCK,
  RESTOCK_SIGNED_UP,
  RESTOCK_VARIANT_IN_STOCK,
  SIGN_UP_NEEDS_SITE_USER,
  SITE_USER_UNAUTHORIZED,
  VARIANT_UNAVAILABLE,
} from '../../schemas/messages';
import type { AppEnv } from '../env';
import { refuse } from '../http/answers';
import { validJson } from '../http/json-body';
import { accountAccess } from '../middleware/account-access';
import { limitBody } from '../middleware/body-limit';
import { rateLimit } from '../middleware/rate-limit';
import { decodeCursor, encodeCursor, GroupPosition, noticeSource, notifyWaiting, restockBook, SignUpPosition, variantSoldOut, type RestockSignUp, type VariantNotices } from '../restock';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * The restock account area (spec section 7): a signed-in site user signs up
 * for themselves; admins, website managers and store managers (and the owner
 * token) list the sign-ups and send the notices. Registered before the crumb
 * middleware: a cookie's changes are checked for the crumb by `accountAccess`,
 * the owner's token needs none.
 */
export const restockAccountApi = new Hono<AppEnv>();

const anyone = accountAccess(null, SITE_USER_UNAUTHORIZED);
const managers = accountAccess(RESTOCK_MANAGER_ROLES, SITE_USER_UNAUTHORIZED);
const smallBody = limitBody(MAX_BODY_BYTES);

/** The product and the variant a call names, or the 404 to answer with. */
async function productWithVariant(c: Context<AppEnv>, productId: string, variantId: string | undefined): Promise<ProductItem | Response> {
  const product = await c.get('storefront').content.product(productId);
  if (!product) return refuse(c, 404, ITEM_NOT_FOUND);
  if (variantId !== undefined && !product.structuredContent.variants.some((variant) => variant.sku === variantId)) return refuse(c, 404, VARIANT_UNAVAILABLE);
  return product;
}

/** A list call's query, validated at the edge: a page size out of range is told so, anything else cannot be read. */
function pagedQuery<S extends z.ZodType>(schema: S) {
  return zValidator('query', schema, (result, c) => {
    if (result.success) return;
    const pageSize = result.error.issues.some((issue) => issue.path[0] === 'pageSize');
    return refuse(c, 400, pageSize ? PAGE_SIZE_OUT_OF_RANGE : REQUEST_UNREADABLE);
  });
}

const listed = (signUp: RestockSignUp) => ({ ...signUp, id: String(signUp.id), signedUpAt: new Date(signUp.signedUpAt).toISOString() });

restockAccountApi.post(SITE_USERS_API.restock, anyone, rateLimit, smallBody, validJson(AccountRestockSignUpSchema), async (c) => {
  const { siteUser } = c.get('account');
  if (!siteUser) return refuse(c, 403, SIGN_UP_NEEDS_SITE_USER);
  const { productId, variantId, language } = c.req.valid('json');
  const product = await productWithVariant(c, productId, variantId);
  if (product instanceof Response) return product;
  if (!(await variantSoldOut(c.get('storefront'), product, variantId))) return refuse(c, 400, RESTOCK_VARIANT_IN_STOCK);
  const signUp = { productId, sku: variantId, email: siteUser.email, siteUserId: siteUser.id, language: language ?? null, joinMailingList: false };
  await restockBook(c.env, c.get('storefront').websiteId).signUp(signUp, Date.now());
  return c.json({ message: RESTOCK_SIGNED_UP });
});

restockAccountApi.get(SITE_USERS_API.restockGroups, managers, pagedQuery(GroupsQuerySchema), async (c) => {
  const { cursor, pageSize } = c.req.valid('query');
  const after = cursor === undefined ? null : decodeCursor(cursor, GroupPosition);
  if (after === null && cursor !== undefined) return refuse(c, 400, REQUEST_UNREADABLE);
  const page = await restockBook(c.env, c.get('storefront').websiteId).groups(after, pageSize);
  const last = page.rows.at(-1);
  return c.json({
    signUpGroups: page.rows,
    hasNextPage: page.hasNextPage,
    nextPageCursor: page.hasNextPage && last ? encodeCursor({ productId: last.productId, variantId: last.variantId }) : null,
  });
});

restockAccountApi.get(SITE_USERS_API.restock, managers, pagedQuery(SignUpsQuerySchema), async (c) => {
  const { productId, variantId, cursor, pageSize } = c.req.valid('query');
  const position = cursor === undefined ? { after: 0 } : decodeCursor(cursor, SignUpPosition);
  if (position === null) return refuse(c, 400, REQUEST_UNREADABLE);
  const product = await productWithVariant(c, productId, variantId);
  if (product instanceof Response) return product;
  const page = await restockBook(c.env, c.get('storefront').websiteId).signUps(productId, variantId ?? null, position.after, pageSize);
  const last = page.rows.at(-1);
  return c.json({
    signUps: page.rows.map(listed),
    hasNextPage: page.hasNextPage,
    nextPageCursor: page.hasNextPage && last ? encodeCursor({ after: last.id }) : null,
  });
});

/** What one pair of a send did: its notices, or that it was refused for want of stock. */
type PairOutcome = ProductVariant & VariantNotices;

/** Sends for every pair, once all are known: an unknown one refuses the whole request before anything goes out. */
async function sendPairs(c: Context<AppEnv>, requests: readonly ProductVariant[]): Promise<PairOutcome[] | Response> {
  const products: ProductItem[] = [];
  for (const request of requests) {
    const product = await productWithVariant(c, request.productId, request.variantId);
    if (product instanceof Response) return product;
    products.push(product);
  }
  const source = await noticeSource(c.get('storefront'));
  if (!source) return refuse(c, 404, ITEM_NOT_FOUND);
  const outcomes: PairOutcome[] = [];
  for (const [index, { productId, variantId }] of requests.entries()) {
    outcomes.push({ productId, variantId, ...(await notifyWaiting(source, products[index], variantId)) });
  }
  return outcomes;
}

restockAccountApi.post(SITE_USERS_API.restockSend, managers, rateLimit, smallBody, validJson(ProductVariantSchema), async (c) => {
  const outcomes = await sendPairs(c, [c.req.valid('json')]);
  if (outcomes instanceof Response) return outcomes;
  const [{ sent, failed, refused }] = outcomes;
  return refused ? refuse(c, 409, RESTOCK_SEND_OUT_OF_STOCK) : c.json({ sent, failed });
});

/**
 * The totals and each pair's outcome, in the order asked; a refused pair's
 * message stands in `errors` under its index in `sendRequests`. Only when
 * every pair was refused is the answer a 409.
 */
restockAccountApi.post(SITE_USERS_API.restockSendAll, managers, rateLimit, smallBody, validJson(SendAllRequestSchema), async (c) => {
  const results = await sendPairs(c, c.req.valid('json').sendRequests);
  if (results instanceof Response) return results;
  const refusals = Object.fromEntries(results.flatMap((result, index) => (result.refused ? [[index, RESTOCK_SEND_OUT_OF_STOCK]] : [])));
  const sent = results.reduce((total, result) => total + result.sent, 0);
  const failed = results.reduce((total, result) => total + result.failed, 0);
  const everyPairRefused = results.every((result) => result.refused);
  const body = { sent, failed, results, ...(everyPairRefused && { message: RESTOCK_SEND_OUT_OF_STOCK }), ...(Object.keys(refusals).length > 0 && { errors: refusals }) };
  return c.json(body, everyPairRefused ? 409 : 200);
});
