import { CART_ENTRIES_API, isSoldOut, OPTION_FIELD_PREFIX, SUBSCRIPTION_API, type ProductContent } from '../../schemas';

/** What a button's form needs to know of its product. */
export interface FormProduct {
  title: string;
  structuredContent: ProductContent;
}
import { translated } from '../../schemas/messages';
import { ADD_TO_CART_FAILED_TITLE, type Messages } from '../../schemas/messages';
import { escapeAttribute, escapeHtml } from '../../templates';

/** A no-script add the Worker refused: shown beside that product's button, with the shopper's choices kept. */
export interface RefusedAdd {
  itemId: string;
  title: string;
  message: string;
  /** The posted fields (`option:Size`, `quantity`), so the page offers them again. */
  fields: Readonly<Record<string, string>>;
  /** The custom form's questions, when the product has one (worker/pages/custom-form-questions.ts). */
  questions?: string;
}

export interface FormsState {
  /** The visitor's crumb on a page rendered for one visitor; empty on a cacheable page. */
  crumb: string;
  refusal?: RefusedAdd;
  /** Local development without captcha keys: captcha containers hold the development check (worker/pages/visitor-forms.ts). */
  developmentCheck?: boolean;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeAttribute(value)}">`;

function alert(refusal: RefusedAdd, messages: Messages): string {
  const [title, message] = [refusal.title, refusal.message].map((text) => escapeHtml(translated(text, messages)));
  return `<div class="add-to-cart-error" role="alert"><strong>${title}</strong> ${message}</div>`;
}

/** The one variant a product without options has: its button can name it from the start. */
function onlySku(product: ProductContent | undefined): string | undefined {
  const [variant, ...others] = product?.variants ?? [];
  return variant && others.length === 0 && Object.keys(variant.attributes).length === 0 ? variant.sku : undefined;
}

/**
 * Makes every add-to-cart button of the engine's markup (`.sqs-add-to-cart-button`
 * with a `data-item-id`) a real submit button in a `<form method="post">` to
 * the add-entries call (or the subscription call), so a visitor without
 * scripts can buy; the variant selects and the quantity input join that form
 * by its id. The engine's fragments stay byte for byte the reference's. A
 * sold-out product's button reads 'Sold Out' and is disabled. The client
 * script enhances these same forms.
 */
export function addToCartForms(products: ReadonlyMap<string, FormProduct>, state: FormsState, messages: Messages): HTMLRewriter {
  const formIds = new Set<string>();
  let variantsOf: string | null = null;
  let optionField: string | null = null;
  let quantityOf: string | null = null;
  const formId = (itemId: string) => `add-to-cart-${itemId}`;
  const refusalFor = (itemId: string | null) => (itemId !== null && state.refusal?.itemId === itemId ? state.refusal : undefined);
  // Handlers run in document order, so an element's handler knows the ones it sits in.
  const within = (element: Element, value: string | null, set: (value: string | null) => void) => {
    set(value);
    element.onEndTag(() => set(null));
  };

  return new HTMLRewriter()
    .on('.sqs-add-to-cart-button[data-item-id]', {
      element(button) {
        const itemId = button.getAttribute('data-item-id') ?? '';
        const item = products.get(itemId);
        const product = item?.structuredContent;
        const subscription = button.getAttribute('data-is-subscription') === 'true' || product?.isSubscribable === true;
        // A second button for the same product (a product block beside the list) gets a form of its own.
        let id = formId(itemId);
        for (let n = 2; formIds.has(id); n++) id = `${formId(itemId)}-${n}`;
        formIds.add(id);
        const fields = [
          hidden('crumb', state.crumb),
          hidden('itemId', itemId),
          hidden('sku', onlySku(product) ?? button.getAttribute('data-sku') ?? ''),
        ];
        const option = button.getAttribute('data-subscription-option-id');
        if (subscription && option) fields.push(hidden('subscriptionOptionId', option));
        const action = subscription ? SUBSCRIPTION_API : CART_ENTRIES_API;
        const name = item ? ` data-product-name="${escapeAttribute(item.title)}"` : '';
        // novalidate: a quantity out of bounds reaches the spec's words (the client's check, else the Worker's page), not the browser's own.
        button.before(`<form method="post" action="${action}" id="${escapeAttribute(id)}" class="add-to-cart-form" data-add-to-cart-form${name} novalidate>${fields.join('')}`, { html: true });
        const refusal = refusalFor(itemId);
        if (refusal?.questions) button.before(refusal.questions, { html: true });
        button.after(`${refusal ? alert(refusal, messages) : ''}</form>`, { html: true });
        button.tagName = 'button';
        button.setAttribute('type', 'submit');
        button.removeAttribute('role');
        button.removeAttribute('tabindex');
        if (product && isSoldOut(product)) {
          button.setAttribute('disabled', '');
          button.setInnerContent(`<span class="sqs-add-to-cart-button-inner">${escapeHtml(messages.SOLD_OUT_LABEL)}</span>`, { html: true });
        }
      },
    })
    // A button holds phrasing content only.
    .on('.sqs-add-to-cart-button .sqs-add-to-cart-button-inner', {
      element(inner) {
        inner.tagName = 'span';
      },
    })
    .on('.product-variants[data-item-id]', {
      element: (element) => within(element, element.getAttribute('data-item-id'), (itemId) => (variantsOf = itemId)),
    })
    .on('.product-variants select[data-variant-option-name]', {
      element(select) {
        if (variantsOf === null) return;
        const name = `${OPTION_FIELD_PREFIX}${select.getAttribute('data-variant-option-name') ?? ''}`;
        select.setAttribute('name', name);
        select.setAttribute('form', formId(variantsOf));
        within(select, name, (field) => (optionField = field));
      },
    })
    .on('.product-variants select[data-variant-option-name] option', {
      element(option) {
        // The choice a refused add was made with is offered again.
        const chosen = optionField === null ? undefined : refusalFor(variantsOf)?.fields[optionField];
        if (chosen && option.getAttribute('value') === chosen) option.setAttribute('selected', '');
      },
    })
    .on('.product-quantity-input[data-item-id]', {
      element: (element) => within(element, element.getAttribute('data-item-id'), (itemId) => (quantityOf = itemId)),
    })
    .on('.product-quantity-input input', {
      element(input) {
        if (quantityOf === null) return;
        input.setAttribute('name', 'quantity');
        input.setAttribute('form', formId(quantityOf));
        const quantity = refusalFor(quantityOf)?.fields.quantity;
        if (quantity !== undefined) input.setAttribute('value', quantity);
      },
    });
}
