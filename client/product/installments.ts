import { fromPriceVariant, isSoldOut } from '../../schemas/commerce/availability';
import {
  installmentsBrand,
  installmentsEligible,
  installmentsOffer,
  installmentsSupported,
  installmentsText,
  primaryLanguage,
} from '../../schemas/commerce/installments';
import { moneyCurrency, moneyToCents } from '../../schemas/commerce/money-cents';
import { element } from '../dom';
import { messages } from '../page-script-messages';
import { money, storefront } from '../storefront';
import type { ChoosableVariant } from './variant-choice';
import { INSTALLMENTS_MODAL_API } from '../../schemas/site/paths';

/** Shows the pill for the chosen variant, or for the product when nothing is chosen yet. */
export type ShowInstallments = (chosen: ChoosableVariant | null) => void;

const shopperLanguage = () => primaryLanguage(navigator.language || 'en');

function priceOf(variant: ChoosableVariant): ChoosableVariant['priceMoney'] {
  return variant.onSale && variant.salePriceMoney ? variant.salePriceMoney : variant.priceMoney;
}

/**
 * The modal's HTML comes from the installments service through the Worker
 * (worker/services/installments), chosen by the shopper's language and the
 * account's country; it is shown sandboxed, without scripts. A failure is a
 * warning only, and the pill stays.
 */
async function openModal(dialog: HTMLDialogElement): Promise<void> {
  if (!dialog.querySelector('iframe')) {
    try {
      const response = await fetch(`${INSTALLMENTS_MODAL_API}?language=${encodeURIComponent(shopperLanguage())}`, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { html } = (await response.json()) as { html: string };
      const frame = element('iframe', { class: 'installments-frame', title: messages.PAY_IN_INSTALLMENTS, sandbox: '' });
      frame.srcdoc = html;
      dialog.append(frame);
    } catch (error) {
      console.warn('installments modal not loaded', error);
      return;
    }
  }
  dialog.showModal();
}

function modal(): HTMLDialogElement {
  // The close button comes first and takes the focus: keys must reach this page, not the sandboxed frame.
  const close = element('button', { type: 'button', class: 'installments-close', autofocus: '' }, messages.CLOSE_LABEL);
  const dialog = element('dialog', { class: 'installments-dialog' }, close);
  close.addEventListener('click', () => dialog.close());
  // Spec section 4: the close button, Escape (native) or a click outside.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  return dialog;
}

/**
 * The pay-in-installments pill of spec sections 2, 4 and 9: only for the
 * supported account country and shopper language pairs, only for available
 * physical products that are not subscriptions; 4 payments of price/4 (the
 * price shown: the chosen variant's, else the "from" price) when the price is in range, else what range the service takes.
 */
export function bindInstallments(article: HTMLElement, variants: readonly ChoosableVariant[]): ShowInstallments | undefined {
  const pill = article.querySelector<HTMLElement>('[data-installments]');
  const { installments, accountCountry } = storefront();
  const product = { productType: Number(article.dataset.productType), isSubscribable: article.dataset.subscribable === 'true', variants };
  if (!pill || !installments || !accountCountry || !installmentsSupported(accountCountry, shopperLanguage()) || !installmentsEligible([product]) || isSoldOut(product)) {
    return undefined;
  }
  const brand = installmentsBrand(installments, accountCountry);
  const text = element('span', { class: 'installments-text' });
  const info = element('button', { type: 'button', class: 'installments-info' }, messages.LEARN_MORE);
  const dialog = modal();
  info.addEventListener('click', () => void openModal(dialog));
  pill.replaceChildren(text, ' ', info, dialog);

  const show: ShowInstallments = (chosen) => {
    // Before a choice, the price the page shows: "from" the cheapest variant in stock.
    const variant = chosen ?? fromPriceVariant(product);
    const price = variant && priceOf(variant);
    pill.hidden = !price || (chosen !== null && isSoldOut({ productType: product.productType, variants: [chosen] }));
    if (!price) return;
    const currency = moneyCurrency(price);
    const offer = installmentsOffer(moneyToCents(price), installments);
    const cents = offer.kind === 'in-range' ? offer.paymentCents : offer.kind === 'over-maximum' ? offer.maximumCents : offer.minimumCents;
    text.textContent = installmentsText(offer, brand, money(cents, currency));
  };
  show(null);
  return show;
}
