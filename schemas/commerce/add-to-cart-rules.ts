// The add-to-cart checks of spec section 5, in the spec's order, shared by the
// Worker that enforces them and the client that may check before it calls.
// Kept free of zod for the browser bundle.
import { hasEnoughStock, totalStock, type ProductLike, type VariantLike } from './availability';
import { fill, GIFT_CARD_DENOMINATION, OUT_OF_STOCK, pageScriptEn, VARIANT_UNAVAILABLE, type PageScriptMessages } from '../messages/page-script';
import { ProductType } from './product-type';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

/** The analytics error types of spec section 8 that a refused add or subscription carries. */
export type AddToCartErrorType =
  | 'NO_VARIANT_SELECTED'
  | 'VARIANT_UNAVAILABLE'
  | 'OUT_OF_STOCK'
  | 'QUANTITY_NOT_A_NUMBER'
  | 'SUB_WITH_FORM_FAILURE'
  | 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER'
  | 'SUB_API_FAILURE'
  | 'EXPRESS_CHECKOUT_FAILURE'
  | 'CUSTOM_FORM_RENDER_ERROR'
  | 'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK'
  | 'API_FAILURE';

export interface AddToCartRefusal {
  readonly errorType: AddToCartErrorType;
  readonly message: string;
  /** Field id → message, when the product's custom form refused the answers. */
  readonly errors?: Readonly<Record<string, string>>;
}

export interface ProductWithOptions<V extends VariantLike> extends ProductLike<V> {
  readonly variantOptionOrdering?: readonly string[] | null;
}

export interface AddToCartRequest {
  /** Empty when the shopper chose nothing. */
  readonly sku: string;
  /** The option values the shopper chose; absent when the caller only knows the sku. */
  readonly chosenAttributes?: Readonly<Record<string, string>> | null;
  readonly quantity: number | string;
  readonly subscription?: boolean;
}

/** Decimal notation only: `Number` would also read '0x10', '0b11', '0o7' and '1e1'. */
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** The requested quantity as a number; NaN when the visitor's text is not one written in decimals. */
export function parseQuantity(quantity: number | string): number {
  if (typeof quantity === 'number') return quantity;
  const text = quantity.trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/** The product's options in variantOptionOrdering order, then any the ordering leaves out. */
export function productOptions(product: ProductWithOptions<VariantLike>): string[] {
  const options = [...(product.variantOptionOrdering ?? [])];
  for (const variant of product.variants ?? []) {
    for (const name of Object.keys(variant.attributes ?? {})) if (!options.includes(name)) options.push(name);
  }
  return options;
}

/**
 * 'Please select the Size option.', '… the Size and Color options.', '… the
 * Size, Color and Fit options.': the catalogue's words, so the API's edge
 * says them in the site's language like every other refusal.
 */
export function selectOptionsMessage(missing: readonly string[], productType?: number | null): string {
  if (productType === ProductType.GIFT_CARD) return GIFT_CARD_DENOMINATION;
  if (missing.length === 1) return fill(pageScriptEn.SELECT_ONE_OPTION, { option: missing[0] });
  return fill(pageScriptEn.SELECT_OPTIONS, { options: missing.slice(0, -1).join(', '), lastOption: missing[missing.length - 1] });
}

function matchesChoice(variant: VariantLike, chosen: Readonly<Record<string, string>>, options: readonly string[]): boolean {
  return options.every((name) => String(variant.attributes?.[name] ?? '') === chosen[name]);
}

// Steps 1 and 2: which variant the shopper means, or why there is none.
function chooseVariant<V extends VariantLike>(
  product: ProductWithOptions<V>,
  request: AddToCartRequest,
): V | AddToCartRefusal {
  const variants = product.variants ?? [];
  const options = productOptions(product);
  const chosen = request.chosenAttributes;
  if (options.length > 0) {
    const missing = chosen ? options.filter((name) => !chosen[name]) : request.sku === '' ? options : [];
    if (missing.length > 0) {
      return { errorType: 'NO_VARIANT_SELECTED', message: selectOptionsMessage(missing, product.productType) };
    }
  }
  const variant =
    chosen && options.length > 0
      ? variants.find((candidate) => matchesChoice(candidate, chosen, options))
      : request.sku === '' && variants.length === 1
        ? variants[0]
        : variants.find((candidate) => candidate.sku === request.sku);
  // A sku that contradicts the chosen options names no variant either.
  if (!variant || (request.sku !== '' && variant.sku !== request.sku)) {
    return { errorType: 'VARIANT_UNAVAILABLE', message: VARIANT_UNAVAILABLE };
  }
  return variant;
}

export const isRefusal = (value: unknown): value is AddToCartRefusal =>
  typeof value === 'object' && value !== null && 'errorType' in value && 'message' in value;

/**
 * Spec section 5, in order: options unselected, no matching variant, not in
 * stock, quantity not a number, subscription quantity not whole; then the
 * quantity input's bounds. Stock is judged by the variant's own fields, which
 * the Worker fills from the stock Durable Object.
 */
export function checkAddToCart<V extends VariantLike>(
  product: ProductWithOptions<V>,
  request: AddToCartRequest,
): { variant: V; quantity: number } | AddToCartRefusal {
  const variant = chooseVariant(product, request);
  if (isRefusal(variant)) return variant;
  const quantity = parseQuantity(request.quantity);
  // A quantity that is not a number cannot be out of stock yet: judge whether any is left.
  const wanted = Number.isFinite(quantity) ? Math.max(quantity, QUANTITY_MIN) : QUANTITY_MIN;
  if (!hasEnoughStock(product, variant, wanted)) return { errorType: 'OUT_OF_STOCK', message: OUT_OF_STOCK };
  return quantityProblem(request.quantity, request.subscription) ?? { variant, quantity };
}

/**
 * The quantity's own rules, spec section 5's steps 4 and 5 and then the
 * quantity input's bounds: what a page checks before it asks the Worker to
 * add (0, -1, 1.5 and '' never become one item), in `messages`' words.
 */
export function quantityProblem(requested: number | string, subscription = false, messages: PageScriptMessages = pageScriptEn): AddToCartRefusal | null {
  const quantity = parseQuantity(requested);
  if (!Number.isFinite(quantity)) return { errorType: 'QUANTITY_NOT_A_NUMBER', message: messages.QUANTITY_NOT_A_NUMBER };
  if (subscription && !Number.isInteger(quantity)) return { errorType: 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER', message: messages.SUB_QUANTITY_NOT_WHOLE };
  return quantityRefusal(quantity, messages);
}

/** The quantity input's bounds (spec section 5): a whole number from 1 to 9999. */
export function quantityRefusal(quantity: number, messages: PageScriptMessages = pageScriptEn): AddToCartRefusal | null {
  if (Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX) return null;
  return { errorType: 'API_FAILURE', message: messages.QUANTITY_OUT_OF_RANGE };
}

/**
 * Spec section 5: the quantity input shows for physical products, or services
 * when the store sells several at once; never for subscriptions; and only
 * when more than one is in stock.
 */
export function showsQuantityInput(product: ProductLike & { readonly subscribable: boolean }, multipleServicesAllowed: boolean): boolean {
  const type = product.productType;
  const countable = type === ProductType.PHYSICAL || (type === ProductType.SERVICE && multipleServicesAllowed);
  return countable && !product.subscribable && totalStock(product) > 1;
}
