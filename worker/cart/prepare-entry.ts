import {
  checkAddToCart,
  isRefusal,
  moneyToCents,
  ProductType,
  QUANTITY_MAX,
  type AddToCartRefusal,
  type ProductItem,
  type SiteSettings,
  type StockLevel,
  weightInGrams,
} from '../../schemas';
import { liveStock, withLiveStock } from '../stock/product-stock';
import type { Storefront } from '../storefront';
import { judgeAdditionalFields } from './additional-fields';
import type { NewCart, NewCartEntry, QuantityLimits } from './cart-object';
import type { StoreRules } from './totals';

export interface EntryRequest {
  itemId: string;
  sku: string;
  quantity: number | string;
  additionalFields: string;
  chosenAttributes?: Record<string, string>;
}

export interface PreparedEntry {
  product: ProductItem;
  entry: NewCartEntry;
  limits: QuantityLimits;
  cart: Omit<NewCart, 'id'>;
}

/**
 * How many units of a sku one cart may hold. A service the store sells one at
 * a time counts as having one in stock, so asking for more reads as not enough.
 */
export function quantityLimits(product: ProductItem, settings: SiteSettings, levels: readonly StockLevel[], sku: string): QuantityLimits {
  const level = levels.find((candidate) => candidate.sku === sku);
  const stock = !level || level.unlimited ? null : level.qtyInStock;
  const singleService =
    product.structuredContent.productType === ProductType.SERVICE &&
    !settings.websiteSettings.storeSettings.multipleQuantityAllowedForServices;
  return { stock: singleService ? Math.min(stock ?? 1, 1) : stock, quantity: QUANTITY_MAX };
}

/** The store settings a cart is priced by. */
export function storeRules(settings: SiteSettings): StoreRules {
  const { shippingRules, taxRules } = settings.websiteSettings.storeSettings;
  return { shippingRules, taxRules, language: settings.website.language };
}

/** The product and the store settings an entry is judged by; null when either is gone. */
export async function productAndSettings(storefront: Storefront, itemId: string) {
  const [product, settings] = await Promise.all([storefront.content.product(itemId), storefront.settings()]);
  return product && settings ? { product, settings } : null;
}

/**
 * Runs the add-to-cart rules of spec section 5 against the live stock, then
 * the product's custom form against the answers, and builds the entry the
 * cart object stores. The cart object then re-checks the
 * stock limit against what the cart already holds, atomically.
 */
export async function prepareEntry(
  { env, websiteId }: Storefront,
  product: ProductItem,
  settings: SiteSettings,
  request: EntryRequest,
  subscription = false,
): Promise<PreparedEntry | AddToCartRefusal> {
  const levels = await liveStock(env, websiteId, product);
  const live = withLiveStock(product, levels);
  const checked = checkAddToCart(live.structuredContent, { ...request, subscription });
  if (isRefusal(checked)) return checked;
  // The custom form's answers follow its rules whoever sends them: the dialog, a form without scripts, an author's script.
  const answers = judgeAdditionalFields(product, request.additionalFields, subscription ? 'SUB_WITH_FORM_FAILURE' : 'API_FAILURE');
  if (isRefusal(answers)) return answers;
  const { variant, quantity } = checked;
  const content = product.structuredContent;
  // Digital products carry their price on the item itself (spec section 3).
  const priced = content.productType === ProductType.DIGITAL && content.priceMoney ? content : variant;
  const price = priced.onSale ? priced.salePriceMoney : priced.priceMoney;
  return {
    product,
    limits: quantityLimits(product, settings, levels, variant.sku),
    cart: { websiteId, currencyCode: settings.websiteSettings.storeSettings.selectedCurrency, rules: storeRules(settings) },
    entry: {
      itemId: product.id,
      sku: variant.sku,
      quantity,
      chosenVariant: { sku: variant.sku, attributes: variant.attributes },
      additionalFields: answers.additionalFields,
      title: product.title,
      purchasePriceCents: price ? moneyToCents(price) : 0,
      productType: content.productType,
      weightGrams: weightInGrams(variant.shippingWeight),
    },
  };
}
