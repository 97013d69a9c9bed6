// Bad input never breaks a page: every formatter and predicate, fed values
// of every odd shape, prints text and fails only where the reference says a
// formatter fails (the legacy money family on values that are no amount).
import { describe, expect, it } from 'vitest';
import { pluginNames, render } from '../../templates/index';

const VALUES = [
  undefined, null, 7, -0.5, 'text', '', true, [], [null], {}, { structuredContent: 5 },
  { id: 5, structuredContent: { productType: {}, variants: [null, 5, 'x', { attributes: 5, priceMoney: 5, pricingOptions: 'x' }] } },
  { structuredContent: { productType: 1, isSubscribable: true, subscriptionPlan: { billingPeriod: 7 }, variantOptionOrdering: 'Size', variants: [{ attributes: { Size: {} }, pricingOptions: [null] }] } },
  { type: 'phone', values: 5 }, { type: 'likert', values: [] }, { entries: 'x' }, { optionValues: [null] }, { items: 'x', colorData: 5, mediaFocalPoint: 'x' },
];
/** Formatters whose failure on a value that is no amount is a run-time error by the reference (§4.11). */
const FAILING = new Set(['money-format', 'moneyFormat', 'money-string', 'i18n-money-format']);

describe('every plugin on bad input', () => {
  const { formatters, predicates } = pluginNames();
  it.each(formatters)('formatter %s prints text', (name) => {
    for (const value of VALUES) {
      const { output, errors } = render(`{v|${name}}`, { v: value, productMerchandisingContext: { 5: null } }, { locale: 'en' });
      expect(typeof output).toBe('string');
      if (!FAILING.has(name)) expect(errors, `${name} ${JSON.stringify(value)}`).toEqual([]);
    }
  });
  it.each(predicates)('predicate %s decides', (name) => {
    for (const value of VALUES) {
      const { output, errors } = render(`{.section v}{.${name} a b}Y{.or}N{.end}{.or}{.${name}}Y{.or}N{.end}{.end}`, { v: value, a: value });
      expect(output).toMatch(/^[YN]$/);
      expect(errors).toEqual([]);
    }
  });
});
