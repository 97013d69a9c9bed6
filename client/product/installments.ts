import { formatMoney } from '../../schemas/currency';
import { moneyCurrency, moneyToCents } from '../../schemas/money-cents';
import { ProductType } from '../../schemas/product-type';
import type { ChoosableVariant } from './variant-choice';

// Spec section 9: by default 4 interest-free payments of the price divided by 4.
const PAYMENTS = 4;

function priceOf(variant: ChoosableVariant): ChoosableVariant['priceMoney'] {
  return variant.onSale && variant.salePriceMoney ? variant.salePriceMoney : variant.priceMoney;
}

/**
 * The pay-in-installments pill with its info dialog (spec sections 2 and 4),
 * shown only for physical products that are not subscriptions. The dialog
 * closes on its button, Escape (native) or a click outside it.
 */
export function bindInstallments(article: HTMLElement, variants: readonly ChoosableVariant[]): void {
  const pill = article.querySelector<HTMLElement>('[data-installments]');
  const price = variants[0] && priceOf(variants[0]);
  if (!pill || !price || Number(article.dataset.productType) !== ProductType.PHYSICAL || article.dataset.subscribable === 'true') return;
  const currency = moneyCurrency(price);
  const amount = formatMoney(Math.round(moneyToCents(price) / PAYMENTS), currency);

  const text = document.createElement('span');
  text.textContent = `or ${PAYMENTS} interest-free payments of ${amount}`;
  const info = document.createElement('button');
  info.type = 'button';
  info.className = 'installments-info';
  info.textContent = 'Learn more';
  const dialog = document.createElement('dialog');
  dialog.className = 'installments-dialog';
  const body = document.createElement('p');
  body.textContent = `Pay ${formatMoney(moneyToCents(price), currency)} in ${PAYMENTS} interest-free payments of ${amount}, every two weeks.`;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => dialog.close());
  dialog.append(body, close);
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  info.addEventListener('click', () => dialog.showModal());
  pill.replaceChildren(text, ' ', info, dialog);
  pill.hidden = false;
}
