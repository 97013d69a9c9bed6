// Reviews as data (issue #29): the demo's reviews/ published onto its products,
// aggregated into the product page's context, its JSON-LD and its reviews
// block; and the related products the page's context names, with live stock.
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { siteKeys, type ProductItem, type Review } from '../../schemas';
import { seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);
// A first product page compiles the demo's templates: seconds on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

interface ProductPageContext {
  item: ProductItem & { reviews: Review[]; reviewSummary: { count: number; averageRating: number } };
  relatedProducts: ProductItem[];
  cookieSettings: unknown;
}

const contextOf = async (path: string) => (await visit(`${path}?format=json`)).json<ProductPageContext>();

/** The demo's reviews of one product, as its folder holds them. */
function demoReviews(productId: string): Review[] {
  const item = inject('demoSite').find((entry) => entry.key === siteKeys.item('demo-website', productId));
  return (JSON.parse(item!.value) as { reviews: Review[] }).reviews;
}

function jsonLd(html: string): Record<string, unknown> {
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
}

describe('a product’s reviews', () => {
  it('are in its page’s context, newest first, with their count and average', async () => {
    const context = await contextOf('/shop/p/organic-cotton-tee');
    const ratings = demoReviews('item-tee').map((review) => review.rating);
    expect(context.item.reviewSummary).toEqual({ count: ratings.length, averageRating: Math.round((ratings.reduce((a, b) => a + b) / ratings.length) * 10) / 10 });
    expect(context.item.reviewSummary).toEqual({ count: 3, averageRating: 4.7 });
    expect(context.item.reviews.map((review) => review.date)).toEqual(['2026-04-20', '2026-03-14', '2026-02-02']);
    expect(Object.keys(context.item.reviews[0]).sort()).toEqual(['author', 'body', 'date', 'rating', 'title', 'verifiedPurchase']);
  });

  it('are named in the head’s structured data: the aggregate rating and each review', async () => {
    const data = jsonLd(await (await visit('/shop/p/organic-cotton-tee')).text());
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(data.review).toEqual(
      demoReviews('item-tee').map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.author },
        datePublished: review.date,
        ...(review.title ? { name: review.title } : {}),
        reviewBody: review.body,
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
    );
    const unreviewed = jsonLd(await (await visit('/shop/p/canvas-tote')).text());
    expect(unreviewed).not.toHaveProperty('aggregateRating');
    expect(unreviewed).not.toHaveProperty('review');
  });

  it('show in the reviews block and the rating linked to it, and a product without any says so', async () => {
    const html = await (await visit('/shop/p/organic-cotton-tee')).text();
    expect(html).toContain('<a class="product-reviews-vitals" href="#reviews-item-tee" data-reviews-vitals data-item-id="item-tee">');
    expect(html).toContain('<span class="product-reviews-average">Rated 4.7 out of 5</span> <span class="product-reviews-count">(3 reviews)</span>');
    expect(html).toContain('<details class="product-reviews-tab" data-reviews-tab>');
    expect(html.match(/<article class="review">/g)).toHaveLength(3);
    expect(html).toContain('<p class="review-rating" role="img" aria-label="5 out of 5">★★★★★</p>');
    expect(html).toContain('<time datetime="2026-03-14">Mar 14, 2026</time> <span class="review-verified">Verified purchase</span>');
    const tote = await (await visit('/shop/p/canvas-tote')).text();
    expect(tote).not.toContain('data-reviews-vitals');
    expect(tote).toContain('<span class="product-reviews-count">0 reviews</span>');
    expect(tote).toContain('<p class="product-reviews-empty">No reviews yet.</p>');
  });
});

describe('related products', () => {
  it('are the products the publish named, in the page’s context with their live stock, and in its block', async () => {
    const context = await contextOf('/shop/p/stoneware-mug');
    expect(context.relatedProducts.map((product) => product.id)).toEqual(context.item.relatedProductIds);
    expect(context.relatedProducts).toHaveLength(4);
    for (const related of context.relatedProducts) expect(related).not.toHaveProperty('merchandising');
    const html = await (await visit('/shop/p/stoneware-mug')).text();
    const block = /<section class="related-products" data-related-products[^>]*>(.*?)<\/section>/s.exec(html)![1];
    expect([...block.matchAll(/data-related-product data-item-id="([^"]+)"/g)].map((match) => match[1])).toEqual(context.item.relatedProductIds);
    // Each can be added from its quick view, which reads the page's context.
    for (const related of context.relatedProducts) expect(block).toContain(`<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${related.id}"`);
    // Posts have none.
    expect((await contextOf('/journal/five-rituals-for-slower-mornings')).relatedProducts).toBeUndefined();
  });
});
