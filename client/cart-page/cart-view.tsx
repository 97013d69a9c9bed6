import type { CartEntry, ShoppingCart } from '../../schemas/cart';
import { formatMoney } from '../../schemas/currency';
import type { CurrencyCode } from '../../schemas/currency-codes';
import { labelledAnswers, type AnswerField } from '../../schemas/form-answers';
import { CART_EMPTY, minimumSubtotalMessage } from '../../schemas/messages';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../schemas/add-to-cart-rules';

export const CART_PAGE_ROOT_ID = 'cart-page-root';
export const CART_PAGE_DATA_ID = 'cart-page-data';
export const CHECKOUT_PATH = '/checkout';

/** What a cart line shows of its product besides the entry itself. */
export interface EntryProduct {
  url: string;
  imageUrl: string | null;
  imageAlt: string;
  /** The custom form's fields, to title the entry's answers. */
  formFields: AnswerField[];
}

/** What the server hands the island: the cart, its products by item id, the store's minimum order rule and the shop. */
export interface CartPageData {
  cart: ShoppingCart;
  products: Readonly<Record<string, EntryProduct>>;
  minimumSubtotalCents: number | null;
  /** Where 'Continue shopping' leads. */
  shopUrl: string;
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

function EntryAnswers({ entry, fields, actions }: { entry: CartEntry; fields: readonly AnswerField[]; actions: CartActions }) {
  const answers = editableAnswers(entry.additionalFields);
  if (!answers) return null;
  const titleOf = (id: string) => fields.find((candidate) => candidate.id === id)?.title || id;
  const save = (form: FormData) => actions.saveAnswers(entry, Object.fromEntries(Object.keys(answers).map((key) => [key, field(form, key)])));
  return (
    <details className="cart-entry-form">
      <summary>Edit form</summary>
      <form action={save}>
        {Object.entries(answers).map(([key, value]) => (
          <label key={key}>
            {titleOf(key)} <input name={key} defaultValue={value} />
          </label>
        ))}
        <button type="submit" className="button button-secondary">
          Save
        </button>
      </form>
    </details>
  );
}

/** A variant's options and a custom form's answers, each titled: 'Size: M', 'Engraving: Ada'. */
export function EntryFacts({ options, answers }: { options: readonly (readonly [string, string])[]; answers: readonly { label: string; value: string }[] }) {
  if (options.length === 0 && answers.length === 0) return null;
  return (
    <ul className="entry-facts">
      {options.map(([name, value]) => (
        <li key={`option-${name}`} className="entry-option">{`${name}: ${value}`}</li>
      ))}
      {answers.map(({ label, value }, index) => (
        <li key={`answer-${index}`} className="entry-answer">{`${label}: ${value}`}</li>
      ))}
    </ul>
  );
}

/** A product's picture, linked to its page. */
export function EntryImage({ product, title }: { product: EntryProduct | undefined; title: string }) {
  if (!product?.imageUrl) return <span className="entry-image entry-image-missing" aria-hidden="true" />;
  return (
    <a className="entry-image" href={product.url} tabIndex={-1} aria-hidden="true">
      <img src={product.imageUrl} alt={product.imageAlt || title} width={96} height={96} loading="lazy" />
    </a>
  );
}

interface EntryRowProps {
  entry: CartEntry;
  product: EntryProduct | undefined;
  currency: CurrencyCode;
  actions: CartActions;
  error?: string;
}

function EntryRow({ entry, product, currency, actions, error }: EntryRowProps) {
  const answers = labelledAnswers(entry.additionalFields, product?.formFields);
  return (
    <li className="cart-entry" data-entry-id={entry.id}>
      <EntryImage product={product} title={entry.title} />
      <div className="cart-entry-details">
        {product ? (
          <a className="cart-entry-title" href={product.url}>
            {entry.title}
          </a>
        ) : (
          <span className="cart-entry-title">{entry.title}</span>
        )}
        <EntryFacts options={Object.entries(entry.chosenVariant.attributes)} answers={answers} />
        <div className="cart-entry-controls">
          <form className="cart-entry-quantity" action={(form) => actions.setQuantity(entry, field(form, 'quantity'))}>
            <label>
              Quantity{' '}
              <input name="quantity" type="number" min={QUANTITY_MIN} max={QUANTITY_MAX} step={1} size={4} defaultValue={entry.quantity} />
            </label>
            <button type="submit" className="button button-secondary">
              Update
            </button>
          </form>
          <form className="cart-entry-remove" action={() => actions.remove(entry)}>
            <button type="submit" className="button-link">
              Remove
            </button>
          </form>
        </div>
        <EntryAnswers entry={entry} fields={product?.formFields ?? []} actions={actions} />
      </div>
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
export function CartView({ cart, products, minimumSubtotalCents, shopUrl, actions, errors }: CartViewProps) {
  const currency = cart.currencyCode as CurrencyCode;
  const continueShopping = (
    <a className="button button-secondary cart-continue" href={shopUrl}>
      Continue shopping
    </a>
  );
  if (cart.entries.length === 0) {
    return (
      <section className="cart-page">
        <h1>Cart</h1>
        <p className="cart-empty">{CART_EMPTY}</p>
        {continueShopping}
      </section>
    );
  }
  const belowMinimum = minimumSubtotalCents !== null && cart.subtotalCents < minimumSubtotalCents;
  return (
    <section className="cart-page">
      <h1>Cart</h1>
      <ul className="cart-entries">
        {cart.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} product={products[entry.itemId]} currency={currency} actions={actions} error={errors[entry.id]} />
        ))}
      </ul>
      <p className="cart-subtotal">
        Subtotal <span>{formatMoney(cart.subtotalCents, currency)}</span>
      </p>
      <div className="cart-actions">
        {continueShopping}
        {belowMinimum ? (
          <p className="cart-minimum" role="alert">
            {minimumSubtotalMessage(formatMoney(minimumSubtotalCents, currency))}
          </p>
        ) : (
          <a className="button cart-checkout" href={CHECKOUT_PATH}>
            Checkout
          </a>
        )}
      </div>
    </section>
  );
}
