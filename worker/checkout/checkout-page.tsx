import { checkoutValues, PageType, type CheckoutValues } from '../../schemas';
import { CART_EMPTY, CHECKOUT_LINK_UNKNOWN } from '../../schemas/messages';
import { cartStub, readCartId } from '../cart/cart-cookie';
import type { CartCheckout } from '../cart/cart-object';
import { storeRules } from '../cart/prepare-entry';
import { shippingCountries } from '../cart/shipping';
import { visitorCheckout } from '../cart/visitor-cart';
import { messagePage, privatePage } from '../render/private-page';
import type { PageAnswer } from '../render/stream-page';
import { payments } from '../services/payments';
import type { Storefront } from '../storefront';
import { hasGiftCard, type FieldProblems } from './checkout-problems';
import { CheckoutView, type PaymentChoice } from './checkout-view';
import { tokenCheckout } from './direct-purchase';
import { cartLines, productsOf } from './entry-products';

/** The cart a checkout is for: the one a checkout link names, else the visitor's own; never a purchased one. */
export async function checkoutTarget(storefront: Storefront, cartToken: string | undefined): Promise<{ cartId: string; checkout: CartCheckout } | null> {
  if (cartToken === undefined) return visitorCheckout(storefront);
  const checkout = await tokenCheckout(storefront, cartToken);
  return checkout && !checkout.shoppingCart.isPurchased ? { cartId: cartToken, checkout } : null;
}

/**
 * Whether the order for this checkout's cart was placed already: a second
 * "Place order" (a double click, a resend) that lost to the first is told
 * the order is being placed, not that the cart is empty.
 */
export async function alreadyPlaced(storefront: Storefront, cartToken: string | undefined): Promise<boolean> {
  if (cartToken !== undefined) return (await tokenCheckout(storefront, cartToken))?.shoppingCart.isPurchased === true;
  const cartId = await readCartId(storefront);
  return cartId !== null && (await cartStub(storefront, cartId).cart())?.isPurchased === true;
}

/** How this Worker takes payments, as the checkout form offers them. */
function paymentChoice({ env }: Storefront): PaymentChoice {
  const setup = payments(env);
  if (setup.kind === 'unavailable') return { cardField: null, testMethods: [], unavailable: true };
  const cardField = setup.kind === 'card' ? { publishableKey: setup.provider.cardField.publishableKey, scriptUrl: setup.provider.cardField.scriptUrl } : null;
  return { cardField, testMethods: setup.provider.testMethods, unavailable: false };
}

/** A failed attempt to place the order, shown again with what was typed (else what the cart kept). */
export interface Attempt {
  values?: CheckoutValues;
  problems?: FieldProblems;
  message: string;
  status: number;
}

/** The checkout page of the cart `cartToken` names (the visitor's own without one), with a failed attempt's values and problems. */
export async function checkoutPage(storefront: Storefront, cartToken: string | undefined, attempt?: Attempt): Promise<PageAnswer | null> {
  const target = await checkoutTarget(storefront, cartToken);
  if (!target) return cartToken !== undefined ? messagePage(storefront, 'Checkout', CHECKOUT_LINK_UNKNOWN, 404) : messagePage(storefront, 'Checkout', CART_EMPTY, 200);
  const { shoppingCart: cart, details } = target.checkout;
  if (cart.entries.length === 0) return messagePage(storefront, 'Checkout', CART_EMPTY, 200);
  const [settings, products, { language, messages }] = await Promise.all([
    storefront.settings(),
    productsOf(storefront.content, cart.entries.map((entry) => entry.itemId)),
    storefront.locale(),
  ]);
  const countries = settings ? shippingCountries(storeRules(settings).shippingRules) : [];
  const values = attempt?.values ?? checkoutValues(details);
  const view = (
    <CheckoutView
      cart={cart}
      lines={cartLines(cart, products, language)}
      values={{ ...values, country: values.country || (cart.shippingLocation?.country ?? '') }}
      problems={attempt?.problems ?? {}}
      message={attempt?.message}
      crumb={storefront.visitor.crumb}
      cartToken={cartToken}
      countries={countries}
      giftCard={hasGiftCard(cart)}
      payment={paymentChoice(storefront)}
      language={language}
      messages={messages}
    />
  );
  return privatePage(storefront, messages.CHECKOUT_LABEL, PageType.CHECKOUT, view, attempt?.status ?? 200);
}
