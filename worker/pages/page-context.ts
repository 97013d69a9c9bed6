import {
  CollectionType,
  isProductItem,
  PageType,
  type Collection,
  type FormDefinition,
  type Item,
  type MerchandisingContext,
  type PageTypeCode,
  type ProductItem,
  type PublishedSite,
  type SearchEntry,
} from '../../schemas';
import { en, messagesFor } from '../../schemas/messages';
import { excerptParts, queryKeys, searchEntries, type ExcerptPart } from '../../schemas/site/search';

/**
 * The JSON a page's template executes with, and what `?format=json` returns:
 * the platform's site context (spec section 3) plus the page's own content.
 */
export interface PageContext {
  website: PublishedSite['website'];
  websiteSettings: PublishedSite['websiteSettings'];
  templateVersion: string;
  pageType: PageTypeCode;
  collection?: Collection;
  items?: Item[];
  item?: Item;
  /** The product of a product detail page. */
  product?: Item['structuredContent'];
  /** The products a product page's related-products block shows (`{relatedProducts|related-products}`), with their live stock. */
  relatedProducts?: Item[];
  productMerchandisingContext: Record<string, MerchandisingContext>;
  search?: { query: string; results: SearchResult[] };
  /** Every form of the site by id: templates place form blocks by it (`{forms.contact-form|form-block}`). */
  forms?: Record<string, FormDefinition>;
  /** The signed-in account (spec section 3); always null on a page cached for everyone, where the client fills it in. */
  authenticatedAccount: { id: string } | null;
  websiteRoles: string[];
  /** Whether and how the site asks before tracking (spec section 3). */
  cookieSettings: PublishedSite['cookieSettings'];
  /**
   * The platform's localized strings that the engine's product fragments read
   * (the sold-out and sale badges' words, the price block's labels and "from"), from the catalogue in the site's
   * language; absent on English sites, whose words are the engine's fallbacks.
   */
  localizedStrings?: { productSoldOutText: string; productSaleText: string; salePriceText: string; originalPriceText: string; productPriceFromText: string };
}

/** Who a page is rendered for: nobody in particular, unless the page is private to one visitor. */
export type PageAccount = Pick<PageContext, 'authenticatedAccount' | 'websiteRoles'>;
export const NO_ACCOUNT: PageAccount = { authenticatedAccount: null, websiteRoles: [] };

/** Merchandising is published per product, beside the item rather than in it (spec section 3). */
function withoutMerchandising(items: readonly Item[]): { items: Item[]; merchandising: Record<string, MerchandisingContext> } {
  const merchandising: Record<string, MerchandisingContext> = {};
  const stripped = items.map((item) => {
    if (!isProductItem(item) || !item.merchandising) return item;
    const { merchandising: context, ...rest } = item;
    merchandising[item.id] = context;
    return rest;
  });
  return { items: stripped, merchandising };
}

/** The context of a page that shows no content of the site's own (cart, checkout): the site context alone. */
export function siteContext(site: PublishedSite, pageType: PageTypeCode, account: PageAccount = NO_ACCOUNT): PageContext {
  return {
    website: site.website,
    websiteSettings: site.websiteSettings,
    templateVersion: site.templateVersion,
    pageType,
    productMerchandisingContext: {},
    ...account,
    cookieSettings: site.cookieSettings,
    ...localizedStrings(site.website.language),
  };
}

function localizedStrings(language: string): Pick<PageContext, 'localizedStrings'> {
  const messages = messagesFor(language);
  if (messages === en) return {};
  return {
    localizedStrings: {
      productSoldOutText: messages.FALLBACK_SOLD_OUT,
      productSaleText: messages.FALLBACK_SALE,
      salePriceText: messages.SALE_PRICE,
      originalPriceText: messages.ORIGINAL_PRICE,
      productPriceFromText: messages.PRICE_FROM,
    },
  };
}

export function collectionContext(site: PublishedSite, collection: Collection, items: readonly Item[]): PageContext {
  const { items: listed, merchandising } = withoutMerchandising(items);
  const pageType = collection.type === CollectionType.PAGE ? PageType.PAGE : PageType.CONTENT_COLLECTION;
  return { ...siteContext(site, pageType), collection, items: listed, productMerchandisingContext: merchandising };
}

/**
 * A product page's add-ons, each as the one variant of its product it offers,
 * with that product's live stock, so the engine prices and badges it like any
 * product (`{@|in-stock-price}`, `{@|product-status}`); one whose product or
 * variant is gone stays as authored.
 */
function addOnViews(item: ProductItem, products: readonly Item[]): ProductItem['addOns'] {
  return item.addOns?.map((addOn) => {
    const product = products.find((candidate) => candidate.id === addOn.itemId);
    const variant = product && isProductItem(product) ? product.structuredContent.variants.find((candidate) => candidate.sku === addOn.sku) : undefined;
    return product && isProductItem(product) && variant ? { ...addOn, structuredContent: { ...product.structuredContent, variants: [variant] } } : addOn;
  });
}

export function itemContext(site: PublishedSite, collection: Collection, item: Item, related: readonly Item[] = [], addOnProducts: readonly Item[] = []): PageContext {
  const { items: [page], merchandising } = withoutMerchandising([item]);
  const shown = isProductItem(page) && page.addOns ? { ...page, addOns: addOnViews(page, addOnProducts) } : page;
  const product = isProductItem(item) ? { product: item.structuredContent, relatedProducts: withoutMerchandising(related).items } : {};
  return { ...siteContext(site, PageType.CONTENT_ITEM), collection, item: shown, ...product, productMerchandisingContext: merchandising };
}

/** A search result: the entry, and its text around the query's words, the words marked. */
export interface SearchResult extends SearchEntry {
  excerptParts: ExcerptPart[];
}

/**
 * The entries holding every word of the query (schemas/site/search.ts: whole
 * words in the site's language, case, accents and plurals aside), those with
 * the words in their title first.
 */
export function searchContext(site: PublishedSite, query: string, index: readonly SearchEntry[]): PageContext {
  const { language } = site.website;
  const keys = queryKeys(query, language);
  // An index published before entries had their text searches their excerpt.
  const entries = index.map((entry) => ({ ...entry, text: entry.text || entry.excerpt }));
  const results = searchEntries(entries, keys, language).map((entry) => ({ ...entry, excerptParts: excerptParts(entry.text, keys, language) }));
  return { ...siteContext(site, PageType.SEARCH), search: { query, results } };
}

/** The context with the site's forms, read beside the page's own content. */
export async function withForms(context: Promise<PageContext>, forms: Promise<Record<string, FormDefinition>>): Promise<PageContext> {
  const [page, byId] = await Promise.all([context, forms]);
  return { ...page, forms: byId };
}

export function notFoundContext(site: PublishedSite): PageContext {
  return siteContext(site, PageType.NOT_FOUND);
}
