import { CENSUS_PAGE_ID, type CensusPage, type ContextConfig } from '../../schemas/census/census';
import type { HitPayload } from '../../schemas/census/census-requests';
import type { Visitor } from './visitor-cookies';

/** What the census knows of the page it runs on. */
export interface PageFacts {
  path: string;
  pageType: number | undefined;
  /** The page's own census data; pages of the buying flow have none. */
  page: CensusPage | null;
  websiteId: string;
  locale: string;
  censusEnabled: boolean;
}

function censusPage(): CensusPage | null {
  try {
    return JSON.parse(document.getElementById(CENSUS_PAGE_ID)?.textContent ?? 'null') as CensusPage | null;
  } catch {
    return null;
  }
}

/** Null when neither the bootstrap config nor the page names the site: then nothing is recorded. */
export function readPageFacts(config: ContextConfig | null): PageFacts | null {
  const page = censusPage();
  const websiteId = config?.websiteId ?? page?.websiteId;
  if (!websiteId) return null;
  const pageType = Number(document.body.dataset.pageType);
  return {
    path: location.pathname,
    pageType: Number.isInteger(pageType) && document.body.dataset.pageType ? pageType : undefined,
    page,
    websiteId,
    locale: config?.website_locale ?? page?.website_locale ?? '',
    censusEnabled: (config?.censusEnabled ?? true) && (page?.censusEnabled ?? true),
  };
}

/** The page fields every census call carries. */
export function pageFields(facts: PageFacts, visitor: Visitor) {
  return {
    websiteId: facts.websiteId,
    pagePath: facts.path,
    pageId: facts.page?.pageId ?? null,
    collectionId: facts.page?.collectionId ?? null,
    itemId: facts.page?.itemId ?? null,
    templateId: facts.page?.templateId ?? null,
    website_locale: facts.locale,
    visitorCookie: visitor.visit.id,
  };
}

function localStorageSupported(): boolean {
  try {
    const probe = '__census__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** The hit payload of spec section 7. */
export function hitPayload(facts: PageFacts, visitor: Visitor): HitPayload {
  return {
    ...pageFields(facts, visitor),
    pageTitle: document.title.slice(0, 512),
    title: document.title.slice(0, 512),
    contentSource: facts.page?.contentSource ?? 'c',
    pagePermissionTypeValue: facts.page?.pagePermissionTypeValue ?? 1,
    userAgent: navigator.userAgent.slice(0, 512),
    clientDate: Date.now(),
    viewportInnerWidth: window.innerWidth,
    viewportInnerHeight: window.innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    url: location.href.slice(0, 4096),
    recordType: facts.page?.recordType ?? null,
    localStorageSupported: localStorageSupported(),
    queryString: location.search.slice(0, 2048),
    referrer: document.referrer.slice(0, 2048),
  };
}
