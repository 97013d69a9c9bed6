import { formatMoney } from '../schemas/commerce/money-format';
import type { CurrencyCode } from '../schemas/commerce/currency-codes';
import { STOREFRONT_SETTINGS_ID, type StorefrontSettings } from '../schemas/commerce/storefront';

const NONE: StorefrontSettings = { currency: 'USD', locale: 'en-US', expressCheckout: false, multipleQuantityAllowedForServices: true, accountCountry: null, installments: null };
let settings: StorefrontSettings | undefined;

/** The store settings the page was rendered with (worker/render/document.tsx). */
export function storefront(): StorefrontSettings {
  if (!settings) {
    try {
      settings = { ...NONE, ...JSON.parse(document.getElementById(STOREFRONT_SETTINGS_ID)?.textContent ?? '{}') };
    } catch {
      settings = NONE;
    }
  }
  return settings!;
}

/** A price as the page's server-drawn prices read: in the site's language (the one formatter of schemas/commerce/currency.ts). */
export function money(cents: number, currency: CurrencyCode): string {
  return formatMoney(cents, currency, storefront().locale);
}
