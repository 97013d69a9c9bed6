import type { ReactNode } from 'react';
import { CHECKOUT_PATH } from '../../schemas/site/paths';
import {
  ADDRESS_COUNTRIES,
  addressLayout,
  billingField,
  countryName,
  fill,
  formatMoney,
  regionLabel,
  regionPrompt,
  translated,
  type CheckoutValues,
  type AddressField,
  type CurrencyCode,
  type Messages,
  type ShoppingCart,
} from '../../schemas';
import { postalCodeRule } from '../../schemas/address/postal-codes';
import type { TestPaymentMethod } from '../services/payments';
import type { FieldProblems } from './checkout-problems';
import { cartTotals, SummaryTotalsView, type MoneyStyle } from '../../client/cart-page/summary-totals';
import { SummaryLines, type SummaryLine } from './order-summary';

export interface CheckoutViewProps {
  cart: ShoppingCart;
  lines: SummaryLine[];
  values: CheckoutValues;
  problems: FieldProblems;
  /** Why the last attempt failed. */
  message?: string;
  crumb: string;
  /** Set when the checkout is for a direct purchase (subscription, gift card) rather than the visitor's cart. */
  cartToken?: string;
  /** The countries the store ships to, by code. */
  countries: readonly string[];
  giftCard: boolean;
  /** How the shopper pays here (checkout-page.tsx). */
  payment: PaymentChoice;
  /** The site's language (BCP 47), and its catalogue table: the Worker's problems and messages are English until shown. */
  language: string;
  messages: Messages;
}

type Words = Pick<CheckoutViewProps, 'messages'>;

/** How a checkout takes its payment, as its form shows it. */
export interface PaymentChoice {
  /** Stripe's Payment Element, mounted by the client (client/checkout/card-payment.ts); null where there is none. */
  cardField: { publishableKey: string; scriptUrl: string } | null;
  /** Test cards to choose from without scripts (test mode only); empty when a real card is needed. */
  testMethods: readonly TestPaymentMethod[];
  /** Nothing here can take a payment: only an order with nothing to pay is placed. */
  unavailable: boolean;
}

interface FieldProps extends Words {
  name: keyof CheckoutValues;
  label: string;
  values: CheckoutValues;
  problems: FieldProblems;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  optional?: boolean;
  /** An example value, shown in the empty field. */
  placeholder?: string;
  /** What to enter, when the label alone does not say. */
  instruction?: string;
  children?: ReactNode;
}

/** A labelled field; its problem shows above it, as the spec has form messages. */
function Field({ name, label, values, problems, messages, type = 'text', autoComplete, optional = false, placeholder, instruction, children }: FieldProps) {
  const id = `checkout-${name}`;
  const problem = problems[name] && translated(problems[name], messages);
  const described = [problem && `${id}-problem`, instruction && `${id}-instruction`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={problem ? 'checkout-field has-problem' : 'checkout-field'}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="checkout-optional">{` ${messages.OPTIONAL_MARK}`}</span>}
      </label>
      {instruction && (
        <p className="checkout-hint" id={`${id}-instruction`}>
          {instruction}
        </p>
      )}
      {problem && (
        <p className="field-problem" id={`${id}-problem`}>
          {problem}
        </p>
      )}
      {children ?? (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={values[name]}
          autoComplete={autoComplete}
          placeholder={placeholder}
          required={!optional}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
        />
      )}
    </div>
  );
}

/** Saves what is typed and shows the page again: after a new country, a coupon, a shipping choice. */
function UpdateButton({ children, className = 'button button-secondary' }: { children: ReactNode; className?: string }) {
  return (
    <button type="submit" name="intent" value="update" formNoValidate className={className}>
      {children}
    </button>
  );
}

/** Where an address goes: the parcel, or the bill when it goes elsewhere. */
type AddressUse = 'shipping' | 'billing';

/** The checkout form's field for a part of the address used so: 'postcode', 'billingPostcode'. */
const addressField = (use: AddressUse, field: AddressField) => (use === 'shipping' ? field : billingField(field)) as keyof CheckoutValues;

type AddressProps = Pick<CheckoutViewProps, 'values' | 'problems' | 'language' | 'messages'> & { use: AddressUse; countries: readonly string[] };

/** The country's whole postal code, named, hinted and checked as the country does (schemas/address/postal-codes.ts). */
function PostcodeField({ use, country, values, problems, messages }: Pick<AddressProps, 'use' | 'values' | 'problems' | 'messages'> & { country: string }) {
  const rule = postalCodeRule(country, messages, 'address');
  return (
    <Field
      name={addressField(use, 'postcode')}
      label={rule.label}
      autoComplete={`${use} postal-code`}
      placeholder={rule.hint}
      instruction={rule.instruction}
      values={values}
      problems={problems}
      messages={messages}
    />
  );
}

/** An address's fields as its country lays them out, the country first: choosing another shows that country's fields. */
function AddressFields({ use, values, problems, countries, language, messages }: AddressProps) {
  const field = (name: AddressField) => addressField(use, name);
  const country = values[field('country')] ?? '';
  const layout = addressLayout(country);
  const region = layout?.region;
  const common = { values, problems, messages };
  const id = (name: AddressField) => `checkout-${field(name)}`;
  return (
    <>
      <Field name={field('country')} label={messages.COUNTRY_LABEL} {...common}>
        <div className="checkout-country">
          <select id={id('country')} name={field('country')} defaultValue={country} autoComplete={`${use} country`} data-checkout-country={use} required>
            {use === 'billing' && <option value="" />}
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code, language)}
              </option>
            ))}
          </select>
          <UpdateButton className="button button-secondary checkout-country-update">{messages.CART_UPDATE}</UpdateButton>
        </div>
      </Field>
      {layout && (
        <>
          <Field name={field('line1')} label={messages.ADDRESS_LABEL} autoComplete={`${use} address-line1`} {...common} />
          <Field name={field('line2')} label={messages.ADDRESS_2_LABEL} autoComplete={`${use} address-line2`} optional {...common} />
          {layout.city && <Field name={field('city')} label={messages.CITY_LABEL} autoComplete={`${use} address-level2`} {...common} />}
          {region && (
            <Field name={field('region')} label={regionLabel(layout, messages)} optional={!region.required} {...common}>
              {region.options ? (
                <select
                  id={id('region')}
                  name={field('region')}
                  defaultValue={values[field('region')]}
                  autoComplete={`${use} address-level1`}
                  required={region.required}
                  data-checkout-region={use}
                >
                  <option value="">{regionPrompt(layout, messages)}</option>
                  {region.options.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : undefined}
            </Field>
          )}
          {layout.postcode && <PostcodeField use={use} country={country} {...common} />}
        </>
      )}
    </>
  );
}

/**
 * The bill goes to the shipping address unless the box is unticked; then a
 * billing address of its own, in any country. `billingChoice` tells the
 * server the box was offered, as an unticked box posts nothing.
 */
function BillingAddress(props: Omit<AddressProps, 'use' | 'countries'>) {
  const { values, messages } = props;
  const same = values.billingSameAsShipping !== undefined;
  return (
    <fieldset className="checkout-section checkout-billing">
      <legend>{messages.BILLING_ADDRESS_LEGEND}</legend>
      <input type="hidden" name="billingChoice" value="1" />
      <div className="checkout-inline">
        <label className="checkout-choice">
          <input type="checkbox" name="billingSameAsShipping" value="on" defaultChecked={same} data-checkout-billing-same="" />
          <span>{messages.BILLING_SAME_AS_SHIPPING}</span>
        </label>
        <UpdateButton className="button-link checkout-billing-update">{messages.CART_UPDATE}</UpdateButton>
      </div>
      {!same && <AddressFields use="billing" countries={Object.keys(ADDRESS_COUNTRIES)} {...props} />}
    </fieldset>
  );
}

function ShippingChoice({ cart, problems, money, messages }: { cart: ShoppingCart; problems: FieldProblems; money: MoneyStyle } & Words) {
  if (!cart.shippingLocation || cart.shippingOptions.length === 0) return null;
  return (
    <fieldset className="checkout-section checkout-shipping">
      <legend>{messages.SHIPPING_LABEL}</legend>
      {problems.shippingOption && <p className="field-problem">{translated(problems.shippingOption, messages)}</p>}
      {cart.shippingOptions.map((option) => (
        <label key={option.id} className="checkout-choice">
          <input type="radio" name="shippingOption" value={option.id} defaultChecked={option.id === cart.selectedShippingOption?.id} data-checkout-shipping="" />
          <span>{option.name}</span> <span className="checkout-choice-price">{option.amountCents === 0 ? messages.SHIPPING_FREE : formatMoney(option.amountCents, money.currency, money.locale)}</span>
        </label>
      ))}
      <UpdateButton className="button-link checkout-shipping-update">{messages.UPDATE_TOTAL}</UpdateButton>
    </fieldset>
  );
}

function CouponField({ cart, values, problems, money, messages }: { cart: ShoppingCart; values: CheckoutValues; problems: FieldProblems; money: MoneyStyle } & Words) {
  const applied = cart.validCoupons[0];
  const amount = applied && formatMoney(applied.discountCents, money.currency, money.locale);
  return (
    <fieldset className="checkout-section checkout-coupon">
      <legend>{messages.COUPON_LEGEND}</legend>
      <Field
        name="couponCode"
        label={messages.COUPON_CODE_LABEL}
        values={values}
        problems={{ couponCode: problems.couponCode ?? cart.invalidCoupons[0]?.message }}
        messages={messages}
        optional
      >
        <div className="checkout-inline">
          <input id="checkout-couponCode" name="couponCode" defaultValue={values.couponCode} autoComplete="off" />
          <UpdateButton>{messages.APPLY_LABEL}</UpdateButton>
        </div>
      </Field>
      {applied && <p className="checkout-coupon-applied">{fill(messages.COUPON_APPLIED, { code: applied.code, amount })}</p>}
    </fieldset>
  );
}

/**
 * The payment: Stripe's card field where Stripe is configured (the client
 * mounts it; without scripts the shopper is told it needs them, and in test
 * mode may still pay with a test card), the test cards alone in test mode
 * without keys, and with no way to pay, the refusal paid orders will get.
 */
function Payment({ payment, cart, language, messages }: { payment: PaymentChoice; cart: ShoppingCart; language: string } & Words) {
  if (cart.grandTotalCents <= 0) return <input type="hidden" name="paymentMethod" value="" />;
  const { cardField, testMethods, unavailable } = payment;
  return (
    <fieldset className="checkout-section checkout-payment">
      <legend>{messages.PAYMENT_LEGEND}</legend>
      {unavailable && (
        <p role="alert" className="checkout-unavailable">
          {messages.CHECKOUT_NOT_AVAILABLE}
        </p>
      )}
      {cardField && (
        <div className="checkout-card-field" data-card-field="" data-publishable-key={cardField.publishableKey} data-script-url={cardField.scriptUrl} data-locale={language}>
          <p className="checkout-hint" data-card-needs-script="">
            {messages.CARD_NEEDS_JAVASCRIPT}
          </p>
        </div>
      )}
      {testMethods.length > 0 ? (
        <div className="checkout-field checkout-test-cards" data-test-cards="">
          <label htmlFor="checkout-paymentMethod">{messages.TEST_CARD_LABEL}</label>
          <select id="checkout-paymentMethod" name="paymentMethod" defaultValue={testMethods[0].id}>
            {testMethods.map((method) => (
              <option key={method.id} value={method.id}>
                {translated(method.label, messages)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="paymentMethod" value="" />
      )}
    </fieldset>
  );
}

/**
 * The checkout: who buys, where it goes and how, gift card recipient, coupon
 * and payment, beside the order summary. A plain form, so it works without
 * scripts: 'Update' and 'Apply' save what is typed and show the page again
 * (the country decides the address fields and the shipping options).
 */
export function CheckoutView(props: CheckoutViewProps) {
  const { cart, lines, values, problems, message, crumb, cartToken, countries, giftCard, payment, language, messages } = props;
  const money = { currency: cart.currencyCode as CurrencyCode, locale: language };
  const common = { values, problems, messages };
  return (
    <section className="checkout-page">
      <h1>{messages.CHECKOUT_LABEL}</h1>
      {message && (
        <p role="alert" className="checkout-error">
          {translated(message, messages)}
        </p>
      )}
      <div className="checkout-layout">
        <form method="post" action={CHECKOUT_PATH} className="checkout-form" data-checkout-form="">
          <input type="hidden" name="crumb" value={crumb} />
          {cartToken && <input type="hidden" name="cartToken" value={cartToken} />}
          <input type="hidden" name="expectedTotal" value={String(cart.grandTotalCents)} />
          <fieldset className="checkout-section checkout-contact">
            <legend>{messages.CONTACT_LEGEND}</legend>
            <Field name="email" label={messages.EMAIL_LABEL} type="email" autoComplete="email" {...common} />
            <div className="checkout-row">
              <Field name="firstName" label={messages.FIRST_NAME_LABEL} autoComplete="given-name" {...common} />
              <Field name="lastName" label={messages.LAST_NAME_LABEL} autoComplete="family-name" {...common} />
            </div>
            <Field name="phone" label={messages.PHONE_LABEL} type="tel" autoComplete="tel" optional {...common} />
          </fieldset>
          {cart.requiresShipping && (
            <>
              <fieldset className="checkout-section checkout-address">
                <legend>{messages.SHIPPING_ADDRESS_LEGEND}</legend>
                <AddressFields use="shipping" {...common} countries={countries} language={language} />
              </fieldset>
              <ShippingChoice cart={cart} problems={problems} money={money} messages={messages} />
              <BillingAddress {...common} language={language} />
            </>
          )}
          {giftCard && (
            <fieldset className="checkout-section checkout-gift-card">
              <legend>{messages.GIFT_CARD_LEGEND}</legend>
              <Field name="recipientEmail" label={messages.RECIPIENT_EMAIL_LABEL} type="email" {...common} />
              <p className="checkout-hint">{messages.GIFT_CARD_RECIPIENT_HINT}</p>
            </fieldset>
          )}
          <CouponField cart={cart} money={money} {...common} />
          <Payment payment={payment} cart={cart} language={language} messages={messages} />
          <button type="submit" name="intent" value="place" className="button checkout-place">
            {fill(messages.PLACE_ORDER, { total: formatMoney(cart.grandTotalCents, money.currency, money.locale) })}
          </button>
        </form>
        <aside className="checkout-summary" aria-label={messages.ORDER_SUMMARY}>
          <h2>{messages.ORDER_SUMMARY}</h2>
          <SummaryLines lines={lines} money={money} messages={messages} />
          <SummaryTotalsView totals={cartTotals(cart)} money={money} messages={messages} />
        </aside>
      </div>
    </section>
  );
}
