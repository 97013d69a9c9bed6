import type { ReactNode } from 'react';
import { CHECKOUT_PATH } from '../../client/cart-page/cart-view';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_LABELS,
  addressLayout,
  formatMoney,
  postcodeLabel,
  regionLabel,
  type CheckoutValues,
  type CurrencyCode,
  type ShoppingCart,
} from '../../schemas';
import { postalCodeRule } from '../../schemas/postal-codes';
import type { TestPaymentMethod } from '../services/payments';
import type { FieldProblems } from './checkout-problems';
import { cartTotals, SummaryLines, SummaryTotalsView, type SummaryLine } from './order-summary';

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
  /** Test payment methods to choose from; empty when a real card is needed. */
  testMethods: readonly TestPaymentMethod[];
}

interface FieldProps {
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
function Field({ name, label, values, problems, type = 'text', autoComplete, optional = false, placeholder, instruction, children }: FieldProps) {
  const id = `checkout-${name}`;
  const problem = problems[name];
  const described = [problem && `${id}-problem`, instruction && `${id}-instruction`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={problem ? 'checkout-field has-problem' : 'checkout-field'}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="checkout-optional"> (optional)</span>}
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

/** The postal code as the country names and checks it (schemas/postal-codes.ts). */
function PostcodeField({ values, problems }: Pick<CheckoutViewProps, 'values' | 'problems'>) {
  const rule = postalCodeRule(values.country);
  return (
    <Field
      name="postcode"
      label={postcodeLabel(values.country)}
      autoComplete="postal-code"
      placeholder={rule.hint}
      instruction={rule.instruction}
      values={values}
      problems={problems}
    />
  );
}

function AddressFields({ values, problems, countries }: Pick<CheckoutViewProps, 'values' | 'problems' | 'countries'>) {
  const layout = addressLayout(values.country);
  const region = layout?.region;
  const common = { values, problems };
  return (
    <fieldset className="checkout-section checkout-address">
      <legend>Shipping address</legend>
      <Field name="country" label={ADDRESS_LABELS.country} {...common}>
        <div className="checkout-country">
          <select id="checkout-country" name="country" defaultValue={values.country} autoComplete="country" data-checkout-country="" required>
            {countries.map((code) => (
              <option key={code} value={code}>
                {ADDRESS_COUNTRIES[code].name}
              </option>
            ))}
          </select>
          <UpdateButton className="button button-secondary checkout-country-update">Update</UpdateButton>
        </div>
      </Field>
      {layout && (
        <>
          <Field name="line1" label={ADDRESS_LABELS.line1} autoComplete="address-line1" {...common} />
          <Field name="line2" label={ADDRESS_LABELS.line2} autoComplete="address-line2" optional {...common} />
          {layout.city && <Field name="city" label={ADDRESS_LABELS.city} autoComplete="address-level2" {...common} />}
          {region && (
            <Field name="region" label={regionLabel(layout)} optional={!region.required} {...common}>
              {region.options ? (
                <select id="checkout-region" name="region" defaultValue={values.region} autoComplete="address-level1" required={region.required} data-checkout-region="">
                  <option value="">{`Choose a ${regionLabel(layout).toLowerCase()}`}</option>
                  {region.options.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : undefined}
            </Field>
          )}
          {layout.postcode && <PostcodeField values={values} problems={problems} />}
        </>
      )}
    </fieldset>
  );
}

function ShippingChoice({ cart, problems }: { cart: ShoppingCart; problems: FieldProblems }) {
  if (!cart.shippingLocation || cart.shippingOptions.length === 0) return null;
  const currency = cart.currencyCode as CurrencyCode;
  return (
    <fieldset className="checkout-section checkout-shipping">
      <legend>Shipping</legend>
      {problems.shippingOption && <p className="field-problem">{problems.shippingOption}</p>}
      {cart.shippingOptions.map((option) => (
        <label key={option.id} className="checkout-choice">
          <input type="radio" name="shippingOption" value={option.id} defaultChecked={option.id === cart.selectedShippingOption?.id} data-checkout-shipping="" />
          <span>{option.name}</span> <span className="checkout-choice-price">{option.amountCents === 0 ? 'Free' : formatMoney(option.amountCents, currency)}</span>
        </label>
      ))}
      <UpdateButton className="button-link checkout-shipping-update">Update total</UpdateButton>
    </fieldset>
  );
}

function CouponField({ cart, values, problems }: { cart: ShoppingCart; values: CheckoutValues; problems: FieldProblems }) {
  const applied = cart.validCoupons[0];
  return (
    <fieldset className="checkout-section checkout-coupon">
      <legend>Coupon</legend>
      <Field name="couponCode" label="Coupon code" values={values} problems={{ couponCode: problems.couponCode ?? cart.invalidCoupons[0]?.message }} optional>
        <div className="checkout-inline">
          <input id="checkout-couponCode" name="couponCode" defaultValue={values.couponCode} autoComplete="off" />
          <UpdateButton>Apply</UpdateButton>
        </div>
      </Field>
      {applied && <p className="checkout-coupon-applied">{`${applied.code} takes ${formatMoney(applied.discountCents, cart.currencyCode as CurrencyCode)} off.`}</p>}
    </fieldset>
  );
}

function Payment({ testMethods }: { testMethods: readonly TestPaymentMethod[] }) {
  return (
    <fieldset className="checkout-section checkout-payment">
      <legend>Payment</legend>
      {testMethods.length > 0 ? (
        <>
          <p className="checkout-test-mode">Test mode: no real payment is taken.</p>
          <label className="checkout-field" htmlFor="checkout-paymentMethod">
            Test card
          </label>
          <select id="checkout-paymentMethod" name="paymentMethod" defaultValue={testMethods[0].id}>
            {testMethods.map((method) => (
              <option key={method.id} value={method.id}>
                {method.label}
              </option>
            ))}
          </select>
        </>
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
  const { cart, lines, values, problems, message, crumb, cartToken, countries, giftCard, testMethods } = props;
  const currency = cart.currencyCode as CurrencyCode;
  const common = { values, problems };
  return (
    <section className="checkout-page">
      <h1>Checkout</h1>
      {message && (
        <p role="alert" className="checkout-error">
          {message}
        </p>
      )}
      <div className="checkout-layout">
        <form method="post" action={CHECKOUT_PATH} className="checkout-form" data-checkout-form="">
          <input type="hidden" name="crumb" value={crumb} />
          {cartToken && <input type="hidden" name="cartToken" value={cartToken} />}
          <input type="hidden" name="expectedTotal" value={String(cart.grandTotalCents)} />
          <fieldset className="checkout-section checkout-contact">
            <legend>Contact</legend>
            <Field name="email" label="Email" type="email" autoComplete="email" {...common} />
            <div className="checkout-row">
              <Field name="firstName" label="First name" autoComplete="given-name" {...common} />
              <Field name="lastName" label="Last name" autoComplete="family-name" {...common} />
            </div>
            <Field name="phone" label="Phone" type="tel" autoComplete="tel" optional {...common} />
          </fieldset>
          {cart.requiresShipping && <AddressFields values={values} problems={problems} countries={countries} />}
          {cart.requiresShipping && <ShippingChoice cart={cart} problems={problems} />}
          {giftCard && (
            <fieldset className="checkout-section checkout-gift-card">
              <legend>Gift card</legend>
              <Field name="recipientEmail" label="Recipient's email" type="email" {...common} />
              <p className="checkout-hint">The gift card and its code are sent to this address.</p>
            </fieldset>
          )}
          <CouponField cart={cart} values={values} problems={problems} />
          <Payment testMethods={testMethods} />
          <button type="submit" name="intent" value="place" className="button checkout-place">
            {`Place order · ${formatMoney(cart.grandTotalCents, currency)}`}
          </button>
        </form>
        <aside className="checkout-summary" aria-label="Order summary">
          <h2>Order summary</h2>
          <SummaryLines lines={lines} currency={currency} />
          <SummaryTotalsView totals={cartTotals(cart)} currency={currency} />
        </aside>
      </div>
    </section>
  );
}
