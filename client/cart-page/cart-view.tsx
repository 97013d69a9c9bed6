import type { FormEvent } from 'react';
import type { CartEntry, ShoppingCart } from '../../schemas/commerce/cart';
import { regularLineCents } from '../../schemas/commerce/currency';
import { formatMoney } from '../../schemas/commerce/money-format';
import type { CurrencyCode } from '../../schemas/commerce/currency-codes';
import type { FormDefinition } from '../../schemas/forms/form';
import { labelledAnswers } from '../../schemas/forms/form-answers';
import { minimumSubtotalMessage, type Messages } from '../../schemas/messages/catalogue';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../schemas/commerce/add-to-cart-rules';
import { ShippingEstimate, type EstimateView } from './shipping-estimate';
import type { MoneyStyle } from './summary-totals';
import { CART_ENTRIES_API, CHECKOUT_PATH } from '../../schemas/site/paths';

/** What a cart line shows of its product besides the entry itself. */
export interface EntryProduct {
  url: string;
  imageUrl: string | null;
  imageAlt: string;
  /** The product's custom form: it titles the entry's answers, and "Edit form" opens it again. */
  form: FormDefinition | null;
  /** The regular unit price in cents of each of its variants on sale, by sku: the line shows it struck through beside what is paid. */
  salePrices: Readonly<Record<string, number>>;
}

/** What the server hands the island: the cart, its products by item id, the store's minimum order rule and the shop. */
export interface CartPageData {
  cart: ShoppingCart;
  products: Readonly<Record<string, EntryProduct>>;
  minimumSubtotalCents: number | null;
  /** Where 'Continue shopping' leads. */
  shopUrl: string;
  /** The last failure per entry id, e.g. 'Unable to update quantity: …'; a change sent without scripts may have met one. */
  errors: Readonly<Record<string, string>>;
  /** The site's language (BCP 47): every price reads as the engine's do on the site's pages. */
  language: string;
  /** The shipping and tax estimate of a cart that ships; null otherwise. */
  estimate: EstimateView | null;
}

/** What the visitor can do on the page; the server renders with actions that never run. */
export interface CartActions {
  /** The quantity as the entry's quantity form holds it. */
  setQuantity(entry: CartEntry, form: HTMLFormElement): Promise<void>;
  remove(entry: CartEntry): Promise<void>;
  /** Opens the product's custom form on the entry's answers. */
  editAnswers(entry: CartEntry, form: FormDefinition): void;
}

export interface CartViewProps extends CartPageData {
  actions: CartActions;
  /** The site language's catalogue: the server's and the page's (client/messages.ts) agree. */
  messages: Messages;
}

/** Where an entry's controls post without scripts; the Worker answers with the cart page again. */
export const entryFormPath = (entryId: string, change: 'quantity' | 'remove') => `${CART_ENTRIES_API}/${encodeURIComponent(entryId)}/${change}`;

/** A form that posts without scripts and, hydrated, runs `act` instead. */
const enhanced = (act: (form: HTMLFormElement) => void) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  act(event.currentTarget);
};

/** The sale badge and the regular price struck through, before a line's total (spec section 3's sale display). */
export function SaleMark({ regularCents, money, messages }: { regularCents: number | null; money: MoneyStyle; messages: Messages }) {
  if (regularCents === null) return null;
  return (
    <>
      <span className="product-mark sale">{messages.FALLBACK_SALE}</span>{' '}
      <span className="visually-hidden">{messages.ORIGINAL_PRICE}</span>
      <s className="original-price">{formatMoney(regularCents, money.currency, money.locale)}</s>{' '}
    </>
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
  money: MoneyStyle;
  actions: CartActions;
  error?: string;
}

function EntryRow({ entry, product, money, actions, error, messages }: EntryRowProps & { messages: Messages }) {
  const customForm = product?.form ?? null;
  const answers = labelledAnswers(entry.additionalFields, customForm?.fields);
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
          <form
            className="cart-entry-quantity"
            method="post"
            action={entryFormPath(entry.id, 'quantity')}
            onSubmit={enhanced((form) => void actions.setQuantity(entry, form))}
            noValidate
          >
            <label>
              {messages.CART_QUANTITY}{' '}
              <input name="quantity" type="number" min={QUANTITY_MIN} max={QUANTITY_MAX} step={1} size={4} defaultValue={entry.quantity} />
            </label>
            <button type="submit" className="button button-secondary">
              {messages.CART_UPDATE}
            </button>
          </form>
          <form className="cart-entry-remove" method="post" action={entryFormPath(entry.id, 'remove')} onSubmit={enhanced(() => void actions.remove(entry))}>
            <button type="submit" className="button-link">
              {messages.CART_REMOVE}
            </button>
          </form>
          {customForm && (
            <button type="button" className="button-link cart-entry-edit" onClick={() => actions.editAnswers(entry, customForm)}>
              {messages.CART_EDIT_FORM}
            </button>
          )}
        </div>
      </div>
      <div className="cart-entry-subtotal">
        <SaleMark regularCents={regularLineCents(entry.purchasePriceCents, product?.salePrices[entry.sku], entry.quantity, money.currency)} money={money} messages={messages} />
        {formatMoney(entry.subTotal, money.currency, money.locale)}
      </div>
      {error && (
        <p role="alert" className="cart-entry-error">
          {error}
        </p>
      )}
    </li>
  );
}

/** The /cart page of spec section 2: entries, subtotal and the way to checkout, or the empty state. */
export function CartView({ cart, products, minimumSubtotalCents, shopUrl, actions, errors, language, estimate, messages }: CartViewProps) {
  const money: MoneyStyle = { currency: cart.currencyCode as CurrencyCode, locale: language };
  const continueShopping = (
    <a className="button button-secondary cart-continue" href={shopUrl}>
      {messages.CONTINUE_SHOPPING}
    </a>
  );
  if (cart.entries.length === 0) {
    return (
      <section className="cart-page">
        <h1>{messages.CART_TITLE}</h1>
        <p className="cart-empty">{messages.CART_EMPTY}</p>
        {continueShopping}
      </section>
    );
  }
  const belowMinimum = minimumSubtotalCents !== null && cart.subtotalCents < minimumSubtotalCents;
  return (
    <section className="cart-page">
      <h1>{messages.CART_TITLE}</h1>
      <ul className="cart-entries">
        {cart.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} product={products[entry.itemId]} money={money} actions={actions} error={errors[entry.id]} messages={messages} />
        ))}
      </ul>
      <p className="cart-subtotal">
        {messages.CART_SUBTOTAL} <span>{formatMoney(cart.subtotalCents, money.currency, money.locale)}</span>
      </p>
      {estimate && <ShippingEstimate estimate={estimate} cart={cart} money={money} messages={messages} />}
      <div className="cart-actions">
        {continueShopping}
        {belowMinimum ? (
          <p className="cart-minimum" role="alert">
            {minimumSubtotalMessage(formatMoney(minimumSubtotalCents, money.currency, money.locale), messages)}
          </p>
        ) : (
          <a className="button cart-checkout" href={CHECKOUT_PATH}>
            {messages.CHECKOUT_LABEL}
          </a>
        )}
      </div>
    </section>
  );
}
