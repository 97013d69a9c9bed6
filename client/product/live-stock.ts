import { isOnSale, isSoldOut, scarcityCount, scarcityMessage, type ProductLike } from '../../schemas/commerce/availability';
import { messages } from '../page-script-messages';
import { showSoldOut } from '../add-to-cart/button';
import { fetchStock } from '../api';
import { element } from '../dom';
import { readJson } from './read-json';
import type { ChoosableVariant } from './variant-choice';

/** 'sold out' (in the store's words) first, else 'sale', else no badge (spec section 2). */
export function statusMark(product: ProductLike, soldOutText = messages.FALLBACK_SOLD_OUT): HTMLElement | null {
  if (isSoldOut(product)) return element('div', { class: 'product-mark sold-out' }, soldOutText);
  return isOnSale(product) ? element('div', { class: 'product-mark sale' }, messages.FALLBACK_SALE) : null;
}

/** The badge redrawn where the engine put it. */
function showStatus(article: HTMLElement, product: ProductLike): void {
  const marks = [...article.querySelectorAll<HTMLElement>('.product-mark.sold-out, .product-mark.sale')];
  const container = article.querySelector<HTMLElement>('[data-product-status]') ?? marks[0]?.parentElement;
  if (!container) return;
  const mark = statusMark(product, article.dataset.soldOutText);
  marks.forEach((old) => old.remove());
  if (mark) container.append(mark);
}

/**
 * Each scarcity message counts the live stock; one with nothing to count
 * (sold out, unlimited) hides. A message for chosen attributes shows only
 * once they are chosen (product-page.ts); the others as the store set them.
 */
function showScarcity(article: HTMLElement, product: ProductLike): void {
  for (const message of article.querySelectorAll<HTMLElement>('.product-scarcity[data-scarcity-text]')) {
    const attributes = readJson<Record<string, string>>(message.dataset.variantAttributes, {});
    const text = scarcityMessage(message.dataset.scarcityText ?? '', scarcityCount(product, attributes));
    message.dataset.scarce = String(text !== null);
    if (text === null) message.hidden = true;
    else {
      message.textContent = text;
      if (message.dataset.variantAttributes === undefined) message.hidden = message.dataset.scarcityShownByDefault === undefined;
    }
  }
}

/**
 * A product page may be served from a cache older than the stock: the stock
 * call (the numbers the cart enforces) redraws the badge, the scarcity
 * messages and the button, then `redrawChoice` the parts that follow the
 * chosen variant. Without an answer the page stays as it was rendered.
 */
export async function showLiveStock(article: HTMLElement, redrawChoice: () => void): Promise<void> {
  const itemId = article.dataset.itemId;
  if (!itemId) return;
  const levels = await fetchStock(itemId).then(
    (answer) => answer.results,
    () => null,
  );
  if (!levels) return;
  const bySku = new Map(levels.map((level) => [level.sku, level]));
  const variants = readJson<ChoosableVariant[]>(article.dataset.variants, []).map((variant) => {
    const level = bySku.get(variant.sku);
    return level ? { ...variant, qtyInStock: level.qtyInStock, unlimited: level.unlimited } : variant;
  });
  article.dataset.variants = JSON.stringify(variants);
  const product = { productType: Number(article.dataset.productType), variants };
  showStatus(article, product);
  showScarcity(article, product);
  const button = article.querySelector<HTMLElement>('.sqs-add-to-cart-button');
  // An add under way keeps its own states and message; its answer speaks for the stock.
  if (!button?.dataset.state) {
    if (button) showSoldOut(button, isSoldOut(product));
    redrawChoice();
  }
  article.dataset.stock = 'live';
}
