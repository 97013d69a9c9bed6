// Locale handling shared by the i18n formatters.
import type { Messages } from '../../schemas/messages';
import { messagesFor } from '../../schemas/messages';
import type { Env } from '../plugins/registry';

/**
 * The execution's locale, or null when it runs without locale data (`none`
 * or no locale at all): i18n formatters then print nothing.
 */
export function localeOf(env: Env): string | null {
  const locale = env.options.locale;
  if (!locale || locale === 'none') return null;
  let tag = tags.get(locale);
  if (tag === undefined) {
    try {
      // Locale tags may come written with underscores (`de_DE`).
      tag = Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? null;
    } catch {
      tag = null;
    }
    if (tags.size < MAX_TAGS) tags.set(locale, tag);
  }
  return tag;
}

/** The catalogue of the execution's locale: the site's words where its own localized strings say nothing. */
export function messagesOf(env: Env): Messages {
  return messagesFor(env.options.locale);
}

const tags = new Map<string, string | null>();
const MAX_TAGS = 100;

/** `context:begin-sentence`: the text opens a sentence, so its first letter is upper case. */
export function inContext(text: string, context: string | undefined, locale: string): string {
  if (context !== 'begin-sentence' || text === '') return text;
  const first = String.fromCodePoint(text.codePointAt(0)!);
  return first.toLocaleUpperCase(locale) + text.slice(first.length);
}
