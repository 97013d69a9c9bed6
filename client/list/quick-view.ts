import { productOptions, QUANTITY_MAX, QUANTITY_MIN, showsQuantityInput } from '../../schemas/commerce/add-to-cart-rules';
import { fromPriceVariant, isSoldOut } from '../../schemas/commerce/availability';
import { fill } from '../../schemas/messages/page-script';
import { messages } from '../page-script-messages';
import { moneyCurrency, moneyToCents, type MoneyFields } from '../../schemas/commerce/money-cents';
import { recordQuickView } from '../api';
import { element } from '../dom';
import { openModalDialog } from '../modal-dialog';
import { bindProduct } from '../product/product-page';
import { statusMark } from '../product/live-stock';
import type { ChoosableVariant } from '../product/variant-choice';
import { money, storefront } from '../storefront';
import { CART_ENTRIES_API, SUBSCRIPTION_API } from '../../schemas/site/paths';

const FORM_ID = 'quick-view-form';

/** The part of a product item the quick view shows (the page context's items). */
interface QuickViewItem {
  id: string;
  title: string;
  fullUrl: string;
  items?: { assetUrl?: string; altText?: string }[];
  structuredContent: {
    productType: number;
    variants: ChoosableVariant[];
    variantOptionOrdering?: string[];
    isSubscribable?: boolean;
    productSubscriptionOptions?: { id: string }[];
    additionalFieldsForm?: unknown;
    useCustomAddButtonText?: boolean;
    customAddButtonText?: string;
  };
}

let pageItems: Promise<QuickViewItem[]> | undefined;

/** The products this page shows, its related products among them, from its own JSON context (`?format=json`, cacheable like the page). */
function itemsOfPage(): Promise<QuickViewItem[]> {
  pageItems ??= fetch(`${location.pathname}?format=json`, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : { items: [] }))
    .then((context: { items?: QuickViewItem[]; item?: QuickViewItem; relatedProducts?: QuickViewItem[] }) => [
      ...(context.items ?? []),
      ...(context.item ? [context.item] : []),
      ...(context.relatedProducts ?? []),
    ]);
  return pageItems;
}

const priceText = (price: MoneyFields | undefined) => (price ? money(moneyToCents(price), moneyCurrency(price)) : '');

function variantSelects(item: QuickViewItem): HTMLElement[] {
  const { variants, variantOptionOrdering } = item.structuredContent;
  return productOptions({ variants, variantOptionOrdering }).map((option) => {
    const values = [...new Set(variants.map((variant) => variant.attributes[option]).filter(Boolean))];
    const select = element(
      'select',
      { 'data-variant-option-name': option, name: `option:${option}`, form: FORM_ID, 'aria-label': fill(messages.SELECT_OPTION_PROMPT, { option }) },
      element('option', { value: '' }, fill(messages.SELECT_OPTION_PROMPT, { option })),
      ...values.map((value) => element('option', { value }, value)),
    );
    return element('label', { class: 'variant-option' }, element('span', { class: 'variant-option-title' }, option), select);
  });
}

function addLabel(item: QuickViewItem): string {
  const content = item.structuredContent;
  if (content.useCustomAddButtonText && content.customAddButtonText) return content.customAddButtonText;
  return content.isSubscribable ? messages.SUBSCRIBE_LABEL : messages.ADD_TO_CART_LABEL;
}

/** The same add-to-cart form the Worker gives a product page (worker/pages/add-to-cart-forms.ts). */
function addToCartForm(item: QuickViewItem): HTMLFormElement {
  const content = item.structuredContent;
  const [only, ...others] = content.variants;
  const sku = only && others.length === 0 && Object.keys(only.attributes).length === 0 ? only.sku : '';
  const hidden = (name: string, value: string) => element('input', { type: 'hidden', name, value });
  const soldOut = isSoldOut(content);
  const label = soldOut ? messages.SOLD_OUT_LABEL : addLabel(item);
  const button = element('button', { type: 'submit', class: 'sqs-add-to-cart-button', 'data-item-id': item.id, 'data-original-label': addLabel(item) }, element('span', { class: 'sqs-add-to-cart-button-inner' }, label));
  if (soldOut) button.disabled = true;
  if (content.additionalFieldsForm) button.dataset.form = JSON.stringify(content.additionalFieldsForm);
  const form = element(
    'form',
    { id: FORM_ID, method: 'post', action: content.isSubscribable ? SUBSCRIPTION_API : CART_ENTRIES_API, class: 'add-to-cart-form', 'data-add-to-cart-form': '', 'data-product-name': item.title, novalidate: '' },
    hidden('crumb', ''),
    hidden('itemId', item.id),
    hidden('sku', sku),
    button,
  );
  const option = content.productSubscriptionOptions?.[0]?.id;
  if (content.isSubscribable && option) form.append(hidden('subscriptionOptionId', option));
  return form;
}

function quantityInput(item: QuickViewItem): HTMLElement | null {
  const content = item.structuredContent;
  const shown = showsQuantityInput({ ...content, subscribable: content.isSubscribable === true }, storefront().multipleQuantityAllowedForServices);
  if (!shown) return null;
  const input = element('input', { type: 'number', name: 'quantity', form: FORM_ID, min: String(QUANTITY_MIN), max: String(QUANTITY_MAX), step: '1', value: '1', size: '4', 'aria-label': messages.CART_QUANTITY });
  return element('label', { class: 'product-quantity-input' }, `${messages.CART_QUANTITY} `, input);
}

/**
 * The price as the page shows it where the quick view was opened (the
 * engine's price block: "from" the cheapest in stock, or the sale price
 * beside the struck-through original), else the cheapest variant's.
 */
function shownPrice(item: QuickViewItem, shown: Element | null): HTMLElement {
  const block = shown?.querySelector('.product-price');
  if (block) return block.cloneNode(true) as HTMLElement;
  const cheapest = fromPriceVariant(item.structuredContent);
  return element('div', { class: 'product-price' }, priceText(cheapest?.onSale && cheapest.salePriceMoney ? cheapest.salePriceMoney : cheapest?.priceMoney));
}

function quickView(item: QuickViewItem, shown: Element | null): HTMLDialogElement {
  const content = item.structuredContent;
  const image = item.items?.[0];
  const mark = statusMark(content, shown?.closest<HTMLElement>('[data-sold-out-text]')?.dataset.soldOutText);
  const summary = element(
    'div',
    { class: 'quick-view-summary', 'data-product-type': String(content.productType), 'data-variants': JSON.stringify(content.variants) },
    ...(mark ? [mark] : []),
    element('h2', { id: 'quick-view-title' }, item.title),
    shownPrice(item, shown),
    element('p', { class: 'product-availability', 'data-availability': '', 'aria-live': 'polite' }),
    ...variantSelects(item),
    ...[quantityInput(item)].filter((node): node is HTMLElement => node !== null),
    addToCartForm(item),
    element('a', { class: 'quick-view-details', href: item.fullUrl }, messages.VIEW_FULL_DETAILS),
  );
  const close = element('button', { type: 'button', class: 'quick-view-close', 'aria-label': messages.CLOSE_LABEL }, '×');
  const dialog = element(
    'dialog',
    { class: 'quick-view', 'aria-labelledby': 'quick-view-title', 'data-add-to-cart-surface': 'quick view' },
    close,
    element('div', { class: 'quick-view-body' }, image?.assetUrl ? element('img', { src: image.assetUrl, alt: image.altText ?? '', width: '400', height: '400' }) : '', summary),
  );
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  bindProduct(summary);
  return dialog;
}

/**
 * Quick view (spec sections 2 and 7): the product in a lightbox with its
 * variants, quantity and the same add flow as its page, opened from
 * `trigger` (client/list/quick-view-trigger.ts binds the buttons).
 */
export async function openQuickView(trigger: HTMLElement): Promise<void> {
  if (document.querySelector('dialog.quick-view')) return;
  const id = trigger.dataset.id ?? '';
  const item = (await itemsOfPage()).find((candidate) => candidate.id === id);
  if (!item) return console.warn('quick view: no product', id);
  recordQuickView(id);
  const dialog = quickView(item, trigger.closest('[data-item-id]'));
  openModalDialog(dialog, () => undefined);
  dialog.querySelector<HTMLElement>('select, input[name="quantity"], button[type="submit"]:not([disabled]), .quick-view-close')?.focus();
}
