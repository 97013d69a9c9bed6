import { add, allocate, dinero, halfUp, multiply, subtract, toSnapshot, transformScale, type Dinero, type DineroCurrency } from 'dinero.js';
import { CURRENCY_CODES, fractionDigits, type CurrencyCode } from './currency-codes';

export * from './money-format';

/** A line bought on sale, at its regular price: null when it is not on sale (no regular price, or none above the one paid). */
export function regularLineCents(paidUnitCents: number, regularUnitCents: number | undefined, quantity: number, currency: CurrencyCode): number | null {
  return regularUnitCents !== undefined && regularUnitCents > paidUnitCents ? multiplyCents(regularUnitCents, quantity, currency) : null;
}

/** A plain decimal a person typed in major units ('12.5', '1234.50', JPY '1235') as minor units; null when it is not one, or has more fraction digits than the currency. */
export function decimalToCents(text: string, currency: CurrencyCode): number | null {
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(text.trim());
  const digits = fractionDigits(currency);
  if (!match || (match[2] ?? '').length > digits) return null;
  return Number(`${match[1]}${(match[2] ?? '').padEnd(digits, '0')}`);
}

// Exponents come from fractionDigits rather than 'dinero.js/currencies' so that money.ts stays
// the one place that decides them.
const DINERO_CURRENCIES = Object.fromEntries(
  CURRENCY_CODES.map((code) => [code, { code, base: 10, exponent: fractionDigits(code) }]),
) as Record<CurrencyCode, DineroCurrency<number>>;

function toDinero(cents: number, currency: CurrencyCode): Dinero<number> {
  return dinero({ amount: cents, currency: DINERO_CURRENCIES[currency] });
}

// dinero.js computes with plain numbers, so a total past 2^53 would silently lose cents.
function toCents(money: Dinero<number>): number {
  const { amount } = toSnapshot(money);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money total out of range: ${amount}`);
  return amount;
}

export function addCents(augend: number, addend: number, currency: CurrencyCode): number {
  return toCents(add(toDinero(augend, currency), toDinero(addend, currency)));
}

export function subtractCents(minuend: number, subtrahend: number, currency: CurrencyCode): number {
  return toCents(subtract(toDinero(minuend, currency), toDinero(subtrahend, currency)));
}

/** Line total of `quantity` units. */
export function multiplyCents(cents: number, quantity: number, currency: CurrencyCode): number {
  // dinero.js accepts 1.5 whenever the product happens to be whole; a quantity never is fractional.
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be a whole number: ${quantity}`);
  return toCents(multiply(toDinero(cents, currency), quantity));
}

export function sumCents(amounts: readonly number[], currency: CurrencyCode): number {
  const total = amounts.reduce((sum, cents) => add(sum, toDinero(cents, currency)), toDinero(0, currency));
  return toCents(total);
}

/** A percentage with at most three decimals (8.875), as the exact ratio dinero.js scales by. */
const percentRatio = (percent: number) => ({ amount: Math.round(percent * 1000), scale: 5 });

/** `percent` % of an amount (a tax, a discount), rounded half up to whole minor units. */
export function percentOfCents(cents: number, percent: number, currency: CurrencyCode): number {
  const exact = multiply(toDinero(cents, currency), percentRatio(percent));
  return toCents(transformScale(exact, fractionDigits(currency), halfUp));
}

/**
 * The shares of an amount that already includes taxes at `percents`: the
 * amount split as 100 : rate : rate…, so net and taxes add up to it exactly.
 * Returns the tax shares, one per rate.
 */
export function includedPercentShares(cents: number, percents: readonly number[], currency: CurrencyCode): number[] {
  if (percents.length === 0) return [];
  const ratios = [100_000, ...percents.map((percent) => percentRatio(percent).amount)];
  return allocate(toDinero(cents, currency), ratios).slice(1).map(toCents);
}
