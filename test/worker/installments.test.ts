import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INSTALLMENTS_MODAL_API, siteKeys } from '../../schemas';
import { INSTALLMENTS_UNAVAILABLE } from '../../schemas/messages';
import { app } from '../../worker/app';
import { installmentsModalSource } from '../../worker/services/installments';
import { websiteId } from './cart-helpers';
import { loggedLines } from './log-lines';
import { DEMO_ORIGIN, putSiteContent, seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());

const PROVIDER = 'https://installments.test/modal/{country}/{language}.html';

/** The Worker with the provider's page configured, as production runs it. */
const withProvider = (path: string) => app.fetch(new Request(new URL(path, DEMO_ORIGIN)), { ...env, INSTALLMENTS_MODAL_URL: PROVIDER });

async function useAccountCountry(country: string): Promise<void> {
  const key = siteKeys.settings(await websiteId());
  const settings = JSON.parse((await env.CONTENT.get(key))!);
  settings.websiteSettings.storeSettings.accountCountry = country;
  await putSiteContent(key, JSON.stringify(settings));
}

describe('installments modal', () => {
  it('fetches the provider page chosen by account country and shopper language', async () => {
    const fetched: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return new Response('<p>Pay later</p>', { headers: { 'Content-Type': 'text/html' } });
    });
    await useAccountCountry('CA');
    const response = await withProvider(`${INSTALLMENTS_MODAL_API}?language=fr-CA`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ html: '<p>Pay later</p>' });
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(fetched).toEqual(['https://installments.test/modal/CA/fr.html']);
  });

  it('answers 404 for a language the account country does not support, without asking the provider', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await useAccountCountry('US');
    for (const language of ['fr', 'de-DE', '../../etc']) {
      const response = await withProvider(`${INSTALLMENTS_MODAL_API}?language=${encodeURIComponent(language)}`);
      expect([response.status, await response.json()]).toEqual([404, { message: INSTALLMENTS_UNAVAILABLE }]);
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it('logs a provider failure as a warning and answers 502', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await useAccountCountry('GB');
    const response = await withProvider(`${INSTALLMENTS_MODAL_API}?language=en-GB`);
    expect(response.status).toBe(502);
    expect(loggedLines(warn)).toContainEqual(expect.objectContaining({ message: 'installments modal not loaded', error: expect.objectContaining({ stack: expect.any(String) }) }));
  });

  it('uses the local development page when no provider is configured', async () => {
    expect(installmentsModalSource({})).not.toBe(installmentsModalSource({ INSTALLMENTS_MODAL_URL: PROVIDER }));
    await useAccountCountry('GB');
    const response = await visit(`${INSTALLMENTS_MODAL_API}?language=en`);
    const { html } = await response.json<{ html: string }>();
    // The brand of Great Britain.
    expect(html).toContain('<h1>Clearpay</h1>');
  });
});
