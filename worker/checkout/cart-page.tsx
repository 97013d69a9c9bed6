import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PageType } from '../../schemas';
import { translated } from '../../schemas/messages';
import { messagesFor } from '../../schemas/messages';
import { emptyCart, visitorCheckout } from '../cart/visitor-cart';
import type { AppEnv } from '../env';
import { privatePage } from '../pages/private-page';
import { CartPageBody } from './cart-page-body';
import { entryProducts, productsOf, shopPath } from './entry-products';

/** What went wrong with one entry, as the hydrated page would show it beside the entry. */
export interface EntryProblem {
  entryId: string;
  /** A cart string key of the catalogue ('Unable to update quantity') and the reason in English, both said in the site's language. */
  failure: 'UPDATE_QUANTITY_FAILED' | 'REMOVE_ITEM_FAILED';
  reason: string;
}

/** The /cart page of spec section 2 for this visitor; a change refused without scripts shows beside its entry. */
export async function cartPage(c: Context<AppEnv>, problem?: EntryProblem, status: ContentfulStatusCode = 200): Promise<Response> {
  const store = c.get('site');
  const [open, settings] = await Promise.all([visitorCheckout(c), store.settings()]);
  const cart = open?.checkout.shoppingCart ?? (await emptyCart(c));
  const itemIds = cart.entries.map((entry) => entry.itemId);
  const [products, shopUrl] = await Promise.all([productsOf(store, itemIds), shopPath(store, itemIds)]);
  const messages = messagesFor(settings?.website.language);
  const data = {
    cart,
    products: entryProducts(products),
    minimumSubtotalCents: settings?.websiteSettings.storeSettings.minimumOrderSubtotal ?? null,
    shopUrl,
    errors: problem ? { [problem.entryId]: `${messages[problem.failure]}: ${translated(problem.reason, messages)}` } : {},
  };
  return privatePage(c, messages.CART_TITLE, PageType.SHOW_CART, <CartPageBody data={data} messages={messages} />, status);
}
