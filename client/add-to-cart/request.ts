import { chosenAttributesOf } from '../../schemas/commerce/add-to-cart-form';
import type { FormDefinition } from '../../schemas/forms/form';
import type { AddRequest } from './flow';
import { SUBSCRIPTION_API } from '../../schemas/site/paths';

function customForm(button: HTMLElement): FormDefinition | null {
  try {
    return button.dataset.form ? (JSON.parse(button.dataset.form) as FormDefinition) : null;
  } catch {
    return null;
  }
}

/**
 * What an add-to-cart form asks for, read exactly as the browser would post
 * it: its own fields plus the variant selects and quantity input tied to it.
 */
export function requestFromForm(form: HTMLFormElement, button: HTMLElement): AddRequest {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const fields = [...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return {
    itemId: text('itemId'),
    sku: text('sku'),
    quantity: data.has('quantity') ? text('quantity') : 1,
    chosenAttributes: chosenAttributesOf(fields),
    subscription: new URL(form.action, document.baseURI).pathname === SUBSCRIPTION_API,
    subscriptionOptionId: text('subscriptionOptionId') || undefined,
    form: customForm(button),
    productName: form.dataset.productName,
    addLabel: button.dataset.originalLabel,
  };
}
