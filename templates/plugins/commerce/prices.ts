// Price formatters (reference `product-price`, `subscription-price`,
// `from-price`, `normal-price`, `sale-price`, §4.12): the price block of a
// product, and legacy integer-cents amounts. Texts go through `message`,
// money prints in the legacy style or, with the CLDR flag, as currency.
import { localeOf } from '../../i18n/locale';
import { formatMoney, parseMoneyArgs } from '../../i18n/money';
import type { MoneyArgs } from '../../i18n/money';
import { numberFormat } from '../../i18n/intl';
import { formatExact } from '../../i18n/exact-format';
import { shift } from '../../i18n/number';
import { child, truthy } from '../../values';
import type { Env, Formatter } from '../registry';
import { seen } from '../scope';
import { escapeAttribute } from '../escape';
import { message, presentText } from './context';
import {
  contentOf,
  currentPrice,
  hasVariedPrices,
  highestPrice,
  isOnSale,
  isSubscribable,
  lowestInStockPrice,
  lowestPrice,
  moneyOf,
  pricesVary,
  productType,
  ProductType,
  salePrice,
  variantsOf,
} from './product';
import type { Money } from './product';
import { billingOf, subscriptionPattern } from './subscription';

/** The product type code of items that are no product at all; other unknown codes price at 0. */
const UNDEFINED_TYPE = -1;

/** Legacy amounts: the decimal × 100 as plain text (`19.99` -> `1999`, `12.345` -> `1234.5`). */
function legacyCents(money: Money): string {
  // Amounts are mostly whole cents (`22.00`), whose text is their digits without the point:
  // Intl prints the same, but formatting a decimal string measured two percent of a product page.
  const whole = WHOLE_CENTS.exec(money.amount);
  if (whole !== null) return `${whole[1]}${(whole[2] ?? '').padEnd(2, '0')}`.replace(LEADING_ZEROS, '') || '0';
  return numberFormat('en-US', CENTS).format(shift(money.amount, 2) as Intl.StringNumericLiteral);
}

/** Unsigned, at most two decimals and short enough for any number format to print every digit. */
const WHOLE_CENTS = /^(?=\.?\d)(\d{0,12})(?:\.(\d{0,2}))?$/;
const LEADING_ZEROS = /^0+/;

const LEGACY: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const CENTS: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 20 };

const CLDR_FLAG = ['featureFlags', 'useCLDRMoneyFormat'];
const SITE_CLDR_FLAG = ['website', 'useCLDRMoneyFormat'];

/**
 * A price printer for one block: the native span, or CLDR currency when the
 * page asks for it. The reference's switch is `featureFlags.useCLDRMoneyFormat`;
 * this storefront's site setting `website.useCLDRMoneyFormat`
 * (schemas/site/site.ts) turns on the same path.
 */
function moneyPrinter(item: unknown, env: Env, args: MoneyArgs): (money: Money) => string {
  if (truthy(seen(item, env, CLDR_FLAG)) || truthy(seen(item, env, SITE_CLDR_FLAG))) {
    const locale = localeOf(env);
    return (money) => (locale ? formatMoney({ amount: money.amount, currency: money.currency }, args, locale) : '');
  }
  return (money) => `<span class="sqs-money-native">${formatExact(numberFormat('en-US', LEGACY), money.amount)}</span>`;
}

const HIDDEN = (label: string) => `<span class="visually-hidden v6-visually-hidden">${label}</span>`;

/** The sale case: sale and original labels with the two prices, each through the price pattern. */
function saleMarkup(item: unknown, env: Env, sale: string, original: string): string {
  const saleLabel = escapeAttribute(presentText(item, env, 'salePriceText', 'Sale Price:'));
  const originalLabel = escapeAttribute(presentText(item, env, 'originalPriceText', 'Original Price:'));
  return `${HIDDEN(saleLabel)}${sale} ${HIDDEN(originalLabel)}<span class="original-price">${original}</span>\n`;
}

function block(kind: string, inner: string): string {
  return `\n\n\n<div class="${kind}">\n${inner}\n</div>`;
}

const FROM_TEXT = 'from {fromPrice}';

/** The from-price case: the from-price text with the lowest price in. */
function fromText(item: unknown, env: Env, lowest: string): string {
  return message(env, presentText(item, env, 'productPriceFromText', FROM_TEXT), { fromPrice: lowest, price: lowest });
}

function productPrice(item: unknown, env: Env, args: MoneyArgs): string {
  if (productType(item) === UNDEFINED_TYPE) return block('product-price', '');
  const money = moneyPrinter(item, env, args);
  const varied = hasVariedPrices(item);
  let pattern = '{price}';
  const extra: Record<string, unknown> = {};
  if (isSubscribable(item)) {
    const billing = billingOf(child(contentOf(item), 'subscriptionPlan'));
    if (!billing) return block('product-price', `${presentText(item, env, 'productPriceUnavailable', 'Unavailable')}\n`);
    const wording = subscriptionPattern(billing, varied);
    pattern = presentText(item, env, wording.key, wording.text);
    Object.assign(extra, wording.args);
  }
  const text = (price: string) => message(env, pattern, { ...extra, price, fromPrice: price });
  if (varied) {
    const lowest = money(lowestPrice(item));
    const from = isSubscribable(item) ? text(lowest) : fromText(item, env, lowest);
    return block('product-price', `${from}\n`);
  }
  if (isOnSale(item)) return block('product-price', saleMarkup(item, env, text(money(salePrice(item))), text(money(highestPrice(item)))));
  return block('product-price', text(money(highestPrice(item))));
}

/**
 * The storefront's price block (`in-stock-price`): like `product-price`, but
 * variants priced differently (by their money, not only the legacy fields)
 * show "from" the lowest price a shopper can buy now, that of the variants in
 * stock (all of them when every one is sold out). The reference's
 * `product-price` takes the lowest or highest of all variants, sold out or not.
 */
function inStockPrice(item: unknown, env: Env, args: MoneyArgs): string {
  if (isSubscribable(item) || !pricesVary(item)) return productPrice(item, env, args);
  return block('product-price', `${fromText(item, env, moneyPrinter(item, env, args)(lowestInStockPrice(item)))}\n`);
}

/** The first pricing option of the variant with the lowest current price. */
function subscriptionPrice(item: unknown, env: Env, args: MoneyArgs): string {
  const type = productType(item);
  const variants = variantsOf(item);
  let cheapest: unknown = variants[0];
  for (const variant of variants) if (currentPrice(variant).value < currentPrice(cheapest).value) cheapest = variant;
  const options = child(cheapest, 'pricingOptions');
  if ((type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) || !Array.isArray(options) || options.length === 0) {
    return block('subscription-price', '');
  }
  const first: unknown = options[0];
  const money = moneyPrinter(item, env, args);
  const price = (m: Money) => message(env, '{price}', { price: money(m) });
  if (hasVariedPrices(item)) {
    const from = money(currentPrice(first));
    return block('subscription-price', `${fromText(item, env, from)}\n`);
  }
  if (truthy(child(first, 'onSale'))) {
    return block('subscription-price', saleMarkup(item, env, price(moneyOf(child(first, 'salePriceMoney'))), price(moneyOf(child(first, 'priceMoney')))));
  }
  return block('subscription-price', price(moneyOf(child(first, 'priceMoney'))));
}

const cents = (pick: (item: unknown) => Money): Formatter => ({ pure: true, format: (value) => legacyCents(pick(value)) });

export const priceFormatters: Record<string, Formatter<unknown>> = {
  'product-price': { prepare: parseMoneyArgs, format: (value, args: MoneyArgs, env) => productPrice(value, env, args) },
  'in-stock-price': { prepare: parseMoneyArgs, format: (value, args: MoneyArgs, env) => inStockPrice(value, env, args) },
  'subscription-price': { prepare: parseMoneyArgs, format: (value, args: MoneyArgs, env) => subscriptionPrice(value, env, args) },
  'from-price': cents(lowestPrice),
  'normal-price': cents(highestPrice),
  'sale-price': cents(salePrice),
};
