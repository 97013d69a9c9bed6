// What the commerce fragments read beside the product: localized strings,
// the merchandising context keyed by product id, the money display flag,
// and the message formatting their texts go through (reference §4.12).
import { formatMessage } from '../../i18n/message/format';
import { localeOf } from '../../i18n/locale';
import { child, toText, truthy } from '../../values';
import type { Env } from '../registry';
import { seen } from '../scope';

/** `localizedStrings.KEY` as seen from the product. */
export const localizedString = (item: unknown, env: Env, key: string) => seen(item, env, ['localizedStrings', key]);

/** A localized text used whenever it is present, even empty. */
export function presentText(item: unknown, env: Env, key: string, fallback: string): string {
  const text = localizedString(item, env, key);
  return text === undefined ? fallback : toText(text);
}

/** A localized text used only when it is truthy. */
export function truthyText(item: unknown, env: Env, key: string, fallback: string): string {
  const text = localizedString(item, env, key);
  return truthy(text) ? toText(text) : fallback;
}

/** The merchandising context of one product, if the page carries one. */
export function merchandising(item: unknown, env: Env): unknown {
  return child(seen(item, env, ['productMerchandisingContext']), toText(child(item, 'id')));
}

const NO_POSITIONAL: readonly unknown[] = [];

/** A pattern through the `message` formatter with named arguments; nothing without a locale. */
export function message(env: Env, pattern: string, named: Readonly<Record<string, unknown>>): string {
  const locale = localeOf(env);
  if (!locale) return '';
  const args = new Map<string, unknown>();
  for (const name in named) args.set(name, named[name]);
  return formatMessage(pattern, { positional: NO_POSITIONAL, named: args }, locale, env);
}
