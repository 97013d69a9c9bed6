// Formatters that print a product's prices: the product-price and
// subscription-price fragments, and the bare amounts in minor units
// (from-price, normal-price, sale-price) that templates compute with.
import { FALLBACK_UNAVAILABLE } from '../../../schemas/messages';
import priceBlockSource from '../../fragments/commerce/price-block';
import type { Env, Formatter } from '../registry';
import { localized } from './context';
import { fragment } from '../fragment';
import { moneyMarkup, usesCldrMoney } from './money';
import type { Amount } from './money';
import { fromPrice, lowestSalePrice, normalPrice, priceShown, subscriptionPriceShown } from './prices';
import type { PriceShown } from './prices';
import { isSellable, isSubscribable, productOf } from './product';
import type { Product } from './product';
import { billingOf, withBilling } from './subscription';

const priceBlock = fragment(priceBlockSource);

function renderBlock(env: Env, block: string, shown: PriceShown | undefined, word = (markup: string) => markup): string {
  if (!shown) return priceBlock(env, null, { block });
  const cldr = usesCldrMoney(env);
  const price = (amount: Amount) => word(moneyMarkup(env, amount, cldr));
  const args = shown.kind === 'sale' ? { sale: { price: price(shown.price), original: price(shown.original) } } : { [shown.kind]: price(shown.price) };
  return priceBlock(env, null, { block, ...args });
}

function productPrice(env: Env, product: Product): string {
  const block = 'product-price';
  if (!isSellable(product)) return renderBlock(env, block, undefined);
  if (!isSubscribable(product)) return renderBlock(env, block, priceShown(product));
  const billing = billingOf(product.content.subscriptionPlan);
  if (!billing) return priceBlock(env, null, { block, unavailable: localized(env, 'productPriceUnavailable', FALLBACK_UNAVAILABLE) });
  return renderBlock(env, block, priceShown(product), (markup) => withBilling(env, billing, markup));
}

/** Amounts in minor units; 0 when the product has none. */
const cents = (pick: (product: Product) => Amount | undefined): Formatter => ({
  format(value) {
    const product = productOf(value);
    return (product && pick(product)?.cents) ?? 0;
  },
});

export const priceFormatters: Record<string, Formatter<unknown>> = {
  // A value that is no product at all prints nothing; a product the store cannot sell, an empty block.
  'product-price': {
    format(value, _args, env) {
      const product = productOf(value);
      return product ? productPrice(env, product) : '';
    },
  },
  'subscription-price': {
    format(value, _args, env) {
      const product = productOf(value);
      return product ? renderBlock(env, 'subscription-price', subscriptionPriceShown(product)) : '';
    },
  },
  'from-price': cents(fromPrice),
  'normal-price': cents(normalPrice),
  'sale-price': cents(lowestSalePrice),
};
