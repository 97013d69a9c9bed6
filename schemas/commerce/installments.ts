// The pay-in-installments rules of spec section 9, shared by the Worker that
// fetches the modal page and the client that shows the pill.
// Kept free of zod for the browser bundle.
import { ProductType } from './product-type';

/** By default 4 interest-free payments of the price divided by 4. */
export const INSTALLMENT_PAYMENTS = 4;

/** Account countries the service is offered in, with the shopper languages supported there. */
export const INSTALLMENTS_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
};

/** What the store settings say about installments (storeSettings.installments); prices in minor units. */
export interface InstallmentsSettings {
  /** The brand shown in the US, Canada, Australia and New Zealand. */
  brandName: string;
  /** The brand shown in Great Britain. */
  gbBrandName: string;
  /** A price must be above this… */
  minimumCents: number;
  /** …and at or below this to be paid in installments. */
  maximumCents: number;
}

/** The shopper language's primary subtag, lower case: 'fr-CA' → 'fr'. */
export const primaryLanguage = (language: string): string => language.split(/[-_]/)[0].toLowerCase();

/** Whether the modal and pill exist for this account country and shopper language. */
export function installmentsSupported(accountCountry: string, shopperLanguage: string): boolean {
  return INSTALLMENTS_LANGUAGES[accountCountry.toUpperCase()]?.includes(primaryLanguage(shopperLanguage)) ?? false;
}

export function installmentsBrand(settings: InstallmentsSettings, accountCountry: string): string {
  return accountCountry.toUpperCase() === 'GB' ? settings.gbBrandName : settings.brandName;
}

/** What the pill needs of the items being paid for. */
export interface InstallmentItem {
  productType: number;
  isSubscribable?: boolean | null;
}

/** Only when every item is physical and not a subscription. */
export function installmentsEligible(items: readonly InstallmentItem[]): boolean {
  return items.length > 0 && items.every((item) => item.productType === ProductType.PHYSICAL && !item.isSubscribable);
}

export type InstallmentsOffer =
  | { kind: 'in-range'; paymentCents: number }
  | { kind: 'over-maximum'; maximumCents: number }
  | { kind: 'under-minimum'; minimumCents: number };

/** In range when the price is above the minimum and at or below the maximum; each payment is rounded to the cent. */
export function installmentsOffer(priceCents: number, settings: InstallmentsSettings): InstallmentsOffer {
  if (priceCents > settings.maximumCents) return { kind: 'over-maximum', maximumCents: settings.maximumCents };
  if (priceCents <= settings.minimumCents) return { kind: 'under-minimum', minimumCents: settings.minimumCents };
  return { kind: 'in-range', paymentCents: Math.round(priceCents / INSTALLMENT_PAYMENTS) };
}

/** The pill's words; `amount` is formatted money. */
export function installmentsText(offer: InstallmentsOffer, brand: string, amount: string): string {
  switch (offer.kind) {
    case 'in-range':
      return `or ${INSTALLMENT_PAYMENTS} interest-free payments of ${amount} with ${brand}`;
    case 'over-maximum':
      return `${brand} available for orders up to ${amount}`;
    case 'under-minimum':
      return `${brand} available for orders over ${amount}`;
  }
}
