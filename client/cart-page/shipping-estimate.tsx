// The cart page's shipping and tax estimate (#27): the country, its region and
// the location part of a postal code, posted as a plain form (with or without
// scripts) and kept with the cart, which is then priced for that location and
// opens the checkout on it. The server words every label in the site's
// language; the totals follow the cart as the island changes it.
import type { ShoppingCart } from '../../schemas/commerce/cart';
import type { Messages } from '../../schemas/messages/catalogue';
import { CART_ESTIMATE_PATH } from '../../schemas/site/paths';
import { cartTotals, SummaryTotalsView, type MoneyStyle } from './summary-totals';

/** A field's problem, in the site's language. */
type Problems = Partial<Record<'country' | 'region' | 'postalCode', string>>;

/** The estimate form as the server lays it out for the country shown. */
export interface EstimateView {
  countries: readonly (readonly [code: string, name: string])[];
  country: string;
  /** The country's region field; null when its addresses have none. */
  region: { label: string; prompt: string; options: readonly (readonly [string, string])[] | null; value: string } | null;
  /** The location's code: a partial code where the spec asks for one; null where the country has no postal codes. */
  postalCode: { label: string; hint?: string; instruction?: string; value: string } | null;
  problems: Problems;
}

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="field-problem" id={id}>
      {text}
    </p>
  ) : null;
}

export function ShippingEstimate({ estimate, cart, money, messages }: { estimate: EstimateView; cart: ShoppingCart; money: MoneyStyle; messages: Messages }) {
  const { region, postalCode, problems } = estimate;
  return (
    <section className="cart-estimate">
      <form method="post" action={CART_ESTIMATE_PATH} className="cart-estimate-form">
        <fieldset>
          <legend>{messages.ESTIMATE_LEGEND}</legend>
          <input type="hidden" name="shownCountry" value={estimate.country} />
          <div className="checkout-field">
            <label htmlFor="estimate-country">{messages.COUNTRY_LABEL}</label>
            <Problem id="estimate-country-problem" text={problems.country} />
            <select id="estimate-country" name="country" defaultValue={estimate.country} autoComplete="shipping country">
              {estimate.countries.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          {region && (
            <div className="checkout-field">
              <label htmlFor="estimate-region">{region.label}</label>
              <Problem id="estimate-region-problem" text={problems.region} />
              {region.options ? (
                <select id="estimate-region" name="region" defaultValue={region.value} autoComplete="shipping address-level1">
                  <option value="">{region.prompt}</option>
                  {region.options.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : (
                <input id="estimate-region" name="region" defaultValue={region.value} autoComplete="shipping address-level1" />
              )}
            </div>
          )}
          {postalCode && (
            <div className="checkout-field">
              <label htmlFor="estimate-postalCode">{postalCode.label}</label>
              {postalCode.instruction && (
                <p className="checkout-hint" id="estimate-postalCode-instruction">
                  {postalCode.instruction}
                </p>
              )}
              <Problem id="estimate-postalCode-problem" text={problems.postalCode} />
              <input
                id="estimate-postalCode"
                name="postalCode"
                defaultValue={postalCode.value}
                placeholder={postalCode.hint}
                autoComplete="shipping postal-code"
                aria-invalid={problems.postalCode ? true : undefined}
                aria-describedby={[problems.postalCode && 'estimate-postalCode-problem', postalCode.instruction && 'estimate-postalCode-instruction'].filter(Boolean).join(' ') || undefined}
              />
            </div>
          )}
          <button type="submit" className="button button-secondary">
            {messages.ESTIMATE_BUTTON}
          </button>
        </fieldset>
      </form>
      <SummaryTotalsView totals={cartTotals(cart)} money={money} messages={messages} />
    </section>
  );
}
