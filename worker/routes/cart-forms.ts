import type { Context, MiddlewareHandler } from 'hono';
import { CHECKOUT_PATH } from '../../client/cart-page/cart-view';
import { AddCartEntryRequestSchema, answersOf, chosenAttributesOf, SubscriptionRequestSchema } from '../../schemas';
import { formProblems } from '../../schemas/form-rules';
import { ADD_TO_CART_FAILED_TITLE, EXPRESS_CHECKOUT_FAILED_TITLE, REQUEST_UNREADABLE } from '../../schemas/messages';
import { addToVisitorCart } from '../cart/add-entry';
import type { Refused } from '../cart/responses';
import { startSubscription } from '../checkout/subscription';
import type { AppEnv } from '../env';
import { answersWithPage } from '../middleware/crumb';
import { customFormQuestions } from '../pages/custom-form-questions';
import { stockReader } from '../pages/live-stock';
import { contentPage } from '../pages/page-source';
import { messagePage } from '../pages/private-page';
import { respond } from '../pages/respond';
import { pageRequest } from './pages';

const CART_PAGE = '/cart';

type Fields = Record<string, string>;

/** The text fields of a posted form; files and repeated names are not ours. */
async function postedFields(c: Context<AppEnv>): Promise<Fields> {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** What the add-to-cart form (worker/pages/add-to-cart-forms.ts) posts, as the add-entries call's body. */
function entryRequest(fields: Fields) {
  const answers = answersOf(Object.entries(fields));
  return {
    itemId: fields.itemId,
    sku: fields.sku,
    quantity: fields.quantity ?? 1,
    additionalFields: answers ? JSON.stringify(answers) : fields.additionalFields,
    subscriptionOptionId: fields.subscriptionOptionId || undefined,
    chosenAttributes: chosenAttributesOf(Object.entries(fields)),
  };
}

/**
 * A refused add without scripts: the product's page again, rendered for this
 * visitor with the spec's message beside the button, the choices kept, and
 * the crumb in the form; a product without a page of its own gets a message page.
 */
async function refusedPage(c: Context<AppEnv>, itemId: string, refusal: Refused, fields: Fields): Promise<Response> {
  const store = c.get('site');
  const [site, product] = await Promise.all([store.settings(), store.product(itemId)]);
  const title = site?.websiteSettings.storeSettings.expressCheckout ? EXPRESS_CHECKOUT_FAILED_TITLE : ADD_TO_CART_FAILED_TITLE;
  const route = product ? await store.route(product.fullUrl) : null;
  const page = site && route ? await contentPage(store, site, route, { ...pageRequest(c), path: product!.fullUrl }, stockReader(c)) : null;
  if (!site || !page) return messagePage(c, title, refusal.message, refusal.status);
  // A product with a custom form asks its questions in the form itself; problems show once answers were sent.
  const form = product!.structuredContent.additionalFieldsForm;
  const answers = answersOf(Object.entries(fields));
  const questions = form && customFormQuestions(form, answers ?? {}, answers ? formProblems(form, answers) : {});
  return respond(c, store, site, page, {
    status: refusal.status,
    forms: { crumb: c.get('crumb'), refusal: { itemId, title, message: refusal.message, fields, questions } },
  });
}

/** Where a successful add without scripts leads: the cart, or straight to checkout with express checkout on. */
async function afterAdding(c: Context<AppEnv>): Promise<string> {
  const site = await c.get('site').settings();
  return site?.websiteSettings.storeSettings.expressCheckout ? CHECKOUT_PATH : CART_PAGE;
}

async function addByForm(c: Context<AppEnv>): Promise<Response> {
  const fields = await postedFields(c);
  const request = AddCartEntryRequestSchema.safeParse(entryRequest(fields));
  if (!request.success) return messagePage(c, ADD_TO_CART_FAILED_TITLE, REQUEST_UNREADABLE, 400);
  const result = await addToVisitorCart(c, request.data);
  return result.ok ? c.redirect(await afterAdding(c), 303) : refusedPage(c, request.data.itemId, result, fields);
}

async function subscribeByForm(c: Context<AppEnv>): Promise<Response> {
  const fields = await postedFields(c);
  const request = SubscriptionRequestSchema.safeParse(entryRequest(fields));
  if (!request.success) return messagePage(c, ADD_TO_CART_FAILED_TITLE, REQUEST_UNREADABLE, 400);
  const result = await startSubscription(c, request.data);
  if (!result.ok) return refusedPage(c, request.data.itemId, result, fields);
  return c.redirect(`${CHECKOUT_PATH}/subscribe?cartToken=${result.cartToken}`, 303);
}

/** Takes over a plain form post (no scripts): it is answered with a redirect or a page, never JSON. */
const formPost =
  (handler: (c: Context<AppEnv>) => Promise<Response>): MiddlewareHandler<AppEnv> =>
  async (c, next) => (answersWithPage(c) ? handler(c) : next());

export const addEntryForm = formPost(addByForm);
export const subscriptionForm = formPost(subscribeByForm);
