import { describe, expect, it } from 'vitest';
import { translated } from '../../schemas/messages';
import { addedToCartMessage, couponMinimumMessage, en, fill, type MessageKey } from '../../schemas/messages';
import { CATALOGUE_LANGUAGES, loadMessages, messagesFor, type Messages } from '../../schemas/messages';

const keys = Object.keys(en) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const CATALOGUE: Record<string, Messages> = Object.fromEntries(await Promise.all(CATALOGUE_LANGUAGES.map(async (language) => [language, await loadMessages(language)])));

describe('the message catalogue', () => {
  it('has French, German and Spanish beside English', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual(['de', 'en', 'es', 'fr']);
  });

  for (const [language, table] of Object.entries(CATALOGUE)) {
    it(`${language}: every key, no other, each text non-empty with the English placeholders`, () => {
      expect(Object.keys(table).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        expect(table[key].trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(table[key]), `${language} ${key}`).toEqual(placeholders(en[key]));
      }
    });
  }

  it('translates every text it has another language for', () => {
    for (const language of ['fr', 'de', 'es']) {
      const table = CATALOGUE[language];
      const same = keys.filter((key) => table[key] === en[key]);
      // Words that read the same in both languages are few and short.
      expect(same.every((key) => en[key].length <= 10), `${language}: ${same.join(', ')}`).toBe(true);
    }
  });

  it('picks the loaded table by the primary language subtag, English for any other', () => {
    expect(messagesFor('fr-FR')).toBe(CATALOGUE.fr);
    expect(messagesFor('de_AT')).toBe(CATALOGUE.de);
    expect(messagesFor('ES')).toBe(CATALOGUE.es);
    for (const other of ['en-GB', 'it-IT', 'pt', '', null, undefined, 'constructor', '__proto__']) expect(messagesFor(other)).toBe(en);
  });

  it('fills placeholders and leaves unknown ones standing', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(addedToCartMessage('Tee')).toBe('Tee was added to your cart.');
    expect(addedToCartMessage('Tee', CATALOGUE.fr)).toBe('Tee a été ajouté à votre panier.');
  });

  it('reads an English answer back into another language, placeholder values kept', () => {
    expect(translated(en.OUT_OF_STOCK, CATALOGUE.de)).toBe(CATALOGUE.de.OUT_OF_STOCK);
    expect(translated(couponMinimumMessage('$25.00'), CATALOGUE.es)).toBe(couponMinimumMessage('$25.00', CATALOGUE.es));
    expect(translated('Not a catalogue text.', CATALOGUE.fr)).toBe('Not a catalogue text.');
    expect(translated(en.OUT_OF_STOCK, en)).toBe(en.OUT_OF_STOCK);
  });
});
