import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExact } from '../../templates/i18n/exact-format';

// The oracle is Intl itself, given the same exact decimal text.
const LOCALES = ['en-US', 'en-GB', 'en-IN', 'de-DE', 'fr-FR', 'es-ES', 'pl-PL', 'ja-JP', 'ar-EG', 'ar-SA', 'he-IL', 'hi-IN', 'de-CH', 'sv-SE', 'pt-BR', 'nl-NL', 'fa-IR'];
const OPTIONS: Intl.NumberFormatOptions[] = [
  {},
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { useGrouping: false, maximumFractionDigits: 5 },
  { style: 'currency', currency: 'USD' },
  { style: 'currency', currency: 'EUR', currencySign: 'accounting' },
  { style: 'currency', currency: 'JPY' },
  { style: 'currency', currency: 'KWD', currencyDisplay: 'code' },
  { style: 'currency', currency: 'GBP', currencyDisplay: 'name' },
  { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0 },
  { style: 'percent' },
  { maximumSignificantDigits: 3 },
  { notation: 'compact' },
  { roundingMode: 'halfEven', maximumFractionDigits: 1 },
  { style: 'currency', currency: 'USD', roundingMode: 'halfEven' },
  ...(['ceil', 'floor', 'expand', 'trunc', 'halfCeil', 'halfFloor', 'halfExpand', 'halfTrunc'] as const).map((roundingMode) => ({ roundingMode, maximumFractionDigits: 2 })),
  { signDisplay: 'always' },
];

const decimal = fc
  .tuple(fc.boolean(), fc.stringMatching(/^\d{1,22}$/), fc.option(fc.stringMatching(/^\d{1,8}$/)))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`);
const edges = fc.constantFrom('0', '-0', '0.5', '-0.5', '0.125', '-0.125', '0.135', '-0.135', '2.5', '-2.5', '0.001', '-0.001', '0.995', '9.995', '-9.995', '999999.999', '0.00001', '5e3', '+5', '.5', '1.', '00012.50');

describe('exact decimal formatting', () => {
  it('prints what Intl prints, whatever the locale, options and amount', () => {
    const formats = LOCALES.flatMap((locale) => OPTIONS.map((options) => new Intl.NumberFormat(locale, options)));
    fc.assert(
      fc.property(fc.constantFrom(...formats), fc.oneof(decimal, edges), (format, amount) => {
        expect(formatExact(format, amount)).toBe(format.format(amount as Intl.StringNumericLiteral));
      }),
      { numRuns: 5000 },
    );
  });
});
