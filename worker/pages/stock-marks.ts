import { isProductItem, scarcityCount, type MerchandisingContext, type ProductContent } from '../../schemas';
import { messagesFor } from '../../schemas/messages';
import type { PageContext } from './page-context';

/** The product detail being rewritten, and how many of its scarcity messages went by. */
interface Current {
  product: ProductContent;
  merchandising: MerchandisingContext | undefined;
  scarcityViews: number;
}

/**
 * A cached page may be older than the stock, so the client redraws the
 * stock-driven parts of each product detail from the stock call
 * (client/product/live-stock.ts). This leaves it what it needs on the
 * engine's markup, which stays the reference's: the sold-out badge's words on
 * the product, and on each scarcity message its text and whether it shows by
 * default. A message whose count is sold out or unlimited now is hidden, as
 * no 'Only 0 left!' may show.
 */
export function stockMarks(rewriter: HTMLRewriter, data: PageContext): HTMLRewriter {
  const products = new Map<string, ProductContent>();
  for (const item of [...(data.items ?? []), ...(data.item ? [data.item] : [])]) {
    if (isProductItem(item)) products.set(item.id, item.structuredContent);
  }
  let current: Current | null = null;
  const { FALLBACK_SOLD_OUT } = messagesFor(data.website.language);
  return rewriter
    .on('[data-product-detail][data-item-id]', {
      element(article) {
        const itemId = article.getAttribute('data-item-id') ?? '';
        const product = products.get(itemId);
        if (!product) return;
        const merchandising = data.productMerchandisingContext[itemId];
        article.setAttribute('data-sold-out-text', merchandising?.customSoldOutText || FALLBACK_SOLD_OUT);
        current = { product, merchandising, scarcityViews: 0 };
        article.onEndTag(() => {
          current = null;
        });
      },
    })
    .on('[data-product-detail] .product-scarcity', {
      element(message) {
        const view = current?.merchandising?.scarcityTemplateViews[current.scarcityViews++];
        if (!current?.merchandising || !view) return;
        message.setAttribute('data-scarcity-text', current.merchandising.scarcityText ?? '');
        if (current.merchandising.scarcityShownByDefault && Object.keys(view.attributes).length === 0) message.setAttribute('data-scarcity-shown-by-default', '');
        const count = scarcityCount(current.product, view.attributes);
        if (count !== null && count > 0) return;
        message.setAttribute('hidden', '');
        message.setAttribute('data-scarce', 'false');
      },
    });
}
