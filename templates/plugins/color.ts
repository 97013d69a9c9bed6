// Color conversion for the color formatters (spec sections 3, 5 and 9): hex
// colors as the image analysis stores them, and the HSL(A) colors of site
// styles. Pure functions; the formatters decide what a failure prints.

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Brighter than half of white reads as light (spec section 9). */
const LIGHT_THRESHOLD = 0xffffff / 2;

export const colorMessages = {
  hue: 'Hue out of bounds.',
  saturation: 'Saturation out of bounds.',
  lightness: 'Lightness out of bounds.',
  alpha: 'Alpha out of bounds.',
  missing: 'Missing an H/S/L value.',
} as const;

/** `#abc`, `abc`, `#aabbcc` or `aabbcc` as 0xRRGGBB; null for anything else. */
export function parseHexColor(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const digits = HEX.exec(text.trim())?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return parseInt(full, 16);
}

/** The color as CSS writes it, `#` first; null when it is not a hex color. */
export function cssHex(text: unknown): string | null {
  return parseHexColor(text) === null ? null : `#${(text as string).trim().replace(/^#/, '')}`;
}

export function colorWeight(text: unknown): 'light' | 'dark' | null {
  const rgb = parseHexColor(text);
  if (rgb === null) return null;
  return rgb > LIGHT_THRESHOLD ? 'light' : 'dark';
}

export interface Hsl {
  hue?: unknown;
  saturation?: unknown;
  lightness?: unknown;
  alpha?: unknown;
}

export type HslResult = { css: string } | { errors: string[] };

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const within = (n: number, max: number) => n >= 0 && n <= max;
/** Two decimals at most, without trailing zeros: 0.956 -> 0.96, 0.5 -> 0.5. */
const short = (n: number) => String(Math.round(n * 100) / 100);

/** Hue 0 to 360, saturation, lightness and alpha 0 to 1 (spec section 3). */
export function hslColor(color: Hsl): HslResult {
  const { hue, saturation, lightness, alpha } = color;
  if (!finite(hue) || !finite(saturation) || !finite(lightness)) return { errors: [colorMessages.missing] };
  const hasAlpha = alpha !== undefined && alpha !== null;
  const errors: string[] = [];
  if (!within(hue, 360)) errors.push(colorMessages.hue);
  if (!within(saturation, 1)) errors.push(colorMessages.saturation);
  if (!within(lightness, 1)) errors.push(colorMessages.lightness);
  if (hasAlpha && !(finite(alpha) && within(alpha, 1))) errors.push(colorMessages.alpha);
  if (errors.length) return { errors };
  const hsl = `${short(hue)}, ${short(saturation * 100)}%, ${short(lightness * 100)}%`;
  return { css: hasAlpha ? `hsla(${hsl}, ${short(alpha as number)})` : `hsl(${hsl})` };
}
