import { STOREFRONT_SETTINGS_ID, type StorefrontSettings } from '../schemas/commerce/storefront';

const NONE: StorefrontSettings = { currency: 'USD', expressCheckout: false, multipleQuantityAllowedForServices: true, accountCountry: null, installments: null };
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
