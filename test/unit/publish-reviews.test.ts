// Reviews and related products as the publisher attaches them to products
// (scripts/publish/product-extras.ts), and what it refuses.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteFolder } from '../../scripts/publish/site-folder';
import { siteKeys, type ProductItem } from '../../schemas';
import { scratchFolders } from './scratch-folders';

const { demoCopy } = scratchFolders();
const publishedAt = new Date('2026-05-01T12:00:00Z');

const review = (rating: number, date: string, extra: Record<string, unknown> = {}) => ({ author: 'Ada', rating, title: 'Good', body: 'Does what it says.', date, verifiedPurchase: true, ...extra });

async function publishedProduct(dir: string, itemId: string): Promise<ProductItem> {
  const { websiteId, entries, errors } = await readSiteFolder(dir, { publishedAt });
  expect(errors).toEqual([]);
  return JSON.parse(entries.find((entry) => entry.key === siteKeys.item(websiteId!, itemId))!.value);
}

const writeJson = (dir: string, file: string, value: unknown) => writeFile(path.join(dir, file), JSON.stringify(value));

describe('publishing reviews', () => {
  it('puts each product’s reviews on it, newest first, with their count and average to one decimal', async () => {
    const dir = await demoCopy();
    await writeJson(dir, 'reviews/stoneware-mug.json', {
      productId: 'item-mug',
      reviews: [review(5, '2026-01-09'), review(4, '2026-03-02', { author: 'Bo' }), review(4, '2026-02-11', { title: undefined, verifiedPurchase: undefined })],
    });
    const mug = await publishedProduct(dir, 'item-mug');
    expect(mug.reviewSummary).toEqual({ count: 3, averageRating: 4.3 });
    expect(mug.reviews!.map((entry) => [entry.date, entry.rating])).toEqual([
      ['2026-03-02', 4],
      ['2026-02-11', 4],
      ['2026-01-09', 5],
    ]);
    // Fields left out take their defaults: no title, not a verified purchase.
    expect(mug.reviews![1]).toEqual({ author: 'Ada', rating: 4, title: '', body: 'Does what it says.', date: '2026-02-11', verifiedPurchase: false });
    // A product nobody reviewed says so.
    expect((await publishedProduct(dir, 'item-tote')).reviewSummary).toEqual({ count: 0, averageRating: 0 });
  });

  it('refuses a review out of range or incomplete, with the file and the path to it', async () => {
    const dir = await demoCopy();
    const reviews = [
      review(6, '2026-01-01'),
      review(0, '2026-01-01'),
      review(4.5, '2026-01-01'),
      { ...review(3, '2026-01-01'), author: '  ' },
      { ...review(3, '2026-01-01'), body: '' },
      review(3, '2026-13-01'),
      review(3, 'yesterday'),
      { ...review(3, '2026-01-01'), stars: 3 },
      { rating: 3, date: '2026-01-01' },
    ];
    await writeJson(dir, 'reviews/candle.json', { productId: 'item-candle', reviews });
    const { errors } = await readSiteFolder(dir, { publishedAt });
    expect(errors.map((error) => [error.file, error.path])).toEqual([
      ['reviews/candle.json', 'reviews.0.rating'],
      ['reviews/candle.json', 'reviews.1.rating'],
      ['reviews/candle.json', 'reviews.2.rating'],
      ['reviews/candle.json', 'reviews.3.author'],
      ['reviews/candle.json', 'reviews.4.body'],
      ['reviews/candle.json', 'reviews.5.date'],
      ['reviews/candle.json', 'reviews.6.date'],
      ['reviews/candle.json', 'reviews.7'],
      ['reviews/candle.json', 'reviews.8.author'],
      ['reviews/candle.json', 'reviews.8.body'],
    ]);
  });

  it('refuses reviews of an unknown product, of a post, a second file for one product, one dated after the publish, and reviews written into the item', async () => {
    const dir = await demoCopy();
    await writeJson(dir, 'reviews/ghost.json', { productId: 'item-ghost', reviews: [review(5, '2026-01-01')] });
    await writeJson(dir, 'reviews/post.json', { productId: 'post-slow-mornings', reviews: [review(5, '2026-01-01')] });
    await writeJson(dir, 'reviews/tee-again.json', { productId: 'item-tee', reviews: [review(5, '2026-01-01')] });
    await writeJson(dir, 'reviews/vase.json', { productId: 'item-vase', reviews: [review(5, '2026-01-01'), review(4, '2026-05-02')] });
    const throwFile = path.join(dir, 'items/14-wool-throw.json');
    const throwItem = JSON.parse(await readFile(throwFile, 'utf8'));
    await writeFile(throwFile, JSON.stringify({ ...throwItem, reviews: [review(5, '2026-01-01')] }));
    const { errors } = await readSiteFolder(dir, { publishedAt });
    expect(errors).toEqual([
      { file: 'reviews/ghost.json', path: 'productId', message: 'no product with id "item-ghost" in items/' },
      { file: 'reviews/post.json', path: 'productId', message: '"post-slow-mornings" is not a product' },
      { file: 'reviews/tee-again.json', path: 'productId', message: 'the reviews of "item-tee" are already in reviews/organic-cotton-tee.json' },
      { file: 'reviews/vase.json', path: 'reviews.1.date', message: '2026-05-02 is after the day of this publish (2026-05-01)' },
      { file: 'items/14-wool-throw.json', path: 'reviews', message: 'is made by the publisher from reviews/: write reviews there, one file per product' },
    ]);
  });
});

describe('publishing related products', () => {
  it('relates the products sharing the most tags first, then those of the same collection, four at most', async () => {
    const mug = await publishedProduct('sites/demo', 'item-mug');
    // The mug is ceramics and kitchen: the vase and workshop share ceramics, the napkins, spoon, coffee and course kitchen.
    expect(mug.relatedProductIds).toHaveLength(4);
    const shop = JSON.parse(await readFile('sites/demo/collections/shop.json', 'utf8'));
    expect(shop.id).toBe('shop');
    const sharing = ['item-napkins', 'item-coffee', 'item-spoon', 'item-vase', 'item-workshop', 'item-course'];
    expect(mug.relatedProductIds!.every((id) => sharing.includes(id))).toBe(true);
    expect(mug.relatedProductIds).not.toContain('item-mug');
  });

  it('keeps the products an item names, and refuses one that is not another product', async () => {
    const dir = await demoCopy();
    const file = path.join(dir, 'items/04-beeswax-candle.json');
    const candle = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...candle, relatedProductIds: ['item-mug', 'item-tee'] }));
    expect((await publishedProduct(dir, 'item-candle')).relatedProductIds).toEqual(['item-mug', 'item-tee']);
    await writeFile(file, JSON.stringify({ ...candle, relatedProductIds: ['item-mug', 'item-candle', 'item-nowhere'] }));
    const { errors } = await readSiteFolder(dir, { publishedAt });
    expect(errors).toEqual([
      { file: 'items/04-beeswax-candle.json', path: 'relatedProductIds.1', message: 'no other product with id "item-candle" in items/' },
      { file: 'items/04-beeswax-candle.json', path: 'relatedProductIds.2', message: 'no other product with id "item-nowhere" in items/' },
    ]);
  });
});
