import type { CartEntry, ShoppingCart } from '../../schemas/cart';
import { formatMoney } from '../../schemas/currency';
import type { CurrencyCode } from '../../schemas/currency-codes';
import { CART_EMPTY, minimumSubtotalMessage } from '../../schemas/messages';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../schemas/add-to-cart-rules';

export const CART_PAGE_ROOT_ID = 'cart-page-root';
export const CART_PAGE_DATA_ID = 'cart-page-data';
export const CHECKOUT_PATH = '/checkout';

/** What the server hands the island: the cart and the store's minimum order rule. */
export interface CartPageData {
  cart: ShoppingCart;
  minimumSubtotalCents: number | null;
}

/** What the visitor can do on the page; the server renders with actions that never run. */
export interface CartActions {
  setQuantity(entry: CartEntry, quantity: string): Promise<void>;
  remove(entry: CartEntry): Promise<void>;
  saveAnswers(entry: CartEntry, answers: Record<string, string>): Promise<void>;
}

export interface CartViewProps extends CartPageData {
  actions: CartActions;
  /** The last failure per entry id, e.g. 'Unable to update quantity: …'. */
  errors: Readonly<Record<string, string>>;
}

/** Custom-form answers that can be edited as text fields; null when the entry has none. */
export function editableAnswers(additionalFields: string): Record<string, string> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(additionalFields);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const answers = Object.entries(parsed).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return answers.length > 0 ? Object.fromEntries(answers.map(([key, value]) => [key, String(value)])) : null;
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

function EntryAnswers({ entry, actions }: { entry: CartEntry; actions: CartActions }) {
  const answers = editableAnswers(entry.additionalFields);
  if (!answers) return null;
  const save = (form: FormData) => actions.saveAnswers(entry, Object.fromEntries(Object.keys(answers).map((key) => [key, field(form, key)])));
  return (
    <details className="cart-entry-form">
      <summary>Edit form</summary>
      <form action={save}>
        {Object.entries(answers).map(([key, value]) => (
          <label key={key}>
            {key} <input name={key} defaultValue={value} />
          </label>
        ))}
        <button type="submit">Save</button>
      </form>
    </details>
  );
}

function EntryRow({ entry, currency, actions, error }: { entry: CartEntry; currency: CurrencyCode; actions: CartActions; error?: string }) {
  const variant = Object.entries(entry.chosenVariant.attributes);
  return (
    <li className="cart-entry" data-entry-id={entry.id}>
      <div className="cart-entry-title">{entry.title}</div>
      {variant.length > 0 && <div className="cart-entry-variant">{variant.map(([name, value]) => `${name}: ${value}`).join(', ')}</div>}
      <form className="cart-entry-quantity" action={(form) => actions.setQuantity(entry, field(form, 'quantity'))}>
        <label>
          Quantity{' '}
          <input name="quantity" type="number" min={QUANTITY_MIN} max={QUANTITY_MAX} step={1} size={4} defaultValue={entry.quantity} />
        </label>
        <button type="submit">Update</button>
      </form>
      <form className="cart-entry-remove" action={() => actions.remove(entry)}>
        <button type="submit">Remove</button>
      </form>
      <EntryAnswers entry={entry} actions={actions} />
      <div className="cart-entry-subtotal">{formatMoney(entry.subTotal, currency)}</div>
      {error && (
        <p role="alert" className="cart-entry-error">
          {error}
        </p>
      )}
    </li>
  );
}

/** The /cart page of spec section 2: entries, subtotal and the way to checkout, or the empty state. */
export function CartView({ cart, minimumSubtotalCents, actions, errors }: CartViewProps) {
  const currency = cart.currencyCode as CurrencyCode;
  if (cart.entries.length === 0) {
    return (
      <section className="cart-page">
        <h1>Cart</h1>
        <p className="cart-empty">{CART_EMPTY}</p>
      </section>
    );
  }
  const belowMinimum = minimumSubtotalCents !== null && cart.subtotalCents < minimumSubtotalCents;
  return (
    <section className="cart-page">
      <h1>Cart</h1>
      <ul className="cart-entries">
        {cart.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} currency={currency} actions={actions} error={errors[entry.id]} />
        ))}
      </ul>
      <p className="cart-subtotal">
        Subtotal <span>{formatMoney(cart.subtotalCents, currency)}</span>
      </p>
      {belowMinimum ? (
        <p className="cart-minimum">{minimumSubtotalMessage(formatMoney(minimumSubtotalCents, currency))}</p>
      ) : (
        <a className="button cart-checkout" href={CHECKOUT_PATH}>
          Checkout
        </a>
      )}
    </section>
  );
}
