import {
  addCents,
  includedPercentShares,
  percentOfCents,
  type AppliedTax,
  type CurrencyCode,
  type ShippingLocation,
  type TaxRule,
} from '../../schemas';

/** What tax is charged on. */
export interface TaxBase {
  /** Taxable merchandise after discounts (gift cards are money, never taxed). */
  goodsCents: number;
  shippingCents: number;
}

const sameRegion = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Every rule for the country that is country-wide or for the address's region. */
function rulesFor(rules: readonly TaxRule[], location: ShippingLocation): TaxRule[] {
  return rules.filter((rule) => rule.country === location.country && (rule.region === undefined || sameRegion(rule.region, location.region)));
}

function baseOf(taxShipping: boolean, base: TaxBase, currency: CurrencyCode): number {
  return taxShipping ? addCents(base.goodsCents, base.shippingCents, currency) : base.goodsCents;
}

/**
 * Inclusive taxes are the share of the price they are already in. Rules on
 * the same base split it together (100 : rate : rate…), so the net and the
 * taxes add up to the price exactly.
 */
function includedTaxes(rules: readonly TaxRule[], base: TaxBase, currency: CurrencyCode): Map<TaxRule, number> {
  const shares = new Map<TaxRule, number>();
  for (const taxShipping of [false, true]) {
    const group = rules.filter((rule) => rule.inclusive && rule.taxShipping === taxShipping);
    const amounts = includedPercentShares(baseOf(taxShipping, base, currency), group.map((rule) => rule.ratePercent), currency);
    group.forEach((rule, index) => shares.set(rule, amounts[index]));
  }
  return shares;
}

/** The taxes on the cart at this location; added ones are a percentage of their base. */
export function applicableTaxes(rules: readonly TaxRule[], location: ShippingLocation, base: TaxBase, currency: CurrencyCode): AppliedTax[] {
  const applied = rulesFor(rules, location);
  const included = includedTaxes(applied, base, currency);
  return applied.map((rule) => ({
    name: rule.name,
    country: rule.country,
    region: rule.region ?? null,
    ratePercent: rule.ratePercent,
    inclusive: rule.inclusive,
    amountCents: included.get(rule) ?? percentOfCents(baseOf(rule.taxShipping, base, currency), rule.ratePercent, currency),
  }));
}
