import { isProductItem, PageType, type ImageAsset, type Item } from '../../schemas';
import type { PageContext } from './page-context';
import { productJsonLd } from './product-json-ld';

/** What a page's head says of it. */
export interface DocumentHead {
  title: string;
  description: string;
  /** Absolute URL of the page's one true address. */
  canonical?: string;
  /** Open Graph properties (og:title, og:image, ...) for link previews. */
  openGraph?: Readonly<Record<string, string>>;
  /** Keeps the page out of search results; by default those page types that never belong there (schemas/site/page-type.ts). */
  noindex?: boolean;
}

function mainImage(item: Item | undefined): Pick<ImageAsset, 'assetUrl'> & Partial<ImageAsset> | undefined {
  return item?.items[0] ?? (item?.assetUrl ? { assetUrl: item.assetUrl } : undefined);
}

/** The image's own pixel size and alt text, so a link preview can lay it out before it loads. */
function imageProperties(image: Partial<ImageAsset>): Record<string, string> {
  const [width, height] = image.originalSize?.split('x') ?? [];
  return {
    ...(width && height ? { 'og:image:width': width, 'og:image:height': height } : {}),
    ...(image.altText || image.title ? { 'og:image:alt': image.altText || image.title! } : {}),
  };
}

/** The page's one true address; never a query string: `?q=` or tracking parameters name no other page. A missing page has none. */
function canonicalUrl({ pageType, item, collection }: PageContext, origin: string, path: string): string | undefined {
  return pageType === PageType.NOT_FOUND ? undefined : new URL(item?.fullUrl ?? collection?.fullUrl ?? path, origin).href;
}

/** A product page's schema.org Product, from the context with the live stock; nothing on other pages. */
export function structuredData(context: PageContext, origin: string, path: string): Record<string, unknown> | undefined {
  const { item } = context;
  const canonical = canonicalUrl(context, origin, path);
  if (!item || !isProductItem(item) || !canonical) return undefined;
  const image = mainImage(item);
  return productJsonLd(item, canonical, image ? new URL(image.assetUrl, origin).href : undefined);
}

/**
 * Title, description, canonical link and Open Graph tags, from the page's
 * context (a product's JSON-LD follows the live stock, so it comes with the
 * body: PageSource's structuredData). `origin` makes the URLs absolute, as
 * crawlers and link previews need them.
 */
export function pageHead(context: PageContext, origin: string, path: string, titleOverride?: string): DocumentHead {
  const { website, collection, item } = context;
  const heading = titleOverride ?? item?.title ?? collection?.title;
  const title = heading ? `${heading} — ${website.siteTitle}` : website.siteTitle;
  const description = item?.excerpt || collection?.description || website.siteDescription;
  const canonical = canonicalUrl(context, origin, path);
  const image = mainImage(item);
  const imageUrl = image ? new URL(image.assetUrl, origin).href : undefined;
  return {
    title,
    description,
    canonical,
    openGraph: {
      'og:site_name': website.siteTitle,
      'og:title': heading ?? website.siteTitle,
      'og:description': description,
      ...(canonical ? { 'og:url': canonical } : {}),
      'og:type': item && isProductItem(item) ? 'product' : 'website',
      ...(image && imageUrl ? { 'og:image': imageUrl, ...imageProperties(image) } : {}),
    },
  };
}
