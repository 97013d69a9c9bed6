import * as z from 'zod';
import { IdSchema } from '../site/ids';

// Product reviews (spec sections 1 and 2): published with the site from its
// `reviews/` folder, one file per product, and shown by the engine's reviews
// block. Shoppers cannot write one yet; the owner publishes what they have.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

export const ReviewSchema = z.lazy(() => z.strictObject({
  author: z.string().trim().min(1).max(100),
  /** Whole stars, 1 to 5. */
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  title: z.string().trim().max(200).default(''),
  body: z.string().trim().min(1).max(5000),
  /** The day it was written, YYYY-MM-DD. */
  date: z.iso.date(),
  /** The author bought the product from this store. */
  verifiedPurchase: z.boolean().default(false),
}));
export type Review = z.infer<typeof ReviewSchema>;

/** `reviews/{name}.json` of a site folder: one product's reviews. */
export const ProductReviewsFileSchema = z.lazy(() => z.strictObject({
  productId: IdSchema,
  reviews: z.array(ReviewSchema).max(1000),
}));

/** What templates and the head's structured data read of a product's reviews: how many, and their average to one decimal. */
export const ReviewSummarySchema = z.lazy(() => z.object({
  count: z.number().int().min(0),
  averageRating: z.number().min(0).max(REVIEW_RATING_MAX),
}));
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export function reviewSummary(reviews: readonly Pick<Review, 'rating'>[]): ReviewSummary {
  if (reviews.length === 0) return { count: 0, averageRating: 0 };
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { count: reviews.length, averageRating: Math.round((total / reviews.length) * 10) / 10 };
}

/** Newest first, as the reviews block lists them; a day's reviews keep the order they were written in. */
export function newestFirst<T extends Pick<Review, 'date'>>(reviews: readonly T[]): T[] {
  return reviews.map((review, index) => ({ review, index })).sort((a, b) => b.review.date.localeCompare(a.review.date) || a.index - b.index).map(({ review }) => review);
}
