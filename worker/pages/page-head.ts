import { isProductItem, type Item } from '../../schemas';
import type { DocumentHead } from '../render/document';
import type { PageContext } from './page-context';
import { productJsonLd } from './product-json-ld';

function mainImage(item: Item | undefined): string | undefined {
  return item?.items[0]?.assetUrl ?? item?.assetUrl;
}

/**
 * Title, description, canonical link, Open Graph tags and, on product pages,
 * JSON-LD, from the page's context. `origin` makes the URLs absolute, as
 * crawlers and link previews need them.
 */
export function pageHead(context: PageContext, origin: string, path: string, titleOverride?: string): DocumentHead {
  const { website, collection, item } = context;
  const heading = titleOverride ?? item?.title ?? collection?.title;
  const title = heading ? `${heading} — ${website.siteTitle}` : website.siteTitle;
  const description = item?.excerpt || collection?.description || website.siteDescription;
  const canonical = new URL(item?.fullUrl ?? collection?.fullUrl ?? path, origin).href;
  const image = mainImage(item);
  const imageUrl = image ? new URL(image, origin).href : undefined;
  return {
    title,
    description,
    canonical,
    openGraph: {
      'og:site_name': website.siteTitle,
      'og:title': heading ?? website.siteTitle,
      'og:description': description,
      'og:url': canonical,
      'og:type': item && isProductItem(item) ? 'product' : 'website',
      ...(imageUrl ? { 'og:image': imageUrl } : {}),
    },
    jsonLd: item && isProductItem(item) ? productJsonLd(item, canonical, imageUrl) : undefined,
  };
}
