// Picks the catalogue table for a site's language (BCP 47, e.g. "fr-FR"):
// its primary subtag decides, and any language without a table reads English.
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { en, type Messages } from './catalogue';

export const CATALOGUE: Readonly<Record<string, Messages>> = { en, fr, de, es };

export function messagesFor(language: string | null | undefined): Messages {
  const primary = (language ?? '').split(/[-_]/)[0].toLowerCase();
  return Object.hasOwn(CATALOGUE, primary) ? CATALOGUE[primary] : en;
}
