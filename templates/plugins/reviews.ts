// Reviews family: `{item|reviews-block}` renders a product's reviews and
// `{item|reviews-summary}` its rating linked to them, from what the publisher
// put on the product (`reviews`, newest first, and `reviewSummary`: count and
// average; schemas/commerce/reviews.ts). Words come from the catalogue in the
// execution's locale, numbers and dates in its format.
import { fill, type Messages } from '../../schemas/messages';
import { REVIEW_RATING_MAX } from '../../schemas/commerce/reviews';
import reviewsBlock from '../fragments/reviews/reviews-block';
import reviewsSummary from '../fragments/reviews/reviews-summary';
import { localeOf, messagesOf } from '../i18n/locale';
import { child, isObject, toText } from '../values';
import { fragment } from './fragment';
import type { Env, Formatter, PluginFamily } from './registry';

const block = fragment(reviewsBlock);
const summary = fragment(reviewsSummary);

/** '★★★★☆': whole stars out of five, for the eye; the words say the number. */
const stars = (rating: number) => {
  const whole = Math.min(REVIEW_RATING_MAX, Math.max(0, Math.round(rating)));
  return '★'.repeat(whole) + '☆'.repeat(REVIEW_RATING_MAX - whole);
};

function formats(env: Env) {
  const locale = localeOf(env) ?? 'en-US';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    number: (value: number) => number.format(value),
    day: (date: string) => {
      const at = new Date(`${date}T00:00:00Z`);
      return Number.isNaN(at.getTime()) ? date : day.format(at);
    },
  };
}

const countLabel = (count: number, messages: Messages) => (count === 1 ? messages.REVIEWS_COUNT_ONE : fill(messages.REVIEWS_COUNT, { count }));

/** What both fragments read of a product; null for anything that is not one. */
function viewOf(item: unknown, env: Env) {
  if (!isObject(item) || typeof item.id !== 'string') return null;
  const messages = messagesOf(env);
  const format = formats(env);
  const reviews = Array.isArray(item.reviews) ? item.reviews.filter(isObject) : [];
  const count = Number(child(item.reviewSummary, 'count')) || 0;
  const average = Number(child(item.reviewSummary, 'averageRating')) || 0;
  return {
    itemId: item.id,
    anchor: `reviews-${item.id}`,
    title: messages.REVIEWS_TITLE,
    count,
    countLabel: countLabel(count, messages),
    stars: stars(average),
    averageLabel: count > 0 ? fill(messages.REVIEWS_AVERAGE, { average: format.number(average) }) : null,
    emptyLabel: messages.REVIEWS_EMPTY,
    reviews: reviews.map((review) => {
      const rating = Number(review.rating) || 0;
      return {
        author: toText(review.author),
        title: toText(review.title) || null,
        body: toText(review.body),
        date: toText(review.date),
        dateText: format.day(toText(review.date)),
        stars: stars(rating),
        ratingLabel: fill(messages.REVIEW_RATING, { rating }),
        verifiedLabel: review.verifiedPurchase === true ? messages.REVIEW_VERIFIED : null,
      };
    }),
  };
}

const ofProduct = (render: (view: NonNullable<ReturnType<typeof viewOf>>, env: Env) => string): Formatter<unknown> => ({
  format: (value, _args, env) => {
    const view = viewOf(value, env);
    return view ? render(view, env) : '';
  },
});

export const reviewPlugins: PluginFamily = {
  formatters: {
    'reviews-block': ofProduct((view, env) => block(env, view)),
    'reviews-summary': ofProduct((view, env) => (view.count > 0 ? summary(env, view) : '')),
  },
};
