import { useState } from 'react';
import type { CartEntry, ShoppingCart } from '../../schemas/cart';
import { REMOVE_ITEM_FAILED, UPDATE_FORM_FAILED, UPDATE_QUANTITY_FAILED } from '../../schemas/messages';
import { removeEntry, setAdditionalFields, setEntryQuantity } from '../api';
import type { CartStore } from '../cart-store';
import { CartView, type CartActions, type CartPageData } from './cart-view';

/** The hydrated cart page: every change goes to the cart API, and the pill follows. */
export function CartPageIsland({ data, store }: { data: CartPageData; store: CartStore }) {
  const [cart, setCart] = useState(data.cart);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The spec's cart string names what failed; the server's message says why.
  const change = (entry: CartEntry, failure: string, call: () => Promise<{ shoppingCart: ShoppingCart }>) =>
    call().then(
      ({ shoppingCart }) => {
        setCart(shoppingCart);
        setErrors(({ [entry.id]: _, ...rest }) => rest);
        store.update(shoppingCart);
      },
      (error: Error) => setErrors((current) => ({ ...current, [entry.id]: `${failure}: ${error.message}` })),
    );

  const actions: CartActions = {
    setQuantity: (entry, quantity) => change(entry, UPDATE_QUANTITY_FAILED, () => setEntryQuantity(entry.id, quantity)),
    remove: (entry) => change(entry, REMOVE_ITEM_FAILED, () => removeEntry(entry.id)),
    // The server recalculates the cart around a form update (spec section 4, cart model).
    saveAnswers: (entry, answers) => store.recalculate(() => change(entry, UPDATE_FORM_FAILED, () => setAdditionalFields(entry, JSON.stringify(answers)))),
  };
  return <CartView {...data} cart={cart} actions={actions} errors={errors} />;
}
