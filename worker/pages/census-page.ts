import { commercePageKind, isProductItem, type CensusPage, type Collection, type Item, type PageTypeCode, type PublishedSite } from '../../schemas';

/** Every published page is public: protected pages are not built (spec section 7's pagePermissionTypeValue). */
const PUBLIC_PAGE = 1;

/** What the census module reads of a page (`<script id="sf-census">`), from the content it shows. */
export function censusPage(site: PublishedSite, pageType: PageTypeCode, templateName: string, collection?: Collection, item?: Item): CensusPage {
  const product = item && isProductItem(item) ? item.structuredContent : undefined;
  return {
    websiteId: site.website.id,
    templateId: templateName,
    pageId: collection?.id ?? null,
    collectionId: collection?.id ?? null,
    itemId: item?.id ?? null,
    recordType: item?.recordType ?? null,
    contentSource: item ? 'i' : 'c',
    pagePermissionTypeValue: PUBLIC_PAGE,
    website_locale: site.website.language,
    censusEnabled: site.website.censusEnabled && collection?.censusEnabled !== false,
    currency: site.websiteSettings.storeSettings.selectedCurrency,
    commerce: commercePageKind({ pageType, collection, product }),
    productType: product?.productType ?? null,
  };
}
