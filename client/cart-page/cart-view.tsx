import type { CartEntry, ShoppingCart } from '../../schemas/cart';
import type { FormDefinition } from '../../schemas/form';
import { answerText } from '../../schemas/form-answers';
import type { FormAnswers } from '../../schemas/form-rules';
import { formatMoney } from '../../schemas/currency';
import type { CurrencyCode } from '../../schemas/currency-codes';
import { CART_EMPTY, minimumSubtotalMessage } from '../../schemas/messages';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../schemas/add-to-cart-rules';

export const CART_PAGE_ROOT_ID = 'cart-page-root';
export const CART_PAGE_DATA_ID = 'cart-page-data';
export const CHECKOUT_PATH = '/checkout';

/** What the server hands the island: the cart, the store's minimum order rule, and the custom form of each product in it by item id. */
export interface CartPageData {
  cart: ShoppingCart;
  minimumSubtotalCents: number | null;
  forms: Readonly<Record<string, FormDefinition>>;
}

/** What the visitor can do on the page; the server renders with actions that never run. */
export interface CartActions {
  setQuantity(entry: CartEntry, quantity: string): Promise<void>;
  remove(entry: CartEntry): Promise<void>;
  /** Opens the product's custom form on the entry's answers. */
  editAnswers(entry: CartEntry, form: FormDefinition): void;
}

export interface CartViewProps extends CartPageData {
  actions: CartActions;
  /** The last failure per entry id, e.g. 'Unable to update quantity: …'. */
  errors: Readonly<Record<string, string>>;
}

/** An entry's custom-form answers (a JSON string of field id → answer); none when it is not an object. */
export function entryAnswers(additionalFields: string): FormAnswers {
  try {
    const parsed: unknown = JSON.parse(additionalFields);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FormAnswers) : {};
  } catch {
    return {};
  }
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The answers with the questions' labels, and the way back into the same dialog the product page opened. */
function EntryAnswers({ entry, form, actions }: { entry: CartEntry; form: FormDefinition; actions: CartActions }) {
  const answers = entryAnswers(entry.additionalFields);
  const shown = form.fields.filter((question) => question.type !== 'section' && question.type !== 'hidden');
  return (
    <div className="cart-entry-form">
      <dl className="cart-entry-answers">
        {shown.map((question) => (
          <div key={question.id} data-field-id={question.id}>
            <dt>{question.title || question.id}</dt>
            <dd>{answerText(question, Object.hasOwn(answers, question.id) ? answers[question.id] : undefined)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="cart-entry-edit" onClick={() => actions.editAnswers(entry, form)}>
        Edit form
      </button>
    </div>
  );
}

interface EntryRowProps {
  entry: CartEntry;
  currency: CurrencyCode;
  form?: FormDefinition;
  actions: CartActions;
  error?: string;
}

function EntryRow({ entry, currency, form, actions, error }: EntryRowProps) {
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
      {form && <EntryAnswers entry={entry} form={form} actions={actions} />}
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
export function CartView({ cart, minimumSubtotalCents, forms, actions, errors }: CartViewProps) {
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
          <EntryRow
            key={entry.id}
            entry={entry}
            currency={currency}
            form={Object.hasOwn(forms, entry.itemId) ? forms[entry.itemId] : undefined}
            actions={actions}
            error={errors[entry.id]}
          />
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
