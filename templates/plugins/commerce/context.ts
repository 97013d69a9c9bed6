// Site-wide data the commerce fragments read next to the item: localized
// strings, the merchandising context keyed by product id, feature flags.
// They sit at the top of the page context, so they are looked up in scope
// first (a template may override them) and then at the root, which stays
// reachable from inside macros and partials.
import { child, descend } from '../../values';
import type { Env } from '../registry';

export function siteValue(env: Env, path: readonly string[]): unknown {
  return env.resolve(path) ?? descend(env.root, path, 0);
}

/** A string the site localized, else the spec's English text. */
export function localized(env: Env, key: string, fallback: string): string {
  const text = siteValue(env, ['localizedStrings', key]);
  return typeof text === 'string' && text !== '' ? text : fallback;
}

/** The merchandising context of one product (spec section 3), if the page carries one. */
export function merchandising(env: Env, productId: unknown): Record<string, unknown> | undefined {
  if (typeof productId !== 'string' || productId === '') return undefined;
  const context = child(siteValue(env, ['productMerchandisingContext']), productId);
  return isRecord(context) ? context : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{name}` placeholders of localized texts, filled in; unknown names stay as written. */
export function fillPlaceholders(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

