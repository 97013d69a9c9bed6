// The page's empty cart pill is written out by hand (worker/render/empty-pill.ts)
// and hydrated by React in the browser, so it must be what React renders for the
// client's CartPill, in every language of the catalogue and every currency.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartPill } from '../../client/islands/cart-pill';
import { CURRENCY_CODES } from '../../schemas/commerce/currency-codes';
import { CATALOGUE_LANGUAGES, en, loadMessages } from '../../schemas/messages';
import { emptyPillMarkup } from '../../worker/render/empty-pill';

const LOCALES = ['en-US', ...CATALOGUE_LANGUAGES, 'fr-CA', 'de-CH'];

describe('the empty cart pill', () => {
  for (const locale of LOCALES) {
    it(`is React's markup in ${locale}`, async () => {
      const messages = await loadMessages(locale);
      for (const currency of CURRENCY_CODES) {
        const react = renderToString(<CartPill summary={{ totalQuantity: 0, subtotalCents: 0, currency }} locale={locale} messages={messages} />);
        expect(emptyPillMarkup(currency, locale, messages), currency).toBe(react);
      }
    });
  }

  it('escapes the catalogue text it prints', () => {
    const messages = { ...en, PILL_ITEMS: `<b>items</b> & "more" l'article` };
    const react = renderToString(<CartPill summary={{ totalQuantity: 0, subtotalCents: 0, currency: 'USD' }} locale="en-US" messages={messages} />);
    expect(emptyPillMarkup('USD', 'en-US', messages)).toBe(react);
  });
});
