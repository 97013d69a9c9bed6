// The related-products block (templates/plugins/related-products.ts) and the
// events of spec section 7 it is for: RelatedProductDisplay once the block
// is seen, RelatedProductClick for a product followed from it, and
// RelatedProductAddToCart for a product added to the cart from its quick view.
import { ADD_TO_CART_DOM_EVENT, type AddToCartDetail } from '../../schemas/census/census';
import { recordAnalyticsEvent } from '../analytics-event';

const BLOCK = '[data-related-products]';
const PRODUCT = '[data-related-product]';
/** Seen: a quarter of the block in the window. */
const SEEN_RATIO = 0.25;

const itemIds = (block: Element) => [...block.querySelectorAll<HTMLElement>(PRODUCT)].map((product) => product.dataset.itemId ?? '');

export function bindRelatedProducts(blocks: readonly HTMLElement[]): void {
  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries.filter((candidate) => candidate.isIntersecting)) {
        seen.unobserve(entry.target);
        recordAnalyticsEvent({ event: 'RelatedProductDisplay', itemIds: itemIds(entry.target) });
      }
    },
    { threshold: SEEN_RATIO },
  );
  blocks.forEach((block) => seen.observe(block));

  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`${BLOCK} ${PRODUCT} a[href]`);
    const product = link?.closest<HTMLElement>(PRODUCT);
    if (product) recordAnalyticsEvent({ event: 'RelatedProductClick', itemIds: [product.dataset.itemId ?? ''] });
  });

  // A product's quick view is opened from the block, and an add from it reported by the add flow when it succeeds.
  const opened = new Set<string>();
  document.addEventListener('click', (event) => {
    const quickView = (event.target as Element | null)?.closest?.(`${BLOCK} ${PRODUCT} .sqs-product-quick-view-button`);
    const product = quickView?.closest<HTMLElement>(PRODUCT);
    if (product?.dataset.itemId) opened.add(product.dataset.itemId);
  });
  window.addEventListener(ADD_TO_CART_DOM_EVENT, (event) => {
    const { outcome, itemId, sku } = (event as CustomEvent<AddToCartDetail>).detail ?? {};
    if (!opened.delete(itemId) || outcome !== 'success') return;
    recordAnalyticsEvent({ event: 'RelatedProductAddToCart', itemIds: [itemId], variantId: sku || undefined });
  });
}
