import type { FormDefinition } from '../schemas/form';
import { ADD_TO_CART_FAILED_TITLE, OPEN_FORM_FAILED, OUT_OF_STOCK } from '../schemas/messages';
import { addToCart, ApiError, fetchStock, startSubscription, type AddToCartInput } from './api';
import type { CartStore } from './cart-store';
import { openCustomForm } from './custom-form/custom-form-dialog';

// Timings of the add-to-cart button states (spec sections 4 and 9).
const ADDED_DELAY_MS = 1000;
const ADDED_DURATION_MS = 2000;
const ERROR_RESET_MS = 1000;
const SELECT_OPTION_MS = 2000;

// The platform's button (the engine's add-to-cart-btn fragment) and the plain
// buttons a template author may write; the sku comes from the chosen variant.
const BUTTON = 'button[data-add-to-cart], .sqs-add-to-cart-button[data-item-id]';
const PRODUCT = '[data-product]';
const QUANTITY_INPUT = '.product-quantity-input input, input[name="quantity"]';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const labelOf = (button: HTMLElement): HTMLElement => button.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? button;

const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled === true || button.getAttribute('aria-disabled') === 'true';

/** What the visitor chose on the product: the quantity and every option value picked so far. */
function requestFor(button: HTMLElement): AddToCartInput {
  const product = button.closest(PRODUCT);
  const quantity = product?.querySelector<HTMLInputElement>(QUANTITY_INPUT)?.value ?? 1;
  const chosenAttributes: Record<string, string> = {};
  for (const select of product?.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]') ?? []) {
    if (select.value) chosenAttributes[select.dataset.variantOptionName ?? ''] = select.value;
  }
  return { itemId: button.dataset.itemId ?? '', sku: button.dataset.sku ?? '', quantity, chosenAttributes };
}

function customForm(button: HTMLElement): FormDefinition | null {
  try {
    return button.dataset.form ? (JSON.parse(button.dataset.form) as FormDefinition) : null;
  } catch {
    return null;
  }
}

/** Spec section 4: a subscription gets a cart token, then the subscription checkout. */
async function subscribe(button: HTMLElement, request: AddToCartInput): Promise<void> {
  const { cartToken } = await startSubscription({ ...request, subscriptionOptionId: button.dataset.subscriptionOptionId });
  window.location.assign(`/checkout/subscribe?cartToken=${encodeURIComponent(cartToken)}`);
}

/**
 * Spec section 4, a product with a custom form: stock is checked first, then
 * the form opens in the lightbox, and the entry is added (or the subscription
 * bought) when the visitor submits it.
 */
async function addWithForm(button: HTMLElement, request: AddToCartInput, form: FormDefinition, store: CartStore): Promise<void> {
  const { results } = await fetchStock(request.itemId);
  const level = results.find((candidate) => candidate.sku === request.sku);
  if (level && !level.unlimited && level.qtyInStock < Number(request.quantity)) throw new ApiError(OUT_OF_STOCK, 400, 'OUT_OF_STOCK');
  openCustomForm(form, labelOf(button).textContent ?? '', async (answers) => {
    const answered = { ...request, additionalFields: JSON.stringify(answers) };
    try {
      if (button.dataset.isSubscription === 'true') await subscribe(button, answered);
      else store.update((await addToCart(answered)).shoppingCart);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }, { openFailure: OPEN_FORM_FAILED });
}

function showError(button: HTMLElement, message: string): void {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.className = 'add-to-cart-error';
  const title = document.createElement('strong');
  title.textContent = ADD_TO_CART_FAILED_TITLE;
  alert.append(title, ' ', message);
  button.insertAdjacentElement('afterend', alert);
}

async function add(button: HTMLElement, store: CartStore): Promise<void> {
  const label = labelOf(button);
  const text = label.textContent;
  button.dataset.state = 'adding';
  label.textContent = 'Adding…';
  if (button.nextElementSibling?.matches('.add-to-cart-error')) button.nextElementSibling.remove();
  try {
    const request = requestFor(button);
    const form = customForm(button);
    // Without a chosen variant the plain add below names the options still to select.
    if (form && request.sku !== '') {
      await addWithForm(button, request, form, store);
      delete button.dataset.state;
      label.textContent = text;
      return;
    }
    if (button.dataset.isSubscription === 'true') return await subscribe(button, request);
    const { shoppingCart } = await addToCart(request);
    store.update(shoppingCart);
    await wait(ADDED_DELAY_MS);
    button.dataset.state = 'added';
    label.textContent = 'Added!';
    await wait(ADDED_DURATION_MS);
  } catch (error) {
    const refusal = error as ApiError;
    showError(button, refusal.message);
    if (refusal.errorType === 'NO_VARIANT_SELECTED') {
      label.textContent = 'Select Option';
      await wait(SELECT_OPTION_MS);
    } else {
      await wait(ERROR_RESET_MS);
    }
  }
  delete button.dataset.state;
  label.textContent = text;
}

function activate(event: Event, store: CartStore): void {
  const button = (event.target as Element | null)?.closest<HTMLElement>(BUTTON);
  if (!button || isDisabled(button)) return;
  event.preventDefault();
  // A button that is adding or already shows 'Added!' ignores clicks.
  if (button.dataset.state) return;
  void add(button, store);
}

/** One delegated listener serves every add-to-cart button the templates render, by click or key. */
export function bindAddToCartButtons(store: CartStore): void {
  document.addEventListener('click', (event) => activate(event, store));
  document.addEventListener('keydown', (event) => {
    // The platform's button is a div with role=button: Enter and Space must press it.
    if ((event.key === 'Enter' || event.key === ' ') && (event.target as Element | null)?.matches?.('[role="button"]')) activate(event, store);
  });
}
