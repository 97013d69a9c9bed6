import { storefrontSettings, type PublishedSite } from '../../schemas';
import type { FormsState } from '../pages/add-to-cart-forms';
import { withForms, type PageContext } from '../pages/page-context';
import type { PageSource } from '../pages/page-source';
import { renderBody } from '../pages/render-body';
import { usesDevelopmentCheck } from '../services/captcha';
import type { Storefront } from '../storefront';
import { structuredDataScript } from './document';
import { holdsEtag, PAGE_CACHE_CONTROL, pageEtag } from './page-cache';
import { streamPage, type PageAnswer } from './stream-page';

/** `?format=json` and `?format=json-pretty`: the context the page's template runs with, as authors inspect it. */
const JSON_FORMATS: Readonly<Record<string, number | undefined>> = { json: undefined, 'json-pretty': 2 };

/** How a page for everyone is asked for: the copy the browser holds (If-None-Match), and `?format=`. */
export interface PageAsk {
  ifNoneMatch: string | undefined;
  format: string | undefined;
}

/** A page rendered for one visitor (a refused add without scripts): their crumb and message, never cached. */
export interface PersonalPage {
  status: number;
  forms: FormsState;
}

/** The body, then the JSON-LD made from the same context; like the body, it never rejects. */
async function withStructuredData(body: Promise<string>, context: Promise<PageContext>, page: PageSource): Promise<string> {
  const html = await body;
  if (!page.structuredData) return html;
  const data = await context.then(page.structuredData, () => undefined);
  return data ? html + structuredDataScript(data) : html;
}

function stream({ content, env, nonce }: Storefront, site: PublishedSite, page: PageSource, status: number, headers: Record<string, string>, personal?: FormsState) {
  const forms = { crumb: '', ...personal, developmentCheck: usesDevelopmentCheck(env) };
  const context = withForms(page.context(), content.forms());
  return streamPage(
    site,
    nonce,
    () => ({
      ...page.shell(),
      storefront: storefrontSettings(site.websiteSettings.storeSettings, site.website.language),
      captchaSiteKey: site.website.captchaSettings.siteKey,
    }),
    // A page for one visitor names no body for the isolate to keep.
    withStructuredData(renderBody(content, site, page.templateName, context, forms, personal ? undefined : page.bodyKey), context, page),
    status,
    headers,
    page.shellKey,
  );
}

/** A page for everyone as streamed HTML or, when asked, as its JSON context; cacheable either way, a 304 when the browser holds it. */
export async function respond(storefront: Storefront, site: PublishedSite, page: PageSource, asked: PageAsk): Promise<PageAnswer> {
  const headers: Record<string, string> = { 'Cache-Control': PAGE_CACHE_CONTROL };
  if (page.status === 200) {
    headers.ETag = pageEtag(site.version);
    if (holdsEtag(asked.ifNoneMatch, headers.ETag)) return { status: 304, headers, body: null };
  }
  if (asked.format !== undefined && asked.format in JSON_FORMATS) {
    const data = await withForms(page.context(), storefront.content.forms());
    return { status: page.status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(data, null, JSON_FORMATS[asked.format]) };
  }
  return stream(storefront, site, page, page.status, headers);
}

/** The page again for one visitor, with their crumb and what was refused: never cached. */
export function respondPersonally(storefront: Storefront, site: PublishedSite, page: PageSource, personal: PersonalPage): Promise<PageAnswer> {
  return stream(storefront, site, page, personal.status, { 'Cache-Control': 'private, no-store' }, personal.forms);
}
