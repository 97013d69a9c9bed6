import { PageType } from '../../schemas';
import { storeRules } from '../cart/prepare-entry';
import { shippingCountries } from '../cart/shipping';
import { translated } from '../../schemas/messages';
import { emptyCart, visitorCheckout } from '../cart/visitor-cart';
import { shopPath } from '../content/shop-path';
import { privatePage } from '../render/private-page';
import type { PageAnswer } from '../render/stream-page';
import type { Storefront } from '../storefront';
import { CartPageBody } from './cart-page-body';
import { entryProducts, productsOf } from './entry-products';
import { estimateView, type EstimateAttempt } from './shipping-estimate';

/** What went wrong with one entry, as the hydrated page would show it beside the entry. */
export interface EntryProblem {
  entryId: string;
  /** A cart string key of the catalogue ('Unable to update quantity') and the reason in English, both said in the site's language. */
  failure: 'UPDATE_QUANTITY_FAILED' | 'REMOVE_ITEM_FAILED';
  reason: string;
}

/**
 * The /cart page of spec section 2 for this visitor; a change refused without
 * scripts shows beside its entry, an estimate not kept with its problems.
 */
export async function cartPage(storefront: Storefront, problem?: EntryProblem, status = 200, estimate?: EstimateAttempt): Promise<PageAnswer | null> {
  const { content } = storefront;
  const [open, settings, { language, messages }] = await Promise.all([visitorCheckout(storefront), storefront.settings(), storefront.locale()]);
  const cart = open?.checkout.shoppingCart ?? (await emptyCart(storefront));
  const itemIds = cart.entries.map((entry) => entry.itemId);
  const [products, shopUrl] = await Promise.all([productsOf(content, itemIds), shopPath(content, itemIds)]);
  const data = {
    cart,
    products: entryProducts(products),
    minimumSubtotalCents: settings?.websiteSettings.storeSettings.minimumOrderSubtotal ?? null,
    shopUrl,
    errors: problem ? { [problem.entryId]: `${messages[problem.failure]}: ${translated(problem.reason, messages)}` } : {},
    language,
    estimate: estimateView(cart, settings ? shippingCountries(storeRules(settings).shippingRules) : [], language, messages, estimate),
  };
  return privatePage(storefront, messages.CART_TITLE, PageType.SHOW_CART, <CartPageBody data={data} messages={messages} />, status);
}
