// cookieSettings of the site context (spec section 3, issue #29): in every
// page's context, and, for a site that asks before tracking, its banner in
// every page, hidden for the client to show, the same for everyone.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_ID } from '../../schemas';
import { fr } from '../../schemas/messages/fr';
import { add, arrivingVisitor, product } from './cart-helpers';
import { withSiteSettings } from './checkout-helpers';
import { seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);
vi.setConfig({ testTimeout: 20_000 });

const bannerOf = (html: string) => new RegExp(`<section id="${COOKIE_BANNER_ID}"[^>]*>.*?</section>`, 's').exec(html)?.[0] ?? null;

describe('cookieSettings', () => {
  it('are in every page’s context, asking nothing by default, and the page carries no banner', async () => {
    const context = await (await visit('/shop?format=json')).json<{ cookieSettings: unknown }>();
    expect(context.cookieSettings).toEqual({ isCookieBannerEnabled: false, consentRequiredFor: ['analytics', 'performance'] });
    expect(bannerOf(await (await visit('/shop')).text())).toBeNull();
  });

  it('of a site that asks put its banner, hidden, first in the body of every page, in the catalogue’s words', async () => {
    await withSiteSettings(
      (settings) => (settings.cookieSettings = { isCookieBannerEnabled: true }),
      async () => {
        const shopper = await arrivingVisitor();
        await add(shopper, { itemId: 'item-candle', sku: (await product('item-candle')).structuredContent.variants[0].sku, quantity: 1 });
        for (const path of ['/', '/shop/p/organic-cotton-tee', '/no-such-page', '/cart']) {
          const response = await shopper.request(path);
          const html = await response.text();
          expect(bannerOf(html), path).toBe(
            `<section id="${COOKIE_BANNER_ID}" class="cookie-banner" role="region" aria-label="Cookies" data-consent-required="analytics performance" hidden>` +
              '<p class="cookie-banner-text">We use cookies to count visits and to measure how fast our pages load. The cookies your cart and session need are always on.</p>' +
              '<div class="cookie-banner-actions"><button type="button" class="button cookie-banner-accept" data-consent="accepted">Accept</button>' +
              '<button type="button" class="button button-secondary cookie-banner-decline" data-consent="declined">Decline</button></div></section>',
          );
          expect(html.indexOf(`id="${COOKIE_BANNER_ID}"`), path).toBeLessThan(html.indexOf('<div id="page">'));
        }
        // The page is the same for everyone: still cacheable, and it sets no cookie.
        const page = await visit('/shop');
        expect(page.headers.get('Cache-Control')).toContain('public');
        expect(page.headers.get('Set-Cookie')).toBeNull();
        const context = await (await visit('/shop?format=json')).json<{ cookieSettings: unknown }>();
        expect(context.cookieSettings).toEqual({ isCookieBannerEnabled: true, consentRequiredFor: ['analytics', 'performance'] });
      },
    );
  });

  it('word the banner as the site says, escaped, or in the site’s language, and name only the kinds it asks for', async () => {
    await withSiteSettings(
      (settings) => {
        settings.cookieSettings = { isCookieBannerEnabled: true, cookieBannerText: 'Cookies <3 you', cookieBannerCtaText: 'Fine', cookieBannerOptOutCtaText: 'No thanks', consentRequiredFor: ['analytics'] };
      },
      async () => {
        const banner = bannerOf(await (await visit('/shop')).text())!;
        expect(banner).toContain('data-consent-required="analytics"');
        expect(banner).toContain('<p class="cookie-banner-text">Cookies &lt;3 you</p>');
        expect(banner).toContain('data-consent="accepted">Fine</button>');
        expect(banner).toContain('data-consent="declined">No thanks</button>');
      },
    );
    await withSiteSettings(
      (settings) => {
        settings.cookieSettings = { isCookieBannerEnabled: true };
        (settings.website as { language: string }).language = 'fr-FR';
      },
      async () => {
        const banner = bannerOf(await (await visit('/shop')).text())!;
        expect(banner).toContain(`aria-label="${fr.COOKIE_BANNER_LABEL}"`);
        expect(banner).toContain(`data-consent="accepted">${fr.COOKIE_ACCEPT}</button>`);
        expect(banner).toContain(`data-consent="declined">${fr.COOKIE_DECLINE}</button>`);
      },
    );
  });
});
