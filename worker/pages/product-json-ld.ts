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

/** How many of the newest reviews the head names one by one; the rating counts them all. */
const REVIEWS_IN_HEAD = 10;

/** The product's reviews as schema.org reads them: the aggregate rating and the newest reviews; nothing without any. */
function reviewsJsonLd(item: ProductItem): Record<string, unknown> {
  if (!item.reviewSummary?.count || !item.reviews) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: item.reviewSummary.averageRating, reviewCount: item.reviewSummary.count, bestRating: 5, worstRating: 1 },
    review: item.reviews.slice(0, REVIEWS_IN_HEAD).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date,
      name: review.title || undefined,
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** Schema.org `Product` for search engines, priced the way the page shows it, with its reviews. */
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
    ...reviewsJsonLd(item),
  };
}
