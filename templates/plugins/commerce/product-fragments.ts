// The product page's interactive fragments (reference `add-to-cart-btn`,
// `quantity-input`, `variants-select`, `product-checkout`,
// `product-quick-view`, `variant-descriptor`): the platform's markup, byte
// for byte, including its line feeds.
import { toJsonAttribute } from '../../json';
import { child, isObject, printed, toText, truthy } from '../../values';
import { escapeAttribute } from '../escape';
import type { Env, Formatter } from '../registry';
import { messagesOf } from '../../i18n/locale';
import { seen } from '../scope';
import { message, presentText, truthyText } from './context';
import { contentOf, productType, ProductType, showsQuantity, variantsOf } from './product';

const content = (item: unknown, key: string) => child(contentOf(item), key);

const BUTTON_LEAD = '\n'.repeat(13);

function addToCartButton(item: unknown, env: Env): string {
  const product = contentOf(item);
  const field = (key: string) => child(product, key);
  const subscribable = truthy(field('isSubscribable'));
  const form = field('additionalFieldsForm');
  const usesForm = truthy(field('additionalFieldsFormId')) && truthy(form);
  const custom = field('useCustomAddButtonText');
  let label: string;
  if (truthy(custom) && truthy(field('customAddButtonText'))) label = toText(field('customAddButtonText'));
  else if (subscribable) label = truthyText(item, env, 'productSubscribeText', messagesOf(env).SUBSCRIBE_LABEL);
  else label = truthyText(item, env, 'productAddToCartText', messagesOf(env).ADD_TO_CART_LABEL);
  const options = field('productSubscriptionOptions');
  const optionCount = Array.isArray(options) ? options.length : isObject(options) ? Object.keys(options).length : 0;
  const subscription = subscribable ? `data-is-subscription="${printed(field('isSubscribable'))}" ` : '';
  const formAttribute = usesForm ? `data-form="${toJsonAttribute(form)}"` : '';
  const option = optionCount > 0 && subscribable ? `data-subscription-option-id="${printed(child(child(options, 0), 'id'))}"` : '';
  const shown = escapeAttribute(label);
  return `${BUTTON_LEAD}<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ${usesForm ? 'use-form' : ''}" role="button" tabindex="0" data-dynamic-strings data-collection-id="${printed(child(item, 'collectionId'))}" data-item-id="${printed(child(item, 'id'))}" data-product-type="${printed(field('productType'))}" data-use-custom-label="${printed(custom)}" ${subscription}data-original-label="${shown}" ${formAttribute}${option}>
    <div class="sqs-add-to-cart-button-inner">${shown}</div>
  </div>
</div>`;
}

/** Physical products, or services when the store allows several; never subscriptions; more than one in stock. */
function quantityInput(item: unknown, env: Env): string | undefined {
  const servicesMultiple = seen(item, env, ['websiteSettings', 'storeSettings', 'multipleQuantityAllowedForServices']) !== false;
  if (!showsQuantity(item, servicesMultiple)) return undefined;
  const label = truthyText(item, env, 'productQuantityInputLabel', 'Quantity');
  return `\n\n\n<div class="product-quantity-input" data-item-id="${printed(child(item, 'id'))}" data-animation-role="content">
  <div class="quantity-label">${label}:</div>
  <input aria-label="${label}" size="4" max="9999" min="1" value="1" type="number" step="1"></input>
</div>`;
}

/** Each option of `variantOptionOrdering` with its distinct values, in first-seen order. */
function variantOptions(item: unknown): { name: string; values: string[] }[] {
  const ordering = content(item, 'variantOptionOrdering');
  if (!Array.isArray(ordering)) return [];
  const variants = variantsOf(item);
  return ordering.map((option) => {
    const name = toText(option);
    const values: string[] = [];
    for (const variant of variants) {
      const value = child(variant.attributes, name);
      if (value !== undefined && !values.includes(toText(value))) values.push(toText(value));
    }
    return { name, values };
  });
}

function variantsSelect(item: unknown, env: Env): string | undefined {
  const variants = content(item, 'variants');
  const options = variantOptions(item);
  if (!Array.isArray(variants) || variants.length <= 1 || options.length === 0) return undefined;
  const giftCard = productType(item) === ProductType.GIFT_CARD;
  const displayText = giftCard ? truthyText(item, env, 'giftCardValueDisplayText', 'Value') : '{name}';
  const selectText = giftCard ? truthyText(item, env, 'giftCardVariantSelectText', 'Select Value') : truthyText(item, env, 'productVariantSelectText', 'Select {variantName}');
  const subscription = truthy(content(item, 'isSubscribable'))
    ? ` data-is-subscribable="true" data-subscription-plan="${toJsonAttribute(content(item, 'subscriptionPlan'))}"`
    : '';
  let out = `\n  \n  \n  \n  \n\n  <div class="product-variants" data-item-id="${printed(child(item, 'id'))}" data-variants="${toJsonAttribute(variants)}"${subscription} data-animation-role="content">`;
  for (const { name, values } of options) {
    const select = message(env, selectText, { variantName: name });
    const n = escapeAttribute(name);
    const choices = values.map((v) => `<option value="${escapeAttribute(v)}">${escapeAttribute(v)}</option>`).join('');
    const radios = values
      .map((value) => {
        const v = escapeAttribute(value);
        return `\n      <input type="radio" class="variant-radiobtn" value="${v}" name="variant-option-${n}" id="variant-option-${n}-${v}"/>\n      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-${n}-${v}">${v}</label>`;
      })
      .join('');
    out += `\n    <div class="variant-option">
    <div class="variant-option-title">${escapeAttribute(message(env, displayText, { name }))}: </div>
    <div class="variant-select-wrapper">
      <select aria-label="${select}" data-variant-option-name="${n}">
        <option value="">${escapeAttribute(select)}</option>
        ${choices}
      </select>
    </div>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="${n}">${radios}
    </div>
    </div>`;
  }
  return `${out}\n  </div>\n`;
}

/** The quick-view group: the value's field of that name, else a scope lookup, else the word itself. */
function quickViewGroup(item: unknown, env: Env, word: string | undefined): string {
  if (word === undefined) return '';
  const own = child(item, word);
  if (own !== undefined) return toText(own);
  const scoped = env.resolve([word]);
  return scoped !== undefined ? toText(scoped) : word;
}

const text = (value: unknown) => (value === undefined ? '' : printed(value));

export const productFragmentFormatters: Record<string, Formatter<unknown>> = {
  'add-to-cart-btn': { format: (value, _args, env) => addToCartButton(value, env) },
  'quantity-input': { format: (value, _args, env) => quantityInput(value, env) },
  'variants-select': { format: (value, _args, env) => variantsSelect(value, env) },
  'product-checkout': {
    format: (value, _args, env) => `${text(variantsSelect(value, env))}${text(quantityInput(value, env))}${addToCartButton(value, env)}`,
  },
  'product-quick-view': {
    prepare: (args) => args[0],
    format(value, word: string | undefined, env) {
      const label = presentText(value, env, 'productQuickViewText', 'Quick View');
      return `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${printed(child(value, 'id'))}" data-group="${quickViewGroup(value, env, word)}">${label}</span>`;
    },
  },
  /** A variant named by its option values, e.g. 'L / Green'. */
  'variant-descriptor': {
    pure: true,
    format(variant) {
      const values = child(variant, 'optionValues');
      return Array.isArray(values) ? values.map((option) => toText(child(option, 'value'))).join(' / ') : '';
    },
  },
};
