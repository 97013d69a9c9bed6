import { ProductType, type ProductItem, type StockLevel } from '../../schemas';
import { cached, forgetCached, readSinceForgotten } from '../content/isolate-cache';
import type { Env } from '../env';
import { shareStockCopy, sharedStockCopy, type StockCopy } from './shared-stock-copy';
import type { StockChange, StockChangeResult, StockLine } from './stock-object';
import { objectStub } from '../storage/object-stub';

// Digital goods and gift cards are not stock-tracked, so they never touch a stock object.
export const isTracked = (product: ProductItem) =>
  product.structuredContent.productType !== ProductType.DIGITAL && product.structuredContent.productType !== ProductType.GIFT_CARD;

/** The stock as published in KV: the initial stock of each variant. */
export function publishedStock(product: ProductItem): StockLevel[] {
  const tracked = isTracked(product);
  return product.structuredContent.variants.map((variant) => ({
    sku: variant.sku,
    unlimited: !tracked || variant.unlimited,
    qtyInStock: variant.qtyInStock,
  }));
}

/**
 * A product's stock lives in `stockShards` objects of its website (one by
 * default), so a flash sale's reservations spread over several objects that
 * run in parallel. Shard 0 keeps the name a product's one object always had
 * and starts from the published stock; the others start empty and borrow
 * (`takeStock`), so raising a live product's shard count adds no stock. The
 * product's stock is the sum over its shards; lowering the count would leave
 * the dropped shards' units unsold (gather them first with the owner's call).
 */
const shardCount = (product: ProductItem) => (isTracked(product) ? product.structuredContent.stockShards : 1);

function shardStub(env: Env, websiteId: string, itemId: string, shard: number) {
  return objectStub(env.STOCK, shard === 0 ? `${websiteId}/${itemId}` : `${websiteId}/${itemId}#${shard}`, ['levels']);
}

/** What a shard starts from: shard 0 the published stock, the others none, so the shards together start from the published stock. */
function shardSeed(product: ProductItem, shard: number): StockLevel[] {
  const published = publishedStock(product);
  return shard === 0 ? published : published.map((level) => ({ ...level, qtyInStock: 0 }));
}

const shardsOf = (product: ProductItem) => Array.from({ length: shardCount(product) }, (_, shard) => shard);

/**
 * The shards other than `shard` in the order a short one asks them: shard 0
 * first, where the published stock starts and given-back units go, then the
 * rest from a random one on, so shards short at once do not all ask the same.
 */
function othersFrom(product: ProductItem, shard: number): number[] {
  const count = shardCount(product);
  const start = 1 + Math.floor(Math.random() * (count - 1));
  const rest = Array.from({ length: count - 1 }, (_, offset) => 1 + ((start - 1 + offset) % (count - 1)));
  return [0, ...rest].filter((other) => other !== shard);
}

/**
 * Moves up to each line's quantity (and some over, see StockObject.lend) from
 * the other shards into `shard`: the units moved. A unit lent is added back at
 * once; were the Worker to stop between the two calls it would be lost to the
 * product, the one way a shard's stock can go astray (never oversold).
 */
async function borrowInto(env: Env, websiteId: string, product: ProductItem, shard: number, lines: StockLine[]): Promise<number> {
  const needed = new Map<string, number>();
  for (const line of lines) needed.set(line.sku, (needed.get(line.sku) ?? 0) + line.quantity);
  let moved = 0;
  for (const other of othersFrom(product, shard)) {
    const wanted = [...needed].filter(([, quantity]) => quantity > 0).map(([sku, quantity]) => ({ sku, quantity }));
    if (wanted.length === 0) break;
    const lent = await shardStub(env, websiteId, product.id, other).lend(shardSeed(product, other), wanted, shardCount(product));
    if (lent.length === 0) continue;
    await shardStub(env, websiteId, product.id, shard).giveBack(shardSeed(product, shard), lent);
    for (const line of lent) {
      needed.set(line.sku, (needed.get(line.sku) ?? 0) - line.quantity);
      moved += line.quantity;
    }
  }
  return moved;
}

/** Moves every unit of `skus` the other shards hold into `shard`. */
function gatherInto(env: Env, websiteId: string, product: ProductItem, shard: number, skus: readonly string[]): Promise<number> {
  return borrowInto(env, websiteId, product, shard, skus.map((sku) => ({ sku, quantity: Number.MAX_SAFE_INTEGER })));
}

/** Each shard's own levels, in shard order. */
export function shardLevels(env: Env, websiteId: string, product: ProductItem): Promise<StockLevel[][]> {
  return Promise.all(shardsOf(product).map((shard) => shardStub(env, websiteId, product.id, shard).levels(shardSeed(product, shard))));
}

export async function liveStock(env: Env, websiteId: string, product: ProductItem): Promise<StockLevel[]> {
  if (!isTracked(product)) return publishedStock(product);
  const shards = await shardLevels(env, websiteId, product);
  // Whether a variant is unlimited is set on every shard alike (changeStock); the counts add up.
  return shards[0].map((level, index) => ({ ...level, qtyInStock: shards.reduce((total, levels) => total + levels[index].qtyInStock, 0) }));
}

/**
 * How long pages may show stock read from the stock objects before. Far
 * shorter than a CDN keeps the page (s-maxage=60) and the client redraws it
 * from the stock call; adds and checkouts always ask the stock object, which
 * enforces it.
 */
const PAGE_STOCK_TTL_MS = 1_000;
/** A busy page's copy is read anew by one view from half its life on, so no view finds it expired. */
const PAGE_STOCK_REFRESH_MS = 500;
/**
 * Each copy is read anew at its own moment within this much after, so the
 * isolates of a data center holding one reading do not all ask the stock
 * objects at once: the first shares its reading, and the others take it.
 */
const PAGE_STOCK_REFRESH_SPREAD_MS = 300;

const pageStockKey = (websiteId: string, itemId: string) => `stock ${websiteId}/${itemId}`;

/**
 * The data center's copy if it is fresh enough to start a copy of the
 * isolate's (read within the refresh time) and read after this isolate last
 * changed the stock, else the stock objects' levels, shared with the data
 * center's other isolates.
 */
async function dataCenterStock(env: Env, websiteId: string, product: ProductItem): Promise<StockCopy> {
  const shared = await sharedStockCopy(websiteId, product.id, PAGE_STOCK_REFRESH_MS);
  if (shared && readSinceForgotten(pageStockKey(websiteId, product.id), shared.readAt)) return shared;
  const readAt = Date.now();
  const copy = { levels: await liveStock(env, websiteId, product), readAt };
  await shareStockCopy(websiteId, product.id, copy);
  return copy;
}

/**
 * The live stock as a page shows it, never read from the stock objects more
 * than a second before: the isolate's copy, read anew between half a second
 * and 0.8 s, from the data center's copy or else the stock objects. A popular
 * page is asked for far more often than the stock objects are then read.
 */
export async function pageStock(env: Env, websiteId: string, product: ProductItem): Promise<StockLevel[]> {
  if (!isTracked(product)) return publishedStock(product);
  const ageing = { refreshAfterMs: PAGE_STOCK_REFRESH_MS + Math.random() * PAGE_STOCK_REFRESH_SPREAD_MS, readAt: (copy: StockCopy) => copy.readAt };
  const copy = await cached(pageStockKey(websiteId, product.id), PAGE_STOCK_TTL_MS, () => dataCenterStock(env, websiteId, product), ageing);
  return copy?.levels ?? publishedStock(product);
}

/**
 * Drops this isolate's copy of the product's stock, as the isolate is
 * changing it, so that its next view shows the change. The data center's copy
 * is left to age: dropping it at every sale would have a flash sale's
 * isolates read the stock objects for each other again.
 */
const forgetPageStock = (websiteId: string, product: ProductItem) => forgetCached(pageStockKey(websiteId, product.id));

/** The product with each variant's stock fields replaced by the live ones, for the availability rules. */
export function withLiveStock(product: ProductItem, levels: readonly StockLevel[]): ProductItem {
  const bySku = new Map(levels.map((level) => [level.sku, level]));
  const variants = product.structuredContent.variants.map((variant) => {
    const level = bySku.get(variant.sku);
    return level ? { ...variant, unlimited: level.unlimited, qtyInStock: level.qtyInStock } : variant;
  });
  return { ...product, structuredContent: { ...product.structuredContent, variants } };
}

/**
 * Rounds of gathering a short shard makes before it refuses. Units other
 * shards have lent but not yet added are briefly in neither, so a round that
 * finds nothing to borrow looks at the total, and while that suffices tries
 * the other shards themselves again.
 */
const BORROW_ROUNDS = 16;

/** Whether the shards together hold every line's quantity (or the sku is unlimited). */
async function enoughLeft(env: Env, websiteId: string, product: ProductItem, lines: StockLine[]): Promise<boolean> {
  const levels = new Map((await liveStock(env, websiteId, product)).map((level) => [level.sku, level]));
  return lines.every((line) => {
    const level = levels.get(line.sku);
    return level !== undefined && (level.unlimited || level.qtyInStock >= line.quantity);
  });
}

/**
 * Takes all `lines` of the product or none: the sku that fell short, or null.
 * The reservation goes to one shard, chosen at random. A shard short of it
 * has another shard take it instead, which lends the short shard its share of
 * what is left for the reservations after; when no one shard holds all the
 * lines, the short shard gathers units from the others until it does, so the
 * product refuses only when its shards together hold too little.
 */
export async function takeStock(env: Env, websiteId: string, product: ProductItem, lines: StockLine[]): Promise<string | null> {
  if (!isTracked(product)) return null;
  forgetPageStock(websiteId, product);
  const count = shardCount(product);
  const shard = Math.floor(Math.random() * count);
  const stub = (at: number) => shardStub(env, websiteId, product.id, at);
  const take = () => stub(shard).take(shardSeed(product, shard), lines);
  let short = await take();
  if (short === null || count === 1) return short;
  const takenElsewhere = async () => {
    for (const other of othersFrom(product, shard)) {
      const lent = await stub(other).takeAndLend(shardSeed(product, other), lines, count);
      if (lent === null) continue;
      if (lent.length > 0) await stub(shard).giveBack(shardSeed(product, shard), lent);
      return true;
    }
    return false;
  };
  if (await takenElsewhere()) return null;
  for (let round = 0; round < BORROW_ROUNDS; round++) {
    if ((await borrowInto(env, websiteId, product, shard, lines)) > 0) {
      short = await take();
      if (short === null) return null;
    } else if (!(await enoughLeft(env, websiteId, product, lines))) return short;
    else if (await takenElsewhere()) return null;
  }
  // Other reservations on this shard kept taking what it borrowed (seen on a loaded machine: 19 of 20 buyers
  // served from 60 units). Before refusing while the shards still hold enough, this shard gathers all they hold.
  if (!(await enoughLeft(env, websiteId, product, lines))) return short;
  await gatherInto(env, websiteId, product, shard, lines.map(({ sku }) => sku));
  return take();
}

/** Gives back what takeStock took. Any shard may hold it: shard 0, as the owner's changes gather there anyway. */
export async function giveBackStock(env: Env, websiteId: string, product: ProductItem, lines: StockLine[]): Promise<void> {
  if (!isTracked(product)) return;
  forgetPageStock(websiteId, product);
  await shardStub(env, websiteId, product.id, 0).giveBack(shardSeed(product, 0), lines);
}

/**
 * The owner's change to one variant of a tracked product, atomic with any
 * checkout taking stock on the same shard. Switching unlimited on or off is
 * made on every shard; a count (set or adjusted) is made on shard 0 once the
 * other shards have handed it their units, so it applies to the whole stock.
 * A sale that borrows from shard 0 between the two steps keeps its unit: a
 * count set then lands on shard 0 beside the units that sale's shard holds.
 */
export async function changeStock(env: Env, websiteId: string, product: ProductItem, sku: string, change: StockChange): Promise<StockChangeResult> {
  forgetPageStock(websiteId, product);
  const stub = (shard: number) => shardStub(env, websiteId, product.id, shard);
  if ('unlimited' in change) {
    const results = await Promise.all(shardsOf(product).map((shard) => stub(shard).change(shardSeed(product, shard), sku, change)));
    const changed = results.filter((result) => typeof result === 'object');
    if (changed.length < results.length) return results.find((result) => typeof result !== 'object')!;
    const total = (side: 'before' | 'after') => changed.reduce((sum, result) => sum + result[side].qtyInStock, 0);
    return { before: { ...changed[0].before, qtyInStock: total('before') }, after: { ...changed[0].after, qtyInStock: total('after') } };
  }
  await gatherInto(env, websiteId, product, 0, [sku]);
  return stub(0).change(shardSeed(product, 0), sku, change);
}
