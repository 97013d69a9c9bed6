// The mail an order sends, as placing it or settling its payment hands it
// over. The messages themselves (receipts.tsx: React's markup) load when the
// first order is mailed: a cold isolate needs none of them (#30).
import type { Order } from '../../schemas';
import { mailBrand } from '../services/mail';
import { siteLocale, type Storefront } from '../storefront';

/** The order's mail in the site's own words and looks, linking to the storefront at `origin` where the shopper paid. */
export async function mailOrder(shop: Pick<Storefront, 'env' | 'content' | 'log'>, order: Order, origin: string): Promise<void> {
  const settings = await shop.content.settings();
  const { language, messages } = siteLocale(settings);
  const { sendOrderMail } = await import('./receipts');
  await sendOrderMail(shop.env, order, { ...mailBrand(settings, origin, language), messages }, shop.log);
}
