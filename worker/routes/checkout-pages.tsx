import { messagesFor } from '../../schemas/messages';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { CART_PATH, CHECKOUT_PATH, EXPRESS_CHECKOUT_PATH, GIFT_CARD_CHECKOUT_PATH, ORDER_CONFIRMED_PATH, SUBSCRIPTION_CHECKOUT_PATH } from '../../schemas/site/paths';
import {
  CART_COOKIE,
  CheckoutFormSchema,
  checkoutValues,
  detailsOf,
  HAS_CART_COOKIE,
  IdSchema,
  isRefusal,
  PageType,
  ProductType,
  SkuSchema,
  type CheckoutValues,
} from '../../schemas';
import {
  CART_EMPTY,
  CHECKOUT_IN_PROGRESS,
  CHECKOUT_LINK_UNKNOWN,
  CHECKOUT_SESSION_MISSING,
  EXPRESS_CHECKOUT_FAILED_TITLE,
  GIFT_CARD_FAILED_TITLE,
  ITEM_NOT_FOUND,
  ORDER_NOT_FOUND,
  REQUEST_UNREADABLE,
} from '../../schemas/messages';
import { cartStub, readCartId } from '../cart/cart-cookie';
import type { CartCheckout } from '../cart/cart-object';
import { prepareEntry, productAndSettings, storeRules } from '../cart/prepare-entry';
import { shippingCountries } from '../cart/shipping';
import { forgetCart, visitorCheckout } from '../cart/visitor-cart';
import { cartPage } from '../checkout/cart-page';
import { hasGiftCard, type FieldProblems } from '../checkout/checkout-problems';
import { CheckoutView } from '../checkout/checkout-view';
import { directPurchase, tokenCheckout } from '../checkout/direct-purchase';
import { cartLines, orderLines, productsOf, shopPath } from '../checkout/entry-products';
import { OrderConfirmedView } from '../checkout/order-view';
import { placeOrder } from '../checkout/place-order';
import { checkoutPricing } from '../checkout/pricing';
import { sendOrderMail } from '../checkout/receipts';
import type { AppEnv } from '../env';
import { rateLimit, rateLimitEvery } from '../middleware/rate-limit';
import { orderBook } from '../orders/order-book';
import { messagePage, privatePage } from '../pages/private-page';
import { paymentProvider } from '../services/payments';

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const checkoutPages = new Hono<AppEnv>();

checkoutPages.use(CHECKOUT_PATH, rateLimit);

checkoutPages.get(CART_PATH, (c) => cartPage(c));

// Express checkout (spec section 4): straight to checkout, if the visitor has a cart to check out.
checkoutPages.get(EXPRESS_CHECKOUT_PATH, (c) => {
  if (getCookie(c, CART_COOKIE) || getCookie(c, HAS_CART_COOKIE)) return c.redirect(CHECKOUT_PATH, 302);
  return messagePage(c, EXPRESS_CHECKOUT_FAILED_TITLE, CHECKOUT_SESSION_MISSING, 403);
});

/** The cart a checkout is for: the one a checkout link names, else the visitor's own; never a purchased one. */
async function checkoutTarget(c: Context<AppEnv>, cartToken: string | undefined): Promise<{ cartId: string; checkout: CartCheckout } | null> {
  if (cartToken === undefined) return visitorCheckout(c);
  const checkout = await tokenCheckout(c, cartToken);
  return checkout && !checkout.shoppingCart.isPurchased ? { cartId: cartToken, checkout } : null;
}

/**
 * Whether the order for this checkout's cart was placed already: a second
 * "Place order" (a double click, a resend) that lost to the first is told
 * the order is being placed, not that the cart is empty.
 */
async function alreadyPlaced(c: Context<AppEnv>, cartToken: string | undefined): Promise<boolean> {
  if (cartToken !== undefined) return (await tokenCheckout(c, cartToken))?.shoppingCart.isPurchased === true;
  const cartId = await readCartId(c);
  return cartId !== null && (await cartStub(c, cartId).cart())?.isPurchased === true;
}

/** A failed attempt to place the order, shown again with what was typed. */
interface Attempt {
  values: CheckoutValues;
  problems: FieldProblems;
  message: string;
  status: ContentfulStatusCode;
}

async function checkoutPage(c: Context<AppEnv>, cartToken: string | undefined, attempt?: Attempt) {
  const target = await checkoutTarget(c, cartToken);
  if (!target) return cartToken !== undefined ? messagePage(c, 'Checkout', CHECKOUT_LINK_UNKNOWN, 404) : messagePage(c, 'Checkout', CART_EMPTY, 200);
  const { shoppingCart: cart, details } = target.checkout;
  if (cart.entries.length === 0) return messagePage(c, 'Checkout', CART_EMPTY, 200);
  const store = c.get('site');
  const [settings, products] = await Promise.all([store.settings(), productsOf(store, cart.entries.map((entry) => entry.itemId))]);
  const countries = settings ? shippingCountries(storeRules(settings).shippingRules) : [];
  const values = attempt?.values ?? checkoutValues(details);
  const language = settings?.website.language ?? 'en-US';
  const messages = messagesFor(language);
  const view = (
    <CheckoutView
      cart={cart}
      lines={cartLines(cart, products, language)}
      values={{ ...values, country: values.country || (cart.shippingLocation?.country ?? '') }}
      problems={attempt?.problems ?? {}}
      message={attempt?.message}
      crumb={c.get('crumb')}
      cartToken={cartToken}
      countries={countries}
      giftCard={hasGiftCard(cart)}
      testMethods={paymentProvider(c.env).testMethods}
      language={language}
      messages={messages}
    />
  );
  return privatePage(c, messages.CHECKOUT_LABEL, PageType.CHECKOUT, view, attempt?.status ?? 200);
}

checkoutPages.get(CHECKOUT_PATH, (c) => checkoutPage(c, c.req.query('cartToken')));

// Subscription checkout (spec section 2): the cart token comes from POST /api/3/commerce/cart/subscription.
checkoutPages.get(SUBSCRIPTION_CHECKOUT_PATH, (c) => checkoutPage(c, c.req.query('cartToken') ?? ''));

checkoutPages.post(CHECKOUT_PATH, async (c) => {
  const parsed = CheckoutFormSchema.safeParse(await c.req.parseBody());
  if (!parsed.success) return messagePage(c, 'Checkout', REQUEST_UNREADABLE, 400);
  const form = parsed.data;
  const target = await checkoutTarget(c, form.cartToken);
  if (!target) {
    if (await alreadyPlaced(c, form.cartToken)) return messagePage(c, 'Checkout', CHECKOUT_IN_PROGRESS, 409);
    return form.cartToken !== undefined ? messagePage(c, 'Checkout', CHECKOUT_LINK_UNKNOWN, 404) : messagePage(c, 'Checkout', CART_EMPTY, 400);
  }

  if (form.intent === 'update') {
    const details = detailsOf(form);
    const saved = await cartStub(c, target.cartId).saveCheckout(details, ...(await checkoutPricing(c, details.couponCode)));
    if (!saved.ok) return messagePage(c, 'Checkout', CHECKOUT_IN_PROGRESS, 409);
    // What was typed stays with the cart, never in the URL.
    return c.redirect(form.cartToken === undefined ? CHECKOUT_PATH : `${CHECKOUT_PATH}?cartToken=${form.cartToken}`, 303);
  }

  const result = await placeOrder(c, target.cartId, form);
  if (!result.ok) return checkoutPage(c, form.cartToken, { values: form, problems: result.problems, message: result.message, status: result.status });
  if (form.cartToken === undefined) forgetCart(c);
  const website = (await c.get('site').settings())?.website;
  const language = website?.language ?? 'en-US';
  await sendOrderMail(c.env, result.order, { title: website?.siteTitle ?? '', language, messages: messagesFor(language) });
  return c.redirect(`${ORDER_CONFIRMED_PATH}/${result.order.id}`, 303);
});

checkoutPages.get(`${ORDER_CONFIRMED_PATH}/:orderId`, async (c) => {
  const orderId = c.req.param('orderId');
  const order = ORDER_ID.test(orderId) ? await orderBook(c.env, c.get('websiteId')).order(orderId) : null;
  if (!order) return messagePage(c, 'Order', ORDER_NOT_FOUND, 404);
  const store = c.get('site');
  const itemIds = order.items.map((line) => line.itemId);
  const [products, shopUrl, settings] = await Promise.all([productsOf(store, itemIds), shopPath(store, itemIds), store.settings()]);
  const language = settings?.website.language ?? 'en-US';
  const messages = messagesFor(language);
  const view = <OrderConfirmedView order={order} lines={orderLines(order, products)} shopUrl={shopUrl} language={language} messages={messages} />;
  return privatePage(c, messages.ORDER_CONFIRMED_TITLE, PageType.ORDER_CONFIRMED, view);
});

const GiftCardQuerySchema = z.object({
  websiteId: IdSchema,
  giftCardProductId: IdSchema,
  sku: SkuSchema.optional(),
});

/** Gift card checkout (spec section 2): one card of the chosen denomination, bought on its own. */
checkoutPages.get(GIFT_CARD_CHECKOUT_PATH, rateLimitEvery, async (c) => {
  const query = GiftCardQuerySchema.safeParse(c.req.query());
  const notSold = () => messagePage(c, GIFT_CARD_FAILED_TITLE, ITEM_NOT_FOUND, 404);
  if (!query.success || query.data.websiteId !== c.get('websiteId')) return notSold();
  const { giftCardProductId: itemId, sku = '' } = query.data;
  const found = await productAndSettings(c, itemId);
  if (!found || found.product.structuredContent.productType !== ProductType.GIFT_CARD) return notSold();
  const prepared = await prepareEntry(c, found.product, found.settings, { itemId, sku, quantity: 1, additionalFields: 'null' });
  if (isRefusal(prepared)) return messagePage(c, GIFT_CARD_FAILED_TITLE, prepared.message, 400);
  const purchase = await directPurchase(c, prepared);
  if (!purchase.ok) return notSold();
  return c.redirect(`${CHECKOUT_PATH}?cartToken=${purchase.cartToken}`, 303);
});
