import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { CHECKOUT_PATH } from '../../client/cart-page/cart-view';
import { CART_COOKIE, HAS_CART_COOKIE, isRefusal, PageType, ProductType, type ShoppingCart } from '../../schemas';
import {
  CART_EMPTY,
  CHECKOUT_LINK_UNKNOWN,
  CHECKOUT_SESSION_MISSING,
  EXPRESS_CHECKOUT_FAILED_TITLE,
  GIFT_CARD_FAILED_TITLE,
  ITEM_NOT_FOUND,
  ORDER_NOT_FOUND,
} from '../../schemas/messages';
import { prepareEntry, productAndSettings } from '../cart/prepare-entry';
import { entryForms } from '../cart/entry-forms';
import { emptyCart, forgetCart, visitorCart } from '../cart/visitor-cart';
import { CartPageBody, CheckoutView, MessageView, ORDER_CONFIRMED_PATH, OrderConfirmedView } from '../checkout/checkout-views';
import { directPurchase, tokenCart } from '../checkout/direct-purchase';
import { placeOrder } from '../checkout/place-order';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { orderBook } from '../orders/order-book';
import { messagePage, privatePage as page } from '../pages/private-page';

export const checkoutPages = new Hono<AppEnv>();

checkoutPages.use(CHECKOUT_PATH, rateLimit);

checkoutPages.get('/cart', async (c) => {
  const [open, settings] = await Promise.all([visitorCart(c), c.get('site').settings()]);
  const cart = open?.cart ?? (await emptyCart(c));
  const minimumSubtotalCents = settings?.websiteSettings.storeSettings.minimumOrderSubtotal ?? null;
  const forms = await entryForms(c.get('site'), cart);
  return page(c, 'Cart', PageType.SHOW_CART, <CartPageBody data={{ cart, minimumSubtotalCents, forms }} />);
});

// Express checkout (spec section 4): straight to checkout, if the visitor has a cart to check out.
checkoutPages.get('/commerce/goto-checkout', (c) => {
  if (getCookie(c, CART_COOKIE) || getCookie(c, HAS_CART_COOKIE)) return c.redirect(CHECKOUT_PATH, 302);
  return messagePage(c, EXPRESS_CHECKOUT_FAILED_TITLE, CHECKOUT_SESSION_MISSING, 403);
});

/** The cart a checkout is for: the one a checkout link names, else the visitor's own. */
async function cartToCheckOut(c: Context<AppEnv>, cartToken: string | undefined): Promise<ShoppingCart | null> {
  if (cartToken !== undefined) {
    const cart = await tokenCart(c, cartToken);
    return cart && !cart.isPurchased ? cart : null;
  }
  return (await visitorCart(c))?.cart ?? null;
}

async function checkoutPage(c: Context<AppEnv>, cartToken: string | undefined, message?: string, status: ContentfulStatusCode = 200) {
  const cart = await cartToCheckOut(c, cartToken);
  if (!cart) return cartToken !== undefined ? messagePage(c, 'Checkout', CHECKOUT_LINK_UNKNOWN, 404) : emptyCheckout(c);
  if (cart.entries.length === 0) return emptyCheckout(c);
  const view = <CheckoutView cart={cart} crumb={c.get('crumb')} cartToken={cartToken} message={message} />;
  return page(c, 'Checkout', PageType.CHECKOUT, view, status);
}

const emptyCheckout = (c: Context<AppEnv>) => page(c, 'Checkout', PageType.CHECKOUT, <MessageView title="Checkout" message={CART_EMPTY} />);

checkoutPages.get(CHECKOUT_PATH, (c) => checkoutPage(c, c.req.query('cartToken')));

// Subscription checkout (spec section 2): the cart token comes from POST /api/3/commerce/cart/subscription.
checkoutPages.get(`${CHECKOUT_PATH}/subscribe`, (c) => checkoutPage(c, c.req.query('cartToken') ?? ''));

checkoutPages.post(CHECKOUT_PATH, async (c) => {
  const form = await c.req.parseBody();
  const cartToken = typeof form.cartToken === 'string' ? form.cartToken : undefined;
  const cart = await cartToCheckOut(c, cartToken);
  if (!cart) return cartToken !== undefined ? messagePage(c, 'Checkout', CHECKOUT_LINK_UNKNOWN, 404) : messagePage(c, 'Checkout', CART_EMPTY, 400);
  const result = await placeOrder(c, cart.id);
  if (!result.ok) return checkoutPage(c, cartToken, result.message, result.status);
  if (cartToken === undefined) forgetCart(c);
  return c.redirect(`${ORDER_CONFIRMED_PATH}/${result.order.id}`, 303);
});

checkoutPages.get(`${ORDER_CONFIRMED_PATH}/:orderId`, async (c) => {
  const order = await orderBook(c.env, c.get('websiteId')).order(c.req.param('orderId'));
  if (!order) return messagePage(c, 'Order', ORDER_NOT_FOUND, 404);
  return page(c, 'Order confirmed', PageType.ORDER_CONFIRMED, <OrderConfirmedView order={order} />);
});

const GiftCardQuerySchema = z.object({
  websiteId: z.string().min(1).max(64),
  giftCardProductId: z.string().min(1).max(64),
  sku: z.string().max(64).optional(),
});

/** Gift card checkout (spec section 2): one card of the chosen denomination, bought on its own. */
checkoutPages.get(`${CHECKOUT_PATH}/giftcard`, async (c) => {
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
