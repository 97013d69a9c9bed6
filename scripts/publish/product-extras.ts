// What the publisher adds to each product beside what the owner wrote in its
// item file: its reviews from the folder's `reviews/` with their summary, and
// the products the related-products block shows.
import path from 'node:path';
import { isProductItem, newestFirst, reviewSummary, type Item, type ProductItem, type Review } from '../../schemas';

/** A problem in a file of the folder, by the path inside it. */
export type Report = (file: string, at: string, message: string) => void;

/** One `reviews/*.json`, as the schema read it. */
export interface ReviewsFile {
  file: string;
  productId: string;
  reviews: Review[];
}

/** How many related products a product gets when its item file names none. */
export const RELATED_PRODUCTS = 4;

/**
 * Each product's reviews, newest first, by product id: a file must name a
 * product of the folder, a product has one file, and no review is dated after
 * the day of the publish (`today`, YYYY-MM-DD). While an item file cannot be
 * read (`allItemsRead` false, already reported), a product it may hold is not
 * called unknown.
 */
export function reviewsByProduct(files: readonly ReviewsFile[], items: readonly { file: string; item: Item }[], allItemsRead: boolean, today: string, report: Report): Map<string, Review[]> {
  const products = new Map(items.filter(({ item }) => isProductItem(item)).map(({ item }) => [item.id, item]));
  const byProduct = new Map<string, { file: string; reviews: Review[] }>();
  for (const { file, productId, reviews } of files) {
    if (!products.has(productId)) {
      const post = items.some(({ item }) => item.id === productId);
      if (post || allItemsRead) report(file, 'productId', post ? `"${productId}" is not a product` : `no product with id "${productId}" in items/`);
      continue;
    }
    const taken = byProduct.get(productId);
    if (taken) {
      report(file, 'productId', `the reviews of "${productId}" are already in reviews/${path.basename(taken.file)}`);
      continue;
    }
    const future = reviews.findIndex((review) => review.date > today);
    if (future >= 0) report(file, `reviews.${future}.date`, `${reviews[future].date} is after the day of this publish (${today})`);
    else byProduct.set(productId, { file, reviews: newestFirst(reviews) });
  }
  for (const { file, item } of items) {
    for (const field of ['reviews', 'reviewSummary'] as const) {
      if (isProductItem(item) && item[field] !== undefined) report(file, field, 'is made by the publisher from reviews/: write reviews there, one file per product');
    }
  }
  return new Map([...byProduct].map(([productId, { reviews }]) => [productId, reviews]));
}

/**
 * The products the related-products block shows beside `product`: those the
 * item file names (each must be another product of the folder), else up to
 * four others that share the most tags with it, then others of its
 * collection, in the collection's order.
 */
function relatedTo(file: string, product: ProductItem, products: readonly ProductItem[], report: Report): string[] {
  const named = product.relatedProductIds;
  if (named !== undefined) {
    const known = new Set(products.filter((other) => other.id !== product.id).map((other) => other.id));
    named.forEach((id, index) => known.has(id) || report(file, `relatedProductIds.${index}`, `no other product with id "${id}" in items/`));
    return named;
  }
  const shared = (other: ProductItem) => other.tags.filter((tag) => product.tags.includes(tag)).length;
  return products
    .filter((other) => other.id !== product.id && (shared(other) > 0 || other.collectionId === product.collectionId))
    .map((other, order) => ({ id: other.id, shared: shared(other), order }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, RELATED_PRODUCTS)
    .map(({ id }) => id);
}

/** The item as published: a product with its reviews, their summary and its related products; any other item as written. */
export function withProductExtras(items: readonly { file: string; item: Item }[], reviews: ReadonlyMap<string, Review[]>, report: Report) {
  const products = items.map(({ item }) => item).filter(isProductItem);
  return ({ file, item }: { file: string; item: Item }): Item => {
    if (!isProductItem(item)) return item;
    const own = reviews.get(item.id) ?? [];
    return { ...item, reviews: own, reviewSummary: reviewSummary(own), relatedProductIds: relatedTo(file, item, products, report) };
  };
}
