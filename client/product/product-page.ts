import { fromPriceVariant, hasVariedPrices } from '../../schemas/commerce/availability';
import { fill } from '../../schemas/messages/page-script';
import { messages } from '../page-script-messages';
import { moneyCurrency, moneyToCents } from '../../schemas/commerce/money-cents';
import { resetButton, showSoldOut } from '../add-to-cart/button';
import { clearAlert } from '../add-to-cart/button-state';
import { bindInstallments, type ShowInstallments } from './installments';
import { showLiveStock } from './live-stock';
import { money } from '../storefront';
import { readJson } from './read-json';
import { chooseVariant, type ChoosableVariant, type Choice } from './variant-choice';

/** Each product's installments pill, re-priced as variants are chosen. */
const installments = new WeakMap<HTMLElement, ShowInstallments>();

const price = (amount: NonNullable<ChoosableVariant['priceMoney']>) => money(moneyToCents(amount), moneyCurrency(amount));

/**
 * Before a variant is chosen (or once a choice is undone), a product whose
 * variants differ in price shows "from" the cheapest variant in stock, by the
 * variants as the live stock left them: a page cached before a sale or a
 * restock names the price that can be paid now. Subscriptions keep the
 * engine's own wording.
 */
function showFromPrice(article: HTMLElement, element: Element | null): void {
  const variants = readJson<ChoosableVariant[]>(article.dataset.variants, []);
  const product = { productType: Number(article.dataset.productType), variants };
  if (!element || article.dataset.subscribable === 'true' || !hasVariedPrices(product)) return;
  const cheapest = fromPriceVariant(product);
  const paid = cheapest && (cheapest.onSale && cheapest.salePriceMoney ? cheapest.salePriceMoney : cheapest.priceMoney);
  if (paid) element.textContent = fill(messages.PRICE_FROM, { fromPrice: price(paid) });
}

function showPrice(element: Element | null, variant: ChoosableVariant): void {
  if (!element || !variant.priceMoney) return;
  const current = document.createElement('span');
  current.className = 'product-price-current';
  const onSale = variant.onSale && variant.salePriceMoney;
  current.textContent = price(onSale ? variant.salePriceMoney! : variant.priceMoney);
  const parts: Node[] = [current];
  if (onSale) {
    const original = document.createElement('span');
    original.className = 'original-price';
    original.textContent = price(variant.priceMoney);
    parts.push(document.createTextNode(' '), original);
  }
  element.replaceChildren(...parts);
}

/** Shows the scarcity message and restock form of the chosen variant only. */
function showVariantFragments(article: Element, choice: Choice): void {
  const attributes = choice.kind === 'variant' ? JSON.stringify(choice.variant.attributes) : null;
  for (const scarcity of article.querySelectorAll<HTMLElement>('.product-scarcity[data-variant-attributes]')) {
    const shown = attributes !== null && JSON.stringify(readJson(scarcity.dataset.variantAttributes, {})) === attributes;
    // A message with nothing to count now (client/product/live-stock.ts) stays hidden.
    scarcity.hidden = !shown || scarcity.dataset.scarce === 'false';
  }
  const soldOutSku = choice.kind === 'variant' && !choice.inStock ? choice.variant.sku : null;
  for (const restock of article.querySelectorAll<HTMLElement>('.product-restock-notification[data-variant-id]')) {
    restock.hidden = restock.dataset.variantId !== soldOutSku;
  }
}

/**
 * The button follows the choice (spec section 4): the chosen variant's sku
 * goes into its form, a sold-out variant reads 'Sold Out' and is disabled, and
 * a completed choice clears 'Select Option' and its message at once.
 */
function updateButton(button: HTMLElement, choice: Choice): void {
  const sku = button.closest('form')?.querySelector<HTMLInputElement>('input[name="sku"]');
  if (sku) sku.value = choice.kind === 'variant' ? choice.variant.sku : '';
  if (choice.kind === 'incomplete') return;
  clearAlert(button);
  // An add under way keeps its own states; only the prompt to choose ends here.
  if (button.dataset.state === 'select-option') resetButton(button);
  showSoldOut(button, choice.kind === 'variant' && !choice.inStock);
}

function currentChoice(article: HTMLElement, options: readonly string[]): Choice {
  const chosen: Record<string, string> = {};
  for (const select of article.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]')) {
    chosen[select.dataset.variantOptionName ?? ''] = select.value;
  }
  // The variants are read each time: the live stock rewrites them (live-stock.ts).
  return chooseVariant(Number(article.dataset.productType), readJson<ChoosableVariant[]>(article.dataset.variants, []), options, chosen);
}

function update(article: HTMLElement, choice: Choice): void {
  const button = article.querySelector<HTMLElement>('.sqs-add-to-cart-button');
  const availability = article.querySelector('[data-availability]');
  if (choice.kind === 'variant') showPrice(article.querySelector('.product-price'), choice.variant);
  else if (choice.kind === 'incomplete') showFromPrice(article, article.querySelector('.product-price'));
  if (button) updateButton(button, choice);
  if (availability) availability.textContent = choice.kind === 'unavailable' ? messages.FALLBACK_UNAVAILABLE : choice.kind === 'variant' && !choice.inStock ? messages.FALLBACK_SOLD_OUT : '';
  showVariantFragments(article, choice);
  installments.get(article)?.(choice.kind === 'variant' ? choice.variant : null);
}

/**
 * Binds one product's choices (a product page's article, or the quick view):
 * variant selects and the installments pill (a quantity out of bounds is
 * kept as typed and refused when the visitor adds: client/add-to-cart/flow.ts). The element
 * carries data-product-type and data-variants. Returns what redraws the
 * parts that follow a completed choice.
 */
export function bindProduct(article: HTMLElement): () => void {
  const options = [...article.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]')].map((select) => select.dataset.variantOptionName ?? '');
  article.addEventListener('change', (event) => {
    const target = event.target as Element;
    if (target.matches('select[data-variant-option-name]')) update(article, currentChoice(article, options));
  });
  const pill = bindInstallments(article, readJson<ChoosableVariant[]>(article.dataset.variants, []));
  if (pill) installments.set(article, pill);
  article.dataset.productReady = 'true';
  return () => {
    const choice = currentChoice(article, options);
    if (choice.kind === 'incomplete') showFromPrice(article, article.querySelector('.product-price'));
    else update(article, choice);
  };
}

/** Binds the product detail pages the templates rendered, and shows them with the live stock. */
export function bindProductPages(): void {
  const bindAll = () =>
    document.querySelectorAll<HTMLElement>('[data-product-detail]').forEach((article) => {
      void showLiveStock(article, bindProduct(article));
    });
  // The page body streams in after the head's script may already run: wait until the document is complete.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', bindAll, { once: true });
  else bindAll();
}
