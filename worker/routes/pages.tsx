import { Hono, type Context } from 'hono';
import { render } from '../../templates';
import type { Collection, SiteSettings } from '../../schemas';
import type { SiteStore } from '../content/site-store';
import type { AppEnv } from '../env';
import { TemplateOutput } from '../render/document';
import { streamPage } from '../render/stream-page';

export const pages = new Hono<AppEnv>();

/**
 * The slower part of a page: its template and items. It never rejects, because
 * by the time it settles the head has been sent and the status is fixed.
 */
async function renderBody(site: SiteStore, settings: SiteSettings, collection: Collection): Promise<string> {
  try {
    const [template, items] = await Promise.all([site.template(collection.template), site.products(collection.itemIds)]);
    if (template === null) throw new Error(`template ${collection.template} is missing`);
    const { output, errors } = render(template, { ...settings, collection, items });
    // Engine errors are for the site owner's logs, never for visitors (spec section 8).
    for (const error of errors) console.warn(`template ${collection.template} ${error.line}:${error.column} ${error.message}`);
    return output;
  } catch (error) {
    console.error('page body failed', error);
    return '<p class="page-error">This page could not be shown. Please try again later.</p>';
  }
}

async function collectionPage(c: Context<AppEnv>) {
  const site = c.get('site');
  const [settings, collection] = await Promise.all([site.settings(), site.collectionAt(c.req.path)]);
  if (!settings || !collection) return c.notFound();
  const { website } = settings;
  // Pages hand out the CSRF crumb cookie, so they are private to the visitor.
  c.header('Cache-Control', 'private, no-cache');
  return streamPage(c, {
      head: { title: `${collection.title} — ${website.siteTitle}`, description: collection.description || website.siteDescription },
      currency: settings.websiteSettings.storeSettings.selectedCurrency,
      children: <TemplateOutput html={renderBody(site, settings, collection)} />,
  });
}

pages.get('/', collectionPage);
pages.get('/shop', collectionPage);
