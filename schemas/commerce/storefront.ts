// What every page tells its client script about the store (a JSON script
// element the Document renders). Kept free of zod for the browser bundle.
import type { CurrencyCode } from './currency-codes';
import type { InstallmentsSettings } from './installments';
import type { StoreSettings } from '../site/site';

export const STOREFRONT_SETTINGS_ID = 'sitefront-settings';

export interface StorefrontSettings {
  currency: CurrencyCode;
  /** The site's language (BCP 47): the client writes prices in it, as the server does (schemas/commerce/currency.ts). */
  locale: string;
  /** A successful add goes straight to checkout (spec section 4). */
  expressCheckout: boolean;
  /** Services may be bought several at a time (their quantity input shows). */
  multipleQuantityAllowedForServices: boolean;
  accountCountry: string | null;
  installments: InstallmentsSettings | null;
}

export function storefrontSettings(store: StoreSettings, language: string): StorefrontSettings {
  return {
    currency: store.selectedCurrency,
    locale: language,
    expressCheckout: store.expressCheckout,
    multipleQuantityAllowedForServices: store.multipleQuantityAllowedForServices,
    accountCountry: store.accountCountry?.toUpperCase() ?? null,
    installments: store.installments ?? null,
  };
}
