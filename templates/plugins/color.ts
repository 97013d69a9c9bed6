// Color conversion for the color formatters (reference `color-weight`,
// `website-color`; spec sections 5 and 9). Pure functions; the formatters
// decide what a failure prints.

/** Brighter than half of white reads as light (spec section 9). */
const LIGHT_THRESHOLD = 0xffffff / 2;
/** 3 to 6 hex digits after at most one `#`; three expand (`abc` is `aabbcc`), four and five read as written. */
const HEX = /^#?([0-9a-f]{3,6})$/i;

export const colorMessages = {
  hue: 'Hue out of bounds. ',
  saturation: 'Saturation out of bounds. ',
  lightness: 'Lightness out of bounds. ',
  alpha: 'Alpha out of bounds.',
  missing: 'Missing an H/S/L value.',
} as const;

export function parseHexColor(text: string): number | null {
  const digits = HEX.exec(text)?.[1];
  if (!digits) return null;
  return parseInt(digits.length === 3 ? digits.replace(/./g, '$&$&') : digits, 16);
}

export function colorWeight(text: string): 'light' | 'dark' | undefined {
  const rgb = parseHexColor(text);
  if (rgb === null) return undefined;
  return rgb > LIGHT_THRESHOLD ? 'light' : 'dark';
}

export interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
  alpha?: number;
}

/** At most two decimals, without trailing zeros: 120.456 -> 120.46, 0.5 -> 0.5. */
const short = (n: number) => String(Math.round(n * 100) / 100);
const outside = (n: number, max: number) => n < 0 || n > max;

/** `hsl(…)`/`hsla(…)` with saturation and lightness as percentages, or the concatenated bound messages. */
export function hslText({ hue, saturation, lightness, alpha }: Hsl): string {
  let errors = '';
  if (outside(hue, 360)) errors += colorMessages.hue;
  if (outside(saturation, 1)) errors += colorMessages.saturation;
  if (outside(lightness, 1)) errors += colorMessages.lightness;
  if (alpha !== undefined && outside(alpha, 1)) errors += colorMessages.alpha;
  if (errors) return errors;
  const hsl = `${short(hue)}, ${short(saturation * 100)}%, ${short(lightness * 100)}%`;
  return alpha === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${short(alpha)})`;
}
