import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageTypeCode } from '../../schemas';
import type { AppEnv } from '../env';
import { siteContext } from '../pages/page-context';
import { renderInLayout } from '../pages/render-body';
import { TemplateOutput } from '../render/document';
import { streamPage } from '../render/stream-page';

export type FlowStatus = 200 | 400 | 402 | 403 | 404 | 409 | 503;

/**
 * A page of the buying flow (cart, checkout, order, their refusals), inside
 * the site's own layout like every other page. Each shows one visitor's cart
 * or order, so none may be cached or indexed.
 */
export async function flowPage(c: Context<AppEnv>, title: string, pageType: PageTypeCode, body: ReactElement, status: FlowStatus = 200): Promise<Response> {
  const store = c.get('site');
  const site = await store.settings();
  if (!site) return c.notFound();
  c.header('Cache-Control', 'private, no-store');
  // Rendered apart from the document so that the layout can wrap it; islands in it hydrate by their own root.
  const content = renderToString(body);
  const response = await streamPage(c, {
    head: { title: `${title} — ${site.website.siteTitle}`, description: site.website.siteDescription, noindex: true },
    currency: site.websiteSettings.storeSettings.selectedCurrency,
    pageType,
    children: <TemplateOutput html={renderInLayout(store, site, siteContext(site, pageType), content)} />,
  });
  return status === 200 ? response : new Response(response.body, { status, headers: response.headers });
}
