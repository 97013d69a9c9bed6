import { compile, execute } from '../../templates';
import { centsToDecimal, type CurrencyCode, type ProductItem } from '../../schemas';

// The engine's product-price formatter words a subscription's billing (spec
// section 9: 'every month', 'every 2 weeks for 12 weeks'); checkout reuses it.
const SUBSCRIPTION_PRICE = compile('{item|product-price}');

const TAG = /<[^>]*>/g;

/**
 * A subscription line's billing in the engine's words, for the amount the
 * line bills each period, e.g. '$38.00 every month'; null for a product that
 * is not a subscription. The engine prices products, so it is handed the
 * product's plan priced at that amount.
 */
export function billingWording(product: ProductItem, amountCents: number, currency: CurrencyCode, locale: string): string | null {
  const { productType, isSubscribable, subscriptionPlan } = product.structuredContent;
  if (!isSubscribable || !subscriptionPlan) return null;
  const priceMoney = { value: centsToDecimal(amountCents, currency), currency };
  const item = {
    structuredContent: { productType, isSubscribable, subscriptionPlan, variants: [{ sku: product.id, priceMoney, onSale: false, unlimited: true }] },
  };
  const { output } = execute(SUBSCRIPTION_PRICE, { item, website: { useCLDRMoneyFormat: true } }, { locale });
  // The engine escapes what it prints; money and the wording hold no markup characters, so the text is the words.
  return output.replace(TAG, '').replace(/\s+/g, ' ').trim() || null;
}
