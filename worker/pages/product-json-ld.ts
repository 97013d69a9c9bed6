import {
  fractionDigits,
  hasVariedPrices,
  isSoldOut,
  moneyCurrency,
  moneyToCents,
  ProductType,
  type Money,
  type ProductItem,
  type Variant,
} from '../../schemas';

/** What a shopper pays for the variant: the sale price while it is on sale. */
function variantPrice(variant: Variant): Money | undefined {
  return variant.onSale && variant.salePriceMoney ? variant.salePriceMoney : variant.priceMoney;
}

function decimal(money: Money): string {
  const digits = fractionDigits(moneyCurrency(money));
  return (moneyToCents(money) / 10 ** digits).toFixed(digits);
}

/** Schema.org `Product` for search engines, priced the way the page shows it. */
export function productJsonLd(item: ProductItem, url: string, imageUrl: string | undefined): Record<string, unknown> {
  const product = item.structuredContent;
  const prices = (product.productType === ProductType.DIGITAL && product.priceMoney ? [product.onSale && product.salePriceMoney ? product.salePriceMoney : product.priceMoney] : product.variants.map(variantPrice))
    .filter((money): money is Money => money !== undefined)
    .sort((a, b) => moneyToCents(a) - moneyToCents(b));
  const availability = `https://schema.org/${isSoldOut(product) ? 'OutOfStock' : 'InStock'}`;
  const currency = prices[0] ? moneyCurrency(prices[0]) : undefined;
  const offers =
    prices.length === 0
      ? undefined
      : hasVariedPrices(product)
        ? { '@type': 'AggregateOffer', lowPrice: decimal(prices[0]), highPrice: decimal(prices.at(-1)!), priceCurrency: currency, offerCount: prices.length, availability, url }
        : { '@type': 'Offer', price: decimal(prices[0]), priceCurrency: currency, availability, url };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.title,
    description: item.excerpt || undefined,
    image: imageUrl,
    sku: product.variants[0]?.sku,
    url,
    offers,
  };
}
