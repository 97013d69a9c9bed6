import { Hono, type Context } from 'hono';
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
import { ITEM_NOT_FOUND, REQUEST_UNREADABLE, RESTOCK_SIGNED_UP, SIGN_UP_NEEDS_SITE_USER, SITE_USER_UNAUTHORIZED, VARIANT_UNAVAILABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { refuse } from '../http/answers';
import { validJson, validQuery } from '../http/json-body';
import { accountAccess } from '../middleware/account-access';
import { limitBody } from '../middleware/body-limit';
import { rateLimit } from '../middleware/rate-limit';
import { decodeCursor, encodeCursor, GroupPosition, noticeSource, restockBook, sendRestockNotices, SignUpPosition, type NoticesSent, type RestockSignUp } from '../restock';

/** Groups and sign-ups per page. */
export const RESTOCK_PAGE_SIZE = 50;
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

const listed = (signUp: RestockSignUp) => ({ ...signUp, id: String(signUp.id), signedUpAt: new Date(signUp.signedUpAt).toISOString() });

restockAccountApi.post(SITE_USERS_API.restock, anyone, rateLimit, smallBody, validJson(AccountRestockSignUpSchema), async (c) => {
  const { siteUser } = c.get('account');
  if (!siteUser) return refuse(c, 403, SIGN_UP_NEEDS_SITE_USER);
  const { productId, variantId, language } = c.req.valid('json');
  const product = await productWithVariant(c, productId, variantId);
  if (product instanceof Response) return product;
  const signUp = { productId, sku: variantId, email: siteUser.email, siteUserId: siteUser.id, language: language ?? null, joinMailingList: false };
  await restockBook(c.env, c.get('storefront').websiteId).signUp(signUp, Date.now());
  return c.json({ message: RESTOCK_SIGNED_UP });
});

restockAccountApi.get(SITE_USERS_API.restockGroups, managers, validQuery(GroupsQuerySchema), async (c) => {
  const { cursor } = c.req.valid('query');
  const after = cursor === undefined ? null : decodeCursor(cursor, GroupPosition);
  if (after === null && cursor !== undefined) return refuse(c, 400, REQUEST_UNREADABLE);
  const page = await restockBook(c.env, c.get('storefront').websiteId).groups(after, RESTOCK_PAGE_SIZE);
  const last = page.rows.at(-1);
  return c.json({
    signUpGroups: page.rows,
    hasNextPage: page.hasNextPage,
    nextPageCursor: page.hasNextPage && last ? encodeCursor({ productId: last.productId, variantId: last.variantId }) : null,
  });
});

restockAccountApi.get(SITE_USERS_API.restock, managers, validQuery(SignUpsQuerySchema), async (c) => {
  const { productId, variantId, cursor } = c.req.valid('query');
  const position = cursor === undefined ? { after: 0 } : decodeCursor(cursor, SignUpPosition);
  if (position === null) return refuse(c, 400, REQUEST_UNREADABLE);
  const product = await productWithVariant(c, productId, variantId);
  if (product instanceof Response) return product;
  const page = await restockBook(c.env, c.get('storefront').websiteId).signUps(productId, variantId ?? null, position.after, RESTOCK_PAGE_SIZE);
  const last = page.rows.at(-1);
  return c.json({
    signUps: page.rows.map(listed),
    hasNextPage: page.hasNextPage,
    nextPageCursor: page.hasNextPage && last ? encodeCursor({ after: last.id }) : null,
  });
});

/** Sends for every pair, once all are known: an unknown one refuses the whole request before anything goes out. */
async function send(c: Context<AppEnv>, requests: readonly ProductVariant[]): Promise<Response> {
  const products: ProductItem[] = [];
  for (const request of requests) {
    const product = await productWithVariant(c, request.productId, request.variantId);
    if (product instanceof Response) return product;
    products.push(product);
  }
  const source = await noticeSource(c.get('storefront'));
  if (!source) return refuse(c, 404, ITEM_NOT_FOUND);
  const total: NoticesSent = { sent: 0, failed: 0 };
  for (const [index, request] of requests.entries()) {
    const result = await sendRestockNotices(source, products[index], request.variantId);
    total.sent += result.sent;
    total.failed += result.failed;
  }
  return c.json(total);
}

restockAccountApi.post(SITE_USERS_API.restockSend, managers, rateLimit, smallBody, validJson(ProductVariantSchema), (c) => send(c, [c.req.valid('json')]));

restockAccountApi.post(SITE_USERS_API.restockSendAll, managers, rateLimit, smallBody, validJson(SendAllRequestSchema), (c) =>
  send(c, c.req.valid('json').sendRequests),
);
