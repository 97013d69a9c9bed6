// The search page's matching rules (#28): words, not substrings. A word is
// compared by its key: lower case, accents dropped, singular and plural of
// the site's language alike (mug/mugs, tasse/tasses). Every word of the
// query is required; results whose title holds more of them come first. Pure
// and zod-free: the Worker runs it over the one search index read per query.

/** Letters and digits in any script: what a word is made of. */
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/**
 * Per language, how a word becomes its singular key: `singular` drops a
 * plural ending (only from words of SHORTEST_PLURAL letters or more: 'bus'
 * and 'gas' are no plurals), then `fold` evens out the singular's own
 * ending, so both forms meet (berries/berry -> berri, cookies/cookie ->
 * cooki, tees/tee -> te, chevaux/cheval -> chevau). Keys are for comparing
 * only, never shown.
 */
interface PluralRule {
  singular(word: string): string;
  fold(word: string): string;
}

const SAME = (word: string) => word;

const PLURAL_RULES: Readonly<Record<string, PluralRule>> = {
  en: { singular: (word) => (/(ss|us|is)$/.test(word) ? word : word.replace(/s$/, '')), fold: (word) => word.replace(/e$/, '').replace(/y$/, 'i') },
  fr: { singular: (word) => (word.endsWith('ss') ? word : word.replace(/[sx]$/, '')), fold: (word) => word.replace(/al$/, 'au') },
  es: { singular: (word) => word.replace(/ces$/, 'z').replace(/([^aeiou])es$/, '$1').replace(/s$/, ''), fold: SAME },
  de: { singular: (word) => word.replace(/(en|er|e|n|s)$/, ''), fold: SAME },
};

const SHORTEST_PLURAL = 4;

/** The primary language subtag of a site's language (`fr-CA` -> `fr`), whose plural rules apply. */
function languageOf(language: string): string {
  return language.toLowerCase().split(/[-_]/)[0];
}

/** A word as search compares it: lower case, without accents, in its singular form. */
export function wordKey(word: string, language: string): string {
  const plain = word.normalize('NFD').replace(MARKS, '').toLowerCase();
  if (/\d/.test(plain)) return plain;
  const rule = PLURAL_RULES[languageOf(language)] ?? PLURAL_RULES.en;
  return rule.fold(plain.length < SHORTEST_PLURAL ? plain : rule.singular(plain));
}
/** The keys of a text's words. */
export function wordKeys(text: string, language: string): Set<string> {
  return new Set(Array.from(text.matchAll(WORD), ([word]) => wordKey(word, language)));
}

/** The keys of a query's words, each once; none for a query of no words. */
export function queryKeys(query: string, language: string): string[] {
  return [...wordKeys(query, language)];
}

/** What search reads of an entry: its title and its text (excerpt and body). */
export interface Searchable {
  readonly title: string;
  readonly text: string;
}

/**
 * The entries holding every word of the query, in the title or the text;
 * those with more of the words in the title first, otherwise in index order.
 */
export function searchEntries<E extends Searchable>(entries: readonly E[], keys: readonly string[], language: string): E[] {
  if (keys.length === 0) return [];
  const found: { entry: E; inTitle: number }[] = [];
  for (const entry of entries) {
    const title = wordKeys(entry.title, language);
    const text = wordKeys(entry.text, language);
    if (!keys.every((key) => title.has(key) || text.has(key))) continue;
    found.push({ entry, inTitle: keys.filter((key) => title.has(key)).length });
  }
  // Array sort is stable: equal ranks keep the index's order.
  return found.sort((a, b) => b.inTitle - a.inTitle).map(({ entry }) => entry);
}

/** A piece of an excerpt; `marked` when it is one of the query's words. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

/** How much text an excerpt shows around the first word found. */
export const EXCERPT_LENGTH = 160;
const ELLIPSIS = '…';

/**
 * Up to EXCERPT_LENGTH characters of `text` around the first of the query's
 * words it holds (from the start when it holds none), cut at word bounds,
 * in parts with the query's words marked. Plain text: escaping is the
 * template's (`{text|html}`).
 */
export function excerptParts(text: string, keys: readonly string[], language: string): ExcerptPart[] {
  const wanted = new Set(keys);
  const words = Array.from(text.matchAll(WORD), (match) => ({ start: match.index, end: match.index + match[0].length, marked: wanted.has(wordKey(match[0], language)) }));
  const first = words.find((word) => word.marked);
  let start = first ? Math.max(0, first.start - Math.floor(EXCERPT_LENGTH / 3)) : 0;
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  // Never half a word at either end.
  if (start > 0) start = words.find((word) => word.start >= start)?.start ?? start;
  if (end < text.length) end = words.findLast((word) => word.end <= end && word.start >= start)?.end ?? end;
  const parts: ExcerptPart[] = [];
  const push = (piece: string, marked: boolean) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last && !last.marked && !marked) parts[parts.length - 1] = { text: last.text + piece, marked: false };
    else parts.push({ text: piece, marked });
  };
  if (start > 0) push(ELLIPSIS, false);
  let at = start;
  for (const word of words) {
    if (!word.marked || word.start < start || word.end > end) continue;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push(ELLIPSIS, false);
  return parts;
}

const TAG = /<[^>]*>/g;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** What search reads of an item beside its title: its excerpt and its body as plain text, in one line. */
export function searchText(excerpt: string, bodyHtml: string): string {
  const body = bodyHtml.replace(TAG, ' ').replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]);
  return `${excerpt} ${body}`.replace(/\s+/g, ' ').trim();
}
