// The cart's forms posted without scripts, answered with a redirect or a page
// (worker/routes/cart-forms.ts takes them over from the calls). Loaded when
// the first such post comes (#30).
import type { Context } from 'hono';
import type * as z from 'zod';
import { CART_PATH, CHECKOUT_PATH, SUBSCRIPTION_CHECKOUT_PATH } from '../../schemas/site/paths';
import { AddCartEntryRequestSchema, answerControlsOf, chosenAttributesOf, PageType, SubscriptionRequestSchema } from '../../schemas';
import { answersFromEntries } from '../../schemas/forms/form-answers';
import { ADD_TO_CART_FAILED_TITLE, EXPRESS_CHECKOUT_FAILED_TITLE, REQUEST_UNREADABLE } from '../../schemas/messages';
import { recordServerEvent } from '../analytics/server-event';
import { addToVisitorCart } from '../cart/add-entry';
import { changeQuantity, removeFromCart, type EntryChanged } from '../cart/change-entry';
import type { Refused } from '../cart/refusals';
import { cartPage, type EntryProblem } from '../checkout/cart-page';
import { startSubscription } from '../checkout/subscription';
import type { AppEnv } from '../env';
import { messageAnswer, sendPage } from '../http/answers';
import { postedFields } from '../http/posted-fields';
import { postedControls } from '../forms/filled-controls';
import { customFormQuestions } from '../pages/custom-form-questions';
import { stockReader } from '../pages/live-stock';
import { contentPage } from '../pages/page-source';
import { respondPersonally } from '../render/respond';
import { pageRequest } from './pages';

/** The posted text fields in order; a custom form's checkboxes repeat their names. */
type Fields = [string, string][];

/** What the add-to-cart form (worker/pages/add-to-cart-forms.ts) posts, as the add-entries call's body. */
function entryRequest(fields: Fields) {
  const named = Object.fromEntries(fields);
  return {
    itemId: named.itemId,
    sku: named.sku,
    quantity: named.quantity ?? 1,
    additionalFields: named.additionalFields,
    subscriptionOptionId: named.subscriptionOptionId || undefined,
    chosenAttributes: chosenAttributesOf(fields),
  };
}

/**
 * The call's body the form posted, validated like the call's JSON; a custom
 * form's answers are read by the product's form into their spec shapes. Null
 * when it does not fit.
 */
async function postedRequest<R extends { itemId: string }>(c: Context<AppEnv>, schema: z.ZodType<R>, fields: Fields): Promise<R | null> {
  const request = schema.safeParse(entryRequest(fields));
  if (!request.success) return null;
  const controls = answerControlsOf(fields);
  const form = controls && (await c.get('storefront').content.product(request.data.itemId))?.structuredContent.additionalFieldsForm;
  if (!form) return request.data;
  const answered = schema.safeParse({ ...request.data, additionalFields: JSON.stringify(answersFromEntries(form, controls)) });
  return answered.success ? answered.data : null;
}

/**
 * A refused add without scripts: the product's page again, rendered for this
 * visitor with the spec's message beside the button, the choices kept, and
 * the crumb in the form; a product without a page of its own gets a message page.
 */
async function refusedPage(c: Context<AppEnv>, itemId: string, refusal: Refused, fields: Fields): Promise<Response> {
  const storefront = c.get('storefront');
  const { content } = storefront;
  const [site, product] = await Promise.all([storefront.settings(), content.product(itemId)]);
  const title = site?.websiteSettings.storeSettings.expressCheckout ? EXPRESS_CHECKOUT_FAILED_TITLE : ADD_TO_CART_FAILED_TITLE;
  const route = product ? await content.route(product.fullUrl) : null;
  const page = site && route ? await contentPage(content, site, route, { ...pageRequest(c), path: product!.fullUrl }, stockReader(storefront)) : null;
  if (!site || !page) return messageAnswer(c, title, refusal.message, refusal.status);
  // A product with a custom form asks its questions in the form itself; problems show once answers were sent.
  const form = product!.structuredContent.additionalFieldsForm;
  const controls = answerControlsOf(fields) ?? [];
  const posted = postedControls(controls);
  const problems = controls.length > 0 ? (refusal.errors ?? {}) : {};
  const questions = form && (await customFormQuestions(form, site.website.language, posted, problems, storefront.log));
  return sendPage(
    c,
    await respondPersonally(storefront, site, page, {
      status: refusal.status,
      forms: { crumb: c.get('crumb'), refusal: { itemId, title, message: refusal.message, fields: Object.fromEntries(fields), questions } },
    }),
  );
}

/** Where a successful add without scripts leads: the cart, or straight to checkout with express checkout on. */
async function afterAdding(c: Context<AppEnv>): Promise<string> {
  const site = await c.get('storefront').settings();
  return site?.websiteSettings.storeSettings.expressCheckout ? CHECKOUT_PATH : CART_PATH;
}

export async function addByForm(c: Context<AppEnv>): Promise<Response> {
  const fields = await postedFields(c).catch((): Fields => []);
  const request = await postedRequest(c, AddCartEntryRequestSchema, fields);
  if (!request) return messageAnswer(c, ADD_TO_CART_FAILED_TITLE, REQUEST_UNREADABLE, 400);
  const result = await addToVisitorCart(c.get('storefront'), request);
  return result.ok ? c.redirect(await afterAdding(c), 303) : refusedPage(c, request.itemId, result, fields);
}

export async function subscribeByForm(c: Context<AppEnv>): Promise<Response> {
  const fields = await postedFields(c).catch((): Fields => []);
  const request = await postedRequest(c, SubscriptionRequestSchema, fields);
  if (!request) return messageAnswer(c, ADD_TO_CART_FAILED_TITLE, REQUEST_UNREADABLE, 400);
  const result = await startSubscription(c.get('storefront'), request);
  if (!result.ok) return refusedPage(c, request.itemId, result, fields);
  return c.redirect(`${SUBSCRIPTION_CHECKOUT_PATH}?cartToken=${result.cartToken}`, 303);
}

/** A change to the entry of the path without scripts, answered with the cart page: after the change, or with its problem beside the entry. */
async function changeByForm(
  c: Context<AppEnv>,
  failure: EntryProblem['failure'],
  change: (entryId: string) => Promise<EntryChanged | Refused>,
  changed?: (result: EntryChanged) => Promise<void>,
): Promise<Response> {
  const entryId = c.req.param('entryId') ?? '';
  const result = await change(entryId);
  if (!result.ok) return sendPage(c, await cartPage(c.get('storefront'), { entryId, failure, reason: result.message }, result.status));
  await changed?.(result);
  return c.redirect(CART_PATH, 303);
}

export async function quantityByForm(c: Context<AppEnv>): Promise<Response> {
  const quantity = Object.fromEntries(await postedFields(c).catch((): Fields => [])).quantity ?? '';
  return changeByForm(c, 'UPDATE_QUANTITY_FAILED', (entryId) => changeQuantity(c.get('storefront'), entryId, quantity));
}

/** Spec section 7's RemoveFromCart, which the cart page's script sends when it has one. */
const removedFromCart = (c: Context<AppEnv>) => async ({ entry }: EntryChanged) => {
  if (!entry) return;
  const source = { host: new URL(c.req.url).host, userAgent: c.req.header('User-Agent') ?? '' };
  const event = { pagePath: CART_PATH, pageType: PageType.SHOW_CART, itemIds: [entry.itemId], variantId: entry.sku || undefined };
  await recordServerEvent(c.get('storefront'), source, 'RemoveFromCart', event);
};

export const removeByForm = (c: Context<AppEnv>) => changeByForm(c, 'REMOVE_ITEM_FAILED', (entryId) => removeFromCart(c.get('storefront'), entryId), removedFromCart(c));
