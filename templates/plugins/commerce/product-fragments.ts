// The product page's interactive fragments (spec section 2): add-to-cart
// button, variant selectors, quantity input, the checkout block that holds
// them, and the quick-view button of product lists.
import { productOptions, QUANTITY_MAX, QUANTITY_MIN, showsQuantityInput } from '../../../schemas/add-to-cart-rules';
import { ProductType } from '../../../schemas/product-type';
import addToCartButton from '../../fragments/commerce/add-to-cart-button';
import productCheckout from '../../fragments/commerce/product-checkout';
import quantityInput from '../../fragments/commerce/quantity-input';
import quickView from '../../fragments/commerce/quick-view';
import variantsSelect from '../../fragments/commerce/variants-select';
import { operand, operandValue } from '../operands';
import type { Operand } from '../operands';
import type { Env, Formatter } from '../registry';
import { child, toText } from '../../values';
import { fillPlaceholders, isRecord, localized, siteValue } from './context';
import { fragment } from '../fragment';
import { isSubscribable, productOf } from './product';
import type { Product } from './product';

const button = fragment(addToCartButton);
const quantity = fragment(quantityInput);
const selects = fragment(variantsSelect);
const checkout = fragment(productCheckout);
const quickViewButton = fragment(quickView);

function buttonLabel(env: Env, content: Readonly<Record<string, unknown>>, subscription: boolean): string {
  const custom = content.customAddButtonText;
  if (content.useCustomAddButtonText === true && typeof custom === 'string' && custom !== '') return custom;
  return subscription ? localized(env, 'productSubscribeText', 'Subscribe') : localized(env, 'productAddToCartText', 'Add To Cart');
}

function addToCartBtn(item: unknown, env: Env): string {
  if (!isRecord(item)) return '';
  const product = productOf(item);
  const content = product?.content ?? {};
  const subscription = product !== undefined && isSubscribable(product);
  const option = Array.isArray(content.productSubscriptionOptions) ? content.productSubscriptionOptions[0] : undefined;
  return button(env, item, {
    label: buttonLabel(env, content, subscription),
    // A product with a custom form opens it before adding (spec section 4).
    form: isRecord(content.additionalFieldsForm) ? content.additionalFieldsForm : undefined,
    subscription,
    subscriptionOptionId: subscription ? child(option, 'id') : undefined,
  });
}

/** Spec section 5: physical products, or services when the store allows several; never subscriptions; more than one in stock. */
function showsQuantity(env: Env, product: Product): boolean {
  const servicesMultiple = siteValue(env, ['websiteSettings', 'storeSettings', 'multipleQuantityAllowedForServices']) !== false;
  return showsQuantityInput({ productType: product.productType, variants: product.variants, subscribable: isSubscribable(product) }, servicesMultiple);
}

function quantityInputFor(item: unknown, env: Env): string {
  const product = productOf(item);
  if (!product || !showsQuantity(env, product)) return '';
  return quantity(env, item, { label: 'Quantity', min: QUANTITY_MIN, max: QUANTITY_MAX });
}

/** Attribute text that keeps '&' as written (the platform's aria-label) but can never end the attribute. */
const keepAmpersands = (text: string) => text.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface VariantOption {
  name: string;
  title: string;
  selectText: string;
  ariaLabel: string;
  values: string[];
}

function optionValues(product: Product, name: string): string[] {
  const values = new Set<string>();
  for (const variant of product.variants) {
    const value = toText(child(variant.attributes, name));
    if (value !== '') values.add(value);
  }
  return [...values];
}

function variantOptions(env: Env, product: Product): VariantOption[] {
  const ordering = product.content.variantOptionOrdering;
  const names = productOptions({
    variants: product.variants,
    variantOptionOrdering: Array.isArray(ordering) ? ordering.filter((name): name is string => typeof name === 'string') : null,
  });
  const giftCard = product.productType === ProductType.GIFT_CARD;
  const prompt = giftCard ? localized(env, 'giftCardVariantSelectText', 'Select {variantName}') : localized(env, 'productVariantSelectText', 'Select {variantName}');
  return names.map((name) => {
    const selectText = fillPlaceholders(prompt, { variantName: name });
    const title = giftCard ? localized(env, 'giftCardValueDisplayText', name) : name;
    return { name, title, selectText, ariaLabel: keepAmpersands(selectText), values: optionValues(product, name) };
  });
}

function variantsSelectFor(item: unknown, env: Env): string {
  const product = productOf(item);
  const options = product ? variantOptions(env, product) : [];
  if (!product || options.length === 0) return '';
  return selects(env, item, { options, subscribable: isSubscribable(product) });
}

export const productFragmentFormatters: Record<string, Formatter<unknown>> = {
  'add-to-cart-btn': { format: (value, _args, env) => addToCartBtn(value, env) },
  'quantity-input': { format: (value, _args, env) => quantityInputFor(value, env) },
  'variants-select': { format: (value, _args, env) => variantsSelectFor(value, env) },
  /** A variant named by its option values, e.g. 'blue / large'. */
  'variant-descriptor': {
    format(variant) {
      const values = child(variant, 'optionValues');
      return Array.isArray(values) ? values.map((option) => toText(child(option, 'value'))).join(' / ') : '';
    },
  },
  'product-checkout': { format: (value, _args, env) => (isRecord(value) ? checkout(env, value) : '') },
  // The argument names the quick-view group: a variable's value, else the word itself.
  'product-quick-view': {
    prepare: (args) => (args.length ? { group: operand(args[0]), word: args[0] } : undefined),
    format(value, a: { group: Operand; word: string } | undefined, env) {
      if (!isRecord(value)) return '';
      const group = a ? (operandValue(a.group, env) ?? a.word) : '';
      return quickViewButton(env, value, { group, label: localized(env, 'productQuickViewText', 'Quick View') });
    },
  },
};
