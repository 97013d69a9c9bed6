import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { storefrontSettings, type PublishedSite } from '../../schemas';
import type { SiteStore } from '../content/site-store';
import type { AppEnv } from '../env';
import { pageEtag, PAGE_CACHE_CONTROL, revalidate } from '../middleware/cache';
import { streamPage } from '../render/stream-page';
import type { FormsState } from './add-to-cart-forms';
import { withForms } from './page-context';
import type { PageSource } from './page-source';
import { renderBody } from './render-body';

/** `?format=json` and `?format=json-pretty`: the context the page's template runs with, as authors inspect it. */
const JSON_FORMATS: Readonly<Record<string, number | undefined>> = { json: undefined, 'json-pretty': 2 };

/** A page rendered for one visitor (a refused add without scripts): their crumb and message, never cached. */
export interface PersonalPage {
  status: ContentfulStatusCode;
  forms: FormsState;
}

/** Sends a page as streamed HTML or, when asked, as its JSON context; cacheable either way unless personal. */
export async function respond(c: Context<AppEnv>, store: SiteStore, site: PublishedSite, page: PageSource, personal?: PersonalPage): Promise<Response> {
  if (personal) {
    c.header('Cache-Control', 'private, no-store');
  } else if (page.status === 200) {
    const notModified = revalidate(c, pageEtag(site.version));
    if (notModified) return notModified;
  } else {
    c.header('Cache-Control', PAGE_CACHE_CONTROL);
  }
  const context = () => withForms(page.context(), store.forms());
  const format = c.req.query('format');
  if (!personal && format !== undefined && format in JSON_FORMATS) {
    const data = await context();
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(JSON.stringify(data, null, JSON_FORMATS[format]), page.status);
  }
  return streamPage(
    c,
    () => ({
      ...page.shell(),
      storefront: storefrontSettings(site.websiteSettings.storeSettings),
      captchaSiteKey: site.website.captchaSettings.siteKey,
    }),
    renderBody(store, site, page.templateName, context(), personal?.forms, personal ? undefined : page.bodyKey),
    personal?.status ?? page.status,
    page.shellKey,
  );
}
