import { isProductItem, NOT_FOUND_TEMPLATE, SEARCH_TEMPLATE, type CensusPage, type PageTypeCode, type PublishedSite, type RouteEntry } from '../../schemas';
import { messagesFor } from '../../schemas/messages';
import type { SiteStore } from '../content/site-store';
import { collectionContext, itemContext, notFoundContext, searchContext, type PageContext } from './page-context';
import { censusPage } from './census-page';
import { withLiveStockItems, type StockReader } from './live-stock';
import { pageHead, structuredData, type DocumentHead } from './page-head';

/** What the document around a page's body is made from. */
export interface PageShell {
  pageType: PageTypeCode;
  head: DocumentHead;
  /** What the census module records the page as. */
  census: CensusPage;
}

/** Everything a page response needs: what goes out first, and the context its body waits for. */
export interface PageSource {
  status: 200 | 404;
  templateName: string;
  /** Made only when the isolate keeps no shell for the page (streamPage). */
  shell: () => PageShell;
  /** Names the shell of a page that is the same for everyone at its address under one publish; none for pages named by what was asked. */
  shellKey?: string;
  /** Names what, beside the publish's version and the live stock, the body follows from (renderBody's cacheAs). */
  bodyKey: string;
  /** Started only when the body (or `?format=json`) needs it, so a 304 reads nothing more. */
  context: () => Promise<PageContext>;
  /** JSON-LD for search engines made from the page's (live) context, sent after the body. */
  structuredData?: (context: PageContext) => Record<string, unknown> | undefined;
}

/** Where the page is being asked for: the canonical and Open Graph URLs are absolute. */
export interface PageRequest {
  origin: string;
  path: string;
}

const ready = (context: PageContext) => () => Promise.resolve(context);

/**
 * The collection or item a route names; null when the content is gone or
 * invalid (already logged), which the caller answers with the not-found page.
 * The head is the published content's; the body shows the products' live stock.
 */
export async function contentPage(store: SiteStore, site: PublishedSite, route: RouteEntry, request: PageRequest, stock: StockReader): Promise<PageSource | null> {
  if (route.itemId !== undefined) {
    const [collection, item] = await Promise.all([store.collection(route.collectionId), store.item(route.itemId)]);
    if (!collection?.itemTemplate || !item) return null;
    const itemTemplate = collection.itemTemplate;
    return {
      status: 200,
      templateName: itemTemplate,
      shell: () => {
        const published = itemContext(site, collection, item);
        return {
          pageType: published.pageType,
          head: pageHead(published, request.origin, request.path),
          census: censusPage(site, published.pageType, itemTemplate, collection, item),
        };
      },
      shellKey: `${request.origin}${request.path}`,
      bodyKey: `item ${item.id} of ${collection.id}`,
      context: async () => {
        const product = isProductItem(item) ? item : undefined;
        const [related, addOns] = await Promise.all([store.products(product?.relatedProductIds ?? []), store.products(product?.addOns?.map((addOn) => addOn.itemId) ?? [])]);
        const [live, ...others] = await withLiveStockItems([item, ...related, ...addOns], stock);
        return itemContext(site, collection, live, others.slice(0, related.length), others.slice(related.length));
      },
      structuredData: (context) => structuredData(context, request.origin, request.path),
    };
  }
  const collection = await store.collection(route.collectionId);
  if (!collection) return null;
  return {
    status: 200,
    templateName: collection.template,
    shell: () => {
      // The head needs only the collection; its items are read while the head streams.
      const outline = collectionContext(site, collection, []);
      return {
        pageType: outline.pageType,
        head: pageHead(outline, request.origin, request.path),
        census: censusPage(site, outline.pageType, collection.template, collection),
      };
    },
    shellKey: `${request.origin}${request.path}`,
    bodyKey: `collection ${collection.id}`,
    context: async () => collectionContext(site, collection, await withLiveStockItems(await store.items(collection.itemIds), stock)),
  };
}

/** Longer queries are cut: nobody types more, and each word costs a scan of the index. */
export const MAX_SEARCH_QUERY = 200;

export function searchPage(store: SiteStore, site: PublishedSite, query: string, request: PageRequest): PageSource {
  const trimmed = query.trim().slice(0, MAX_SEARCH_QUERY);
  return {
    status: 200,
    templateName: SEARCH_TEMPLATE,
    shell: () => {
      const context = searchContext(site, trimmed, []);
      return {
        pageType: context.pageType,
        head: pageHead(context, request.origin, request.path, 'Search'),
        census: censusPage(site, context.pageType, SEARCH_TEMPLATE),
      };
    },
    bodyKey: `search ${trimmed}`,
    context: async () => searchContext(site, trimmed, (await store.searchIndex()) ?? []),
  };
}

export function notFoundPage(site: PublishedSite, request: PageRequest): PageSource {
  const context = notFoundContext(site);
  return {
    status: 404,
    templateName: NOT_FOUND_TEMPLATE,
    shell: () => ({
      pageType: context.pageType,
      head: pageHead(context, request.origin, request.path, messagesFor(site.website.language).PAGE_NOT_FOUND),
      census: censusPage(site, context.pageType, NOT_FOUND_TEMPLATE),
    }),
    bodyKey: 'not found',
    context: ready(context),
  };
}
