// A copy of the demo published under its own host with `website.language`
// fr-FR, beside the English demo: what the site-language tests visit.
import { env } from 'cloudflare:workers';
import { siteKeys } from '../../schemas';
import { throughWorker } from './demo-site';

export const FRENCH_HOST = 'boutique.localhost';
export const FRENCH_ID = 'demo-website-fr';
export const FRENCH_ORIGIN = `http://${FRENCH_HOST}`;
export const visitFrench = (path: string, init?: RequestInit) => throughWorker(new URL(path, FRENCH_ORIGIN), init);

/** A custom form with an address, published on the French site only, to check postal codes through the form rules. */
export const ADDRESS_FORM = { id: 'form-delivery', name: 'Delivery', fields: [{ id: 'where', type: 'address', title: 'Where', required: true }] };

/** Publishes every key of the demo again under another website id and host, the settings in French. */
export async function publishFrenchCopy(): Promise<void> {
  const demoId = (await env.CONTENT.get(siteKeys.host('localhost')))!;
  const keys = (await env.CONTENT.list({ prefix: `site:${demoId}:` })).keys.map((key) => key.name);
  await Promise.all(
    keys.map(async (key) => {
      const value = (await env.CONTENT.get(key))!;
      const copyKey = `site:${FRENCH_ID}:${key.slice(`site:${demoId}:`.length)}`;
      if (copyKey === siteKeys.forms(FRENCH_ID)) return env.CONTENT.put(copyKey, JSON.stringify({ ...JSON.parse(value), [ADDRESS_FORM.id]: ADDRESS_FORM }));
      if (copyKey !== siteKeys.settings(FRENCH_ID)) return env.CONTENT.put(copyKey, value);
      const settings = JSON.parse(value);
      return env.CONTENT.put(copyKey, JSON.stringify({ ...settings, website: { ...settings.website, language: 'fr-FR' } }));
    }),
  );
  await env.CONTENT.put(siteKeys.host(FRENCH_HOST), FRENCH_ID);
}
