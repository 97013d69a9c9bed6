import { ADDRESS_COUNTRIES, addCents, multiplyCents, type CurrencyCode, type ShippingOption, type ShippingRule } from '../../schemas';

/** What shipping is priced by. */
export interface ShippedGoods {
  weightGrams: number;
  /** The subtotal after discounts, which free shipping is judged by. */
  merchandiseCents: number;
}

/** Rules that name the country; the catch-all '*' rules only where none does. */
function rulesFor(rules: readonly ShippingRule[], country: string): ShippingRule[] {
  const named = rules.filter((rule) => rule.countries.includes(country));
  return named.length > 0 ? named : rules.filter((rule) => rule.countries.includes('*'));
}

function price(rule: ShippingRule, goods: ShippedGoods, currency: CurrencyCode): number | null {
  switch (rule.type) {
    case 'flat':
      return rule.amountCents;
    case 'weight':
      // Carriers charge by the started kilogram.
      return addCents(rule.baseCents, multiplyCents(rule.perKgCents, Math.ceil(goods.weightGrams / 1000), currency), currency);
    case 'free':
      return goods.merchandiseCents >= rule.minimumSubtotalCents ? 0 : null;
  }
}

/** The options the store offers for this country, in the order the owner listed them. */
export function shippingOptions(rules: readonly ShippingRule[], country: string, goods: ShippedGoods, currency: CurrencyCode): ShippingOption[] {
  return rulesFor(rules, country).flatMap((rule) => {
    const amountCents = price(rule, goods, currency);
    return amountCents === null ? [] : [{ id: rule.id, name: rule.name, type: rule.type, amountCents }];
  });
}

/** The shopper's choice while it is offered, else the cheapest option (the first of equals). */
export function selectedOption(options: readonly ShippingOption[], chosenId: string): ShippingOption | null {
  const chosen = options.find((option) => option.id === chosenId);
  if (chosen) return chosen;
  return options.reduce<ShippingOption | null>((cheapest, option) => (!cheapest || option.amountCents < cheapest.amountCents ? option : cheapest), null);
}

/** The countries the checkout offers: those the rules name, every one when a rule ships anywhere or none exist. */
export function shippingCountries(rules: readonly ShippingRule[]): string[] {
  const named = new Set(rules.flatMap((rule) => rule.countries));
  const anywhere = named.size === 0 || named.has('*');
  return Object.keys(ADDRESS_COUNTRIES).filter((code) => anywhere || named.has(code));
}

/** Where a cart's shipping is estimated before the shopper picks a country: the first country the rules name. */
export function defaultCountry(rules: readonly ShippingRule[]): string {
  return rules.flatMap((rule) => rule.countries).find((code) => code !== '*') ?? shippingCountries(rules)[0];
}
