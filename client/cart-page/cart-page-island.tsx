import { useState } from 'react';
import type { CartEntry, ShoppingCart } from '../../schemas/commerce/cart';
import { quantityProblem } from '../../schemas/commerce/add-to-cart-rules';
import { entryAnswers } from '../../schemas/forms/form-answers';
import { recordAnalyticsEvent } from '../analytics-event';
import { messages } from '../messages';
import { removeEntry, setAdditionalFields, setEntryQuantity } from '../api';
import type { CartStore } from '../cart-store';
import { openCustomForm } from '../custom-form/custom-form-dialog';
import { CartView, type CartActions, type CartPageData } from './cart-view';

/** The hydrated cart page: every change goes to the cart API, and the pill follows. */
export function CartPageIsland({ data, store }: { data: CartPageData; store: CartStore }) {
  const [cart, setCart] = useState(data.cart);
  const [errors, setErrors] = useState<Record<string, string>>(data.errors);

  const changed = (entry: CartEntry, shoppingCart: ShoppingCart) => {
    setCart(shoppingCart);
    setErrors(({ [entry.id]: _, ...rest }) => rest);
    store.update(shoppingCart);
  };

  // The spec's cart string names what failed; the server's message says why.
  const change = (entry: CartEntry, failure: string, call: () => Promise<{ shoppingCart: ShoppingCart }>, after?: () => void) =>
    call().then(
      ({ shoppingCart }) => {
        changed(entry, shoppingCart);
        after?.();
      },
      (error: Error) => setErrors((current) => ({ ...current, [entry.id]: `${failure}: ${error.message}` })),
    );
  // Spec section 7: the entry's product, and its variant, leave the cart.
  const removed = (entry: CartEntry) => () => recordAnalyticsEvent({ event: 'RemoveFromCart', itemIds: [entry.itemId], variantId: entry.sku || undefined });

  // "Edit form" opens the dialog the product page opened, on the answers given; a refusal shows in it.
  // The server recalculates the cart around a form update (spec section 4, cart model).
  const editAnswers: CartActions['editAnswers'] = (entry, form) => {
    const save = (answers: object) =>
      store.recalculate(async () => {
        try {
          changed(entry, (await setAdditionalFields(entry, JSON.stringify(answers))).shoppingCart);
          return null;
        } catch (error) {
          return `${messages.UPDATE_FORM_FAILED}: ${(error as Error).message}`;
        }
      });
    openCustomForm(form, save, { submitLabel: messages.SAVE_LABEL, answers: entryAnswers(entry.additionalFields), itemId: entry.itemId }).catch(() =>
      setErrors((current) => ({ ...current, [entry.id]: messages.OPEN_FORM_FAILED })),
    );
  };

  // A quantity the rules refuse (0, -1, 1.5, nothing) is refused here, with the words the Worker would use.
  const setQuantity: CartActions['setQuantity'] = (entry, form) => {
    const quantity = String(new FormData(form).get('quantity') ?? '');
    const problem = quantityProblem(quantity, false, messages);
    if (problem) {
      setErrors((current) => ({ ...current, [entry.id]: `${messages.UPDATE_QUANTITY_FAILED}: ${problem.message}` }));
      return Promise.resolve();
    }
    return change(entry, messages.UPDATE_QUANTITY_FAILED, () => setEntryQuantity(entry.id, quantity));
  };

  const actions: CartActions = {
    setQuantity,
    remove: (entry) => change(entry, messages.REMOVE_ITEM_FAILED, () => removeEntry(entry.id), removed(entry)),
    editAnswers,
  };
  return <CartView {...data} cart={cart} actions={actions} errors={errors} messages={messages} />;
}
