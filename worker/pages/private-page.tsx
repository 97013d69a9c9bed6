import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { PageType, storefrontSettings } from '../../schemas';
import { MessageView } from '../checkout/checkout-views';
import type { AppEnv } from '../env';
import { streamPage } from '../render/stream-page';

/**
 * A page for one visitor (their cart, their order, why their request was
 * refused), so none may be cached anywhere.
 */
export async function privatePage(c: Context<AppEnv>, title: string, pageType: number, body: ReactNode, status: ContentfulStatusCode = 200) {
  const settings = await c.get('site').settings();
  if (!settings) return c.notFound();
  const { website, websiteSettings } = settings;
  c.header('Cache-Control', 'private, no-store');
  return streamPage(
    c,
    {
      head: { title: `${title} — ${website.siteTitle}`, description: website.siteDescription },
      storefront: storefrontSettings(websiteSettings.storeSettings),
      pageType,
      children: body,
    },
    status,
  );
}

export const messagePage = (c: Context<AppEnv>, title: string, message: string, status: ContentfulStatusCode) =>
  privatePage(c, title, PageType.ERROR, <MessageView title={title} message={message} />, status);
