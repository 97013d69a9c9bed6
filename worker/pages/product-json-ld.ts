import {
  fractionDigits,
  hasEnoughStock,
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

/** How many of the newest reviews the structured data names one by one; the rating counts them all. */
const REVIEWS_NAMED = 10;

/** The product's reviews as schema.org reads them: the aggregate rating and the newest reviews; nothing without any. */
function reviewsJsonLd(item: ProductItem): Record<string, unknown> {
  if (!item.reviewSummary?.count || !item.reviews) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: item.reviewSummary.averageRating, reviewCount: item.reviewSummary.count, bestRating: 5, worstRating: 1 },
    review: item.reviews.slice(0, REVIEWS_NAMED).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date,
      name: review.title || undefined,
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

const availability = (inStock: boolean) => `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;

/**
 * One offer per variant (digital products: the one the item carries), priced
 * at what the shopper pays now and available by the live stock on the item,
 * so a restocked variant reads InStock as soon as it can be bought.
 */
function offersOf(product: ProductItem['structuredContent'], url: string): Record<string, unknown>[] {
  if (product.productType === ProductType.DIGITAL) {
    const price = product.onSale && product.salePriceMoney ? product.salePriceMoney : product.priceMoney;
    return price ? [{ '@type': 'Offer', price: decimal(price), priceCurrency: moneyCurrency(price), availability: availability(true), url }] : [];
  }
  return product.variants.flatMap((variant) => {
    const price = variantPrice(variant);
    if (!price) return [];
    const name = Object.values(variant.attributes).join(' / ');
    return [{ '@type': 'Offer', sku: variant.sku, ...(name ? { name } : {}), price: decimal(price), priceCurrency: moneyCurrency(price), availability: availability(hasEnoughStock(product, variant, 1)), url }];
  });
}

/** Schema.org `Product` for search engines: an offer per variant with its live availability, and the product's reviews. */
export function productJsonLd(item: ProductItem, url: string, imageUrl: string | undefined): Record<string, unknown> {
  const product = item.structuredContent;
  const offers = offersOf(product, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.title,
    description: item.excerpt || undefined,
    image: imageUrl,
    sku: product.variants[0]?.sku,
    url,
    offers: offers.length > 0 ? offers : undefined,
    ...reviewsJsonLd(item),
  };
}
