// Formats exact decimal text the way an Intl.NumberFormat does, without
// calling it. A call into Intl costs about half a microsecond, and a shop
// page formats a price for every variant and every product card. Most
// formatters print a plain decimal as sign, prefix, grouped digits and
// suffix: their shape is read once from Intl's own parts, then checked
// against Intl on a set of probes. A formatter whose output the shape does
// not reproduce (another numbering system, Indian grouping, a locale that
// leaves four digits ungrouped, plural currency names, compact or
// significant-digit rounding) keeps calling Intl.

interface Affixes {
  readonly prefix: string;
  readonly suffix: string;
}

interface Shape {
  readonly positive: Affixes;
  readonly negative: Affixes;
  /** Between groups of three integer digits; null without grouping. */
  readonly group: string | null;
  readonly point: string;
  readonly minFraction: number;
  readonly maxFraction: number;
  readonly roundsUp: RoundsUp;
}

/**
 * Whether the magnitude goes up to the next unit, given the first dropped
 * digit, whether any later one is not zero, the last kept digit and the sign.
 */
type RoundsUp = (first: number, more: boolean, last: number, negative: boolean) => boolean;

const ROUNDS_UP: Readonly<Record<string, RoundsUp>> = {
  ceil: (first, more, _last, negative) => !negative && (first > 0 || more),
  floor: (first, more, _last, negative) => negative && (first > 0 || more),
  expand: (first, more) => first > 0 || more,
  trunc: () => false,
  halfCeil: (first, more, _last, negative) => first > 5 || (first === 5 && (more || !negative)),
  halfFloor: (first, more, _last, negative) => first > 5 || (first === 5 && (more || negative)),
  halfExpand: (first) => first >= 5,
  halfTrunc: (first, more) => first > 5 || (first === 5 && more),
  halfEven: (first, more, last) => first > 5 || (first === 5 && (more || last % 2 === 1)),
};

const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;
const ALL_ZEROS = /^0*$/;

const PROBES = [
  '0', '-0', '7', '-7', '0.5', '2.5', '-3.5', '0.005', '0.0049', '-0.001', '0.0001', '0.0125', '-0.0135',
  '12.345', '999.995', '1234', '-1234.5', '12345.678', '123456', '1234567.891', '-1000000', '99999999.9999',
];

const shapes = new WeakMap<Intl.NumberFormat, Shape | null>();

/** `format.format(amount)` for an exact decimal text. */
export function formatExact(format: Intl.NumberFormat, amount: string): string {
  let shape = shapes.get(format);
  if (shape === undefined) shapes.set(format, (shape = shapeOf(format)));
  return shape !== null && PLAIN_DECIMAL.test(amount) ? render(shape, amount) : format.format(amount as Intl.StringNumericLiteral);
}

function shapeOf(format: Intl.NumberFormat): Shape | null {
  const o = format.resolvedOptions() as Intl.ResolvedNumberFormatOptions & Record<string, unknown>;
  const plain =
    (o.style === 'decimal' || (o.style === 'currency' && o.currencyDisplay !== 'name')) &&
    o.notation === 'standard' &&
    o.minimumSignificantDigits === undefined &&
    (o.roundingMode as string) in ROUNDS_UP &&
    o.roundingIncrement === 1 &&
    o.trailingZeroDisplay === 'auto' &&
    o.minimumIntegerDigits === 1 &&
    o.signDisplay === 'auto' &&
    (o.useGrouping === 'auto' || o.useGrouping === false);
  if (!plain) return null;
  const positive = format.formatToParts('1234567.891' as Intl.StringNumericLiteral);
  const shape: Shape = {
    positive: affixes(positive),
    negative: affixes(format.formatToParts('-1234567.891' as Intl.StringNumericLiteral)),
    group: positive.find((p) => p.type === 'group')?.value ?? null,
    point: positive.find((p) => p.type === 'decimal')?.value ?? '.',
    minFraction: o.minimumFractionDigits ?? 0,
    maxFraction: o.maximumFractionDigits ?? 0,
    roundsUp: ROUNDS_UP[o.roundingMode as string],
  };
  return PROBES.every((p) => render(shape, p) === format.format(p as Intl.StringNumericLiteral)) ? shape : null;
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** What comes before the first digit and after the last. */
function affixes(parts: readonly Intl.NumberFormatPart[]): Affixes {
  let first = parts.findIndex((p) => NUMBER_PARTS.has(p.type));
  if (first < 0) first = parts.length;
  let last = first;
  for (let i = first; i < parts.length; i++) if (NUMBER_PARTS.has(parts[i].type)) last = i;
  const text = (from: number, to: number) => parts.slice(from, to).map((p) => p.value).join('');
  return { prefix: text(0, first), suffix: text(last + 1, parts.length) };
}

const NINE = 57;

function render(shape: Shape, amount: string): string {
  const negative = amount.charCodeAt(0) === 45;
  const dot = amount.indexOf('.');
  let whole = amount.slice(negative ? 1 : 0, dot < 0 ? amount.length : dot);
  let fraction = dot < 0 ? '' : amount.slice(dot + 1);
  if (fraction.length > shape.maxFraction) {
    const kept = fraction.slice(0, shape.maxFraction);
    const first = fraction.charCodeAt(shape.maxFraction) - 48;
    const more = !ALL_ZEROS.test(fraction.slice(shape.maxFraction + 1));
    const lastKept = kept === '' ? whole : kept;
    const last = lastKept.charCodeAt(lastKept.length - 1) - 48;
    fraction = kept;
    if (shape.roundsUp(first, more, last, negative)) [whole, fraction] = increment(whole, fraction);
  }
  let end = fraction.length;
  while (end > shape.minFraction && fraction.charCodeAt(end - 1) === 48) end--;
  fraction = end < fraction.length ? fraction.slice(0, end) : fraction.padEnd(shape.minFraction, '0');
  let start = 0;
  while (start < whole.length - 1 && whole.charCodeAt(start) === 48) start++;
  if (start > 0) whole = whole.slice(start);
  if (shape.group !== null && whole.length > 3) whole = groupThousands(whole, shape.group);
  const affixes = negative ? shape.negative : shape.positive;
  return `${affixes.prefix}${whole}${fraction === '' ? '' : shape.point + fraction}${affixes.suffix}`;
}

/** Adds one unit in the last kept place. */
function increment(whole: string, fraction: string): [string, string] {
  const digits = whole + fraction;
  let i = digits.length - 1;
  while (i >= 0 && digits.charCodeAt(i) === NINE) i--;
  const bumped = i < 0 ? `1${'0'.repeat(digits.length)}` : `${digits.slice(0, i)}${String.fromCharCode(digits.charCodeAt(i) + 1)}${'0'.repeat(digits.length - i - 1)}`;
  const split = bumped.length - fraction.length;
  return [bumped.slice(0, split), bumped.slice(split)];
}

/** `1234567` -> `1,234,567` with `group` for the comma. */
export function groupThousands(whole: string, group: string): string {
  let head = whole.length % 3 || 3;
  let out = whole.slice(0, head);
  for (; head < whole.length; head += 3) out += group + whole.slice(head, head + 3);
  return out;
}
