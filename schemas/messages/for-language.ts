// Picks the catalogue table for a site's language (BCP 47, e.g. "fr-FR"):
// its primary subtag decides, and any language without a table reads English.
// English is always at hand; each other table is a module of its own, loaded
// when a site in its language is first served, so that a cold isolate
// evaluates no table it does not speak (a production build splits each into a
// module of its own, #30). The Worker loads a site's table with the site's
// settings (worker/content/site-store.ts), before anything can read it; from
// then on messagesFor reads it synchronously, as the engine's formatters do.
import { en, type Messages } from './catalogue';

const TABLES: Readonly<Record<string, () => Promise<Messages>>> = {
  fr: async () => (await import('./fr')).fr,
  de: async () => (await import('./de')).de,
  es: async () => (await import('./es')).es,
};

/** The languages the catalogue has a table for, by primary subtag. */
export const CATALOGUE_LANGUAGES: readonly string[] = ['en', ...Object.keys(TABLES)];

const loaded = new Map<string, Messages>([['en', en]]);

const primaryOf = (language: string | null | undefined) => (language ?? '').split(/[-_]/)[0].toLowerCase();

/** Whether the catalogue has a table for `language` (English counts). */
export const hasMessages = (language: string | null | undefined) => CATALOGUE_LANGUAGES.includes(primaryOf(language));

/** The table for `language`, loaded once per isolate; English for a language without one. */
export async function loadMessages(language: string | null | undefined): Promise<Messages> {
  const primary = primaryOf(language);
  if (!Object.hasOwn(TABLES, primary)) return en;
  let table = loaded.get(primary);
  if (!table) loaded.set(primary, (table = await TABLES[primary]()));
  return table;
}

/**
 * The table for `language` as loadMessages left it. A table not loaded yet
 * reads English, as a language without one does: a visitor is better served
 * by English words than by a failed page.
 */
export function messagesFor(language: string | null | undefined): Messages {
  return loaded.get(primaryOf(language)) ?? en;
}
