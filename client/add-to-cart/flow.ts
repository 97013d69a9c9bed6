import { quantityProblem, type AddToCartErrorType } from '../../schemas/commerce/add-to-cart-rules';
import type { ShoppingCart } from '../../schemas/commerce/cart';
import type { FormDefinition } from '../../schemas/forms/form';
import type { FormAnswers } from '../../schemas/forms/form-rules';
import { messages } from '../page-script-messages';
import { addToCart, ApiError, fetchStock, startSubscription, type AddToCartInput } from '../api';
import type { CartStore } from '../cart-store';
import { storefront } from '../storefront';
import { EXPRESS_CHECKOUT_PATH, SUBSCRIPTION_CHECKOUT_PATH } from '../../schemas/site/paths';
import { reportAddToCart, type Surface } from './report';

/** One add, as a button, the quick view or an author's script asks for it. */
export interface AddRequest extends AddToCartInput {
  productName?: string;
  subscription?: boolean;
  subscriptionOptionId?: string;
  /** The product's custom form: it opens before the entry is added (spec section 4). */
  form?: FormDefinition | null;
  /** The add label, which the custom form's own submit button reads. */
  addLabel?: string;
}

export type AddResult =
  | { kind: 'added'; cart: ShoppingCart }
  /** On the way to a checkout page (subscription, express checkout). */
  | { kind: 'leaving' }
  | { kind: 'form-opened' }
  | { kind: 'refused'; title: string; message: string; errorType: AddToCartErrorType };

// Refusals of the shopper's choice keep their own type under express checkout; call failures do not.
const CHOICE_ERRORS: ReadonlySet<string> = new Set(['NO_VARIANT_SELECTED', 'VARIANT_UNAVAILABLE', 'OUT_OF_STOCK', 'QUANTITY_NOT_A_NUMBER', 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER']);

class Refusal extends Error {
  constructor(message: string, readonly errorType: AddToCartErrorType) {
    super(message);
  }
}

function errorTypeOf(error: unknown, request: AddRequest): AddToCartErrorType {
  if (error instanceof Refusal) return error.errorType;
  const named = error instanceof ApiError ? (error.errorType as AddToCartErrorType | undefined) : undefined;
  if (request.subscription) return request.additionalFields ? 'SUB_WITH_FORM_FAILURE' : (named ?? 'SUB_API_FAILURE');
  return named ?? 'API_FAILURE';
}

/** Spec section 4: stock first, then the form in the lightbox; the entry is added when it is submitted. */
async function openForm(request: AddRequest, form: FormDefinition, surface: Surface, store: CartStore): Promise<AddResult> {
  const { results } = await fetchStock(request.itemId);
  const level = results.find((candidate) => candidate.sku === request.sku);
  if (level && !level.unlimited && level.qtyInStock < Number(request.quantity)) throw new Refusal(messages.OUT_OF_STOCK, 'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK');
  try {
    // The dialog loads when a form first opens, never with the page.
    const { openCustomForm } = await import('../custom-form/custom-form-dialog');
    const submit = async (answers: FormAnswers) => {
      const result = await addItem({ ...request, form: null, additionalFields: JSON.stringify(answers) }, surface, store);
      return result.kind === 'refused' ? result.message : null;
    };
    await openCustomForm(form, submit, { submitLabel: request.addLabel ?? '', busyLabel: messages.ADDING_LABEL, itemId: request.itemId });
  } catch (error) {
    console.warn('custom form not opened', error);
    throw new Refusal(messages.OPEN_FORM_FAILED, 'CUSTOM_FORM_RENDER_ERROR');
  }
  return { kind: 'form-opened' };
}

async function attempt(request: AddRequest, surface: Surface, store: CartStore): Promise<AddResult> {
  // 0, -1, 1.5 and nothing are refused before anything is asked of the Worker, in the words it would use.
  const quantity = quantityProblem(request.quantity, request.subscription, messages);
  if (quantity) throw new Refusal(quantity.message, quantity.errorType);
  // Without a chosen variant the plain add names the options still to select.
  if (request.form && request.sku !== '') return openForm(request, request.form, surface, store);
  if (request.subscription) {
    const { cartToken } = await startSubscription(request);
    window.location.assign(`${SUBSCRIPTION_CHECKOUT_PATH}?cartToken=${encodeURIComponent(cartToken)}`);
    return { kind: 'leaving' };
  }
  const { shoppingCart } = await addToCart(request);
  store.update(shoppingCart);
  if (storefront().expressCheckout) {
    window.location.assign(EXPRESS_CHECKOUT_PATH);
    return { kind: 'leaving' };
  }
  return { kind: 'added', cart: shoppingCart };
}

/**
 * The one add flow of every surface (spec sections 4 and 8): custom form,
 * subscription, plain add and express checkout, each attempt reported once
 * with its outcome and error type.
 */
export async function addItem(request: AddRequest, surface: Surface, store: CartStore): Promise<AddResult> {
  const express = storefront().expressCheckout;
  const report = { surface, itemId: request.itemId, sku: request.sku, quantity: request.quantity, productName: request.productName };
  try {
    const result = await attempt(request, surface, store);
    if (result.kind !== 'form-opened') reportAddToCart({ ...report, outcome: 'success' });
    return result;
  } catch (error) {
    let errorType = errorTypeOf(error, request);
    if (express && !CHOICE_ERRORS.has(errorType)) errorType = 'EXPRESS_CHECKOUT_FAILURE';
    reportAddToCart({ ...report, outcome: 'failure', errorType });
    const message = error instanceof Error ? error.message : messages.CHECK_CONNECTION;
    return { kind: 'refused', title: express ? messages.EXPRESS_CHECKOUT_FAILED_TITLE : messages.ADD_TO_CART_FAILED_TITLE, message, errorType };
  }
}
