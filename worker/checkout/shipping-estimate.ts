import {
  addressLayout,
  countryName,
  en,
  postalCodeLocation,
  postalCodeRule,
  regionLabel,
  regionProblem,
  regionPrompt,
  translated,
  type Messages,
  type ShippingEstimate,
  type ShippingEstimateForm,
  type ShoppingCart,
} from '../../schemas';
import { NO_SHIPPING_TO_COUNTRY } from '../../schemas/messages';
import type { EstimateView } from '../../client/cart-page/shipping-estimate';
import { cartStub } from '../cart/cart-cookie';
import { storeRules } from '../cart/prepare-entry';
import { shippingCountries } from '../cart/shipping';
import { visitorCart } from '../cart/visitor-cart';
import type { Storefront } from '../storefront';

type Problems = EstimateView['problems'];

/** An estimate the cart page showed again: what was posted, and why it was not kept. */
export interface EstimateAttempt {
  estimate: ShippingEstimate;
  /** In English, as the catalogue keys them; shown in the site's language. */
  problems: Problems;
}

/**
 * What stands between a posted estimate and a location shipping and tax can
 * be estimated by: a country the store ships to, a region the country lists,
 * and a postal code by the spec's partial rules (an FSA, an outcode, the first
 * three characters of an Eircode, up to 3 digits), or none.
 */
function estimateProblems(estimate: ShippingEstimate, countries: readonly string[]): Problems {
  const layout = addressLayout(estimate.country);
  if (!layout || !countries.includes(estimate.country)) return { country: NO_SHIPPING_TO_COUNTRY };
  const problems: Problems = {};
  // A region helps to estimate tax; it is checked when given.
  const region = estimate.region === '' ? null : regionProblem(layout, estimate.region);
  if (region) problems.region = region;
  const code = estimate.postalCode === '' ? null : postalCodeRule(estimate.country, en, 'location').check(estimate.postalCode);
  if (layout.postcode && code) problems.postalCode = code;
  return problems;
}

export type EstimateOutcome = { ok: true } | { ok: false; status: 400 | 404 | 409; attempt?: EstimateAttempt };

/**
 * Keeps the visitor's estimate with their cart. A country other than the one
 * the form showed is taken alone (its region and code fields were another
 * country's), so the page can show that country's fields.
 */
export async function saveShippingEstimate(storefront: Storefront, form: ShippingEstimateForm): Promise<EstimateOutcome> {
  const open = await visitorCart(storefront);
  const settings = await storefront.settings();
  if (!open || !settings) return { ok: false, status: 404 };
  const rules = storeRules(settings);
  const sameCountry = form.country === form.shownCountry;
  const estimate: ShippingEstimate = {
    country: form.country,
    region: sameCountry ? form.region : '',
    postalCode: sameCountry ? form.postalCode : '',
  };
  const problems = estimateProblems(estimate, shippingCountries(rules.shippingRules));
  if (Object.keys(problems).length > 0) return { ok: false, status: 400, attempt: { estimate, problems } };
  const kept = { ...estimate, postalCode: estimate.postalCode && postalCodeRule(estimate.country, en, 'location').normalise(estimate.postalCode) };
  const saved = await cartStub(storefront, open.cartId).saveEstimate(kept, rules);
  return saved.ok ? { ok: true } : { ok: false, status: saved.reason === 'missing' ? 404 : 409 };
}

/**
 * The estimate form for a cart that ships, in the site's language: the cart's
 * location (the checkout's address once given, shown by its location part),
 * or what was just posted with its problems.
 */
export function estimateView(cart: ShoppingCart, countries: readonly string[], language: string, messages: Messages, attempt?: EstimateAttempt): EstimateView | null {
  if (!cart.requiresShipping || countries.length === 0) return null;
  const location = cart.shippingLocation;
  const shown: ShippingEstimate = attempt?.estimate ?? {
    country: location?.country ?? countries[0],
    region: location?.region ?? '',
    postalCode: location ? (postalCodeLocation(location.country, location.postalCode) ?? '') : '',
  };
  const layout = addressLayout(shown.country);
  const rule = postalCodeRule(shown.country, messages, 'location');
  const problems = Object.fromEntries(Object.entries(attempt?.problems ?? {}).map(([field, text]) => [field, translated(text, messages)]));
  return {
    countries: countries.map((code) => [code, countryName(code, language)] as const),
    country: shown.country,
    region: layout?.region
      ? { label: regionLabel(layout, messages), prompt: regionPrompt(layout, messages), options: layout.region.options ?? null, value: shown.region }
      : null,
    postalCode: layout?.postcode === false ? null : { label: rule.label, hint: rule.hint, instruction: rule.instruction, value: shown.postalCode },
    problems,
  };
}
