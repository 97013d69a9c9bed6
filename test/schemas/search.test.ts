import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptParts, queryKeys, searchEntries, wordKey } from '../../schemas/site/search';

const entry = (title: string, text = '') => ({ title, text });
const titles = (found: readonly { title: string }[]) => found.map((item) => item.title);

describe('search words (#28)', () => {
  it('meet singular and plural of English alike', () => {
    for (const [one, many] of [['mug', 'mugs'], ['tee', 'tees'], ['box', 'boxes'], ['glass', 'glasses'], ['berry', 'berries'], ['cookie', 'cookies'], ['dish', 'dishes'], ['candle', 'candles']]) {
      expect(wordKey(many, 'en-US'), many).toBe(wordKey(one, 'en-US'));
    }
    // Words ending in s that are no plurals keep it.
    expect(wordKey('bus', 'en')).not.toBe(wordKey('bu', 'en'));
    expect(wordKey('glass', 'en')).not.toBe(wordKey('glas', 'en'));
  });

  it('meet singular and plural of French and Spanish alike, by the site’s language', () => {
    for (const [one, many] of [['tasse', 'tasses'], ['bol', 'bols'], ['gâteau', 'gâteaux'], ['cheval', 'chevaux']]) expect(wordKey(many, 'fr-FR'), many).toBe(wordKey(one, 'fr-FR'));
    for (const [one, many] of [['taza', 'tazas'], ['flor', 'flores'], ['luz', 'luces'], ['camión', 'camiones']]) expect(wordKey(many, 'es'), many).toBe(wordKey(one, 'es'));
  });

  it('ignore case and accents', () => {
    expect(wordKey('CAFÉ', 'fr')).toBe(wordKey('cafe', 'fr'));
    expect(queryKeys('Crème  Brûlée', 'fr')).toEqual(queryKeys('creme brulee', 'fr'));
  });
});

describe('search results', () => {
  const index = [entry('Field Guide', 'A mug of coffee and a slow morning.'), entry('Stoneware Mug', 'Speckled glaze.'), entry('Coffee Subscription', 'Fresh beans, monthly.'), entry('Mugshot', 'Not a mug word in title.')];

  it('are words, not substrings: "mugs" finds the mug, "mug" no mugshot by its title', () => {
    expect(titles(searchEntries(index, queryKeys('mugs', 'en'), 'en'))).toEqual(['Stoneware Mug', 'Field Guide', 'Mugshot']);
    expect(titles(searchEntries(index, queryKeys('mugsh', 'en'), 'en'))).toEqual([]);
  });

  it('require every word of the query, anywhere in title or text', () => {
    expect(titles(searchEntries(index, queryKeys('mug coffee', 'en'), 'en'))).toEqual(['Field Guide']);
    expect(titles(searchEntries(index, queryKeys('coffee beans', 'en'), 'en'))).toEqual(['Coffee Subscription']);
    expect(searchEntries(index, queryKeys('  ', 'en'), 'en')).toEqual([]);
  });

  it('rank title matches before text matches, otherwise keep the index order', () => {
    const ranked = searchEntries([entry('Journal', 'About the coffee.'), entry('Coffee Mugs'), entry('Notes', 'coffee'), entry('Coffee')], queryKeys('coffee', 'en'), 'en');
    expect(titles(ranked)).toEqual(['Coffee Mugs', 'Coffee', 'Journal', 'Notes']);
  });
});

describe('search excerpts', () => {
  const marked = (parts: readonly { text: string; marked: boolean }[]) => parts.filter((part) => part.marked).map((part) => part.text);
  const joined = (parts: readonly { text: string }[]) => parts.map((part) => part.text).join('');

  it('mark each of the query’s words as written, plurals and accents included', () => {
    const parts = excerptParts('Two Mugs and one mug, café <b>crème</b>.', queryKeys('mug cafe', 'en'), 'en');
    expect(marked(parts)).toEqual(['Mugs', 'mug', 'café']);
    // Plain text: markup in the text stays text for the template to escape.
    expect(joined(parts)).toBe('Two Mugs and one mug, café <b>crème</b>.');
  });

  it('show the words found in a long text, cut at word bounds with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(40)}the speckled mug ${'dolor sit '.repeat(40)}`.trim();
    const parts = excerptParts(text, queryKeys('mug', 'en'), 'en');
    const shown = joined(parts);
    expect(marked(parts)).toEqual(['mug']);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 2);
    expect(shown.slice(1, -1)).toMatch(/^\w.*\w$/);
  });

  it('start at the beginning when the text holds none of the words', () => {
    expect(joined(excerptParts('Short text.', queryKeys('mug', 'en'), 'en'))).toBe('Short text.');
  });
});
