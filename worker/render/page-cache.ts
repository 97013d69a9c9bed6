import { clientAssets } from './client-assets';

/** Browsers revalidate on every visit (a 304 is cheap); a CDN may answer for a minute. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60';

// A page's bytes follow from the published content (its version) and the
// client build its document links and inlines, so those two name it.
const CLIENT_BUILD = [...[clientAssets.script, clientAssets.stylesheet].map((file) => file.replace(/^.*-|\.\w+$/g, '')), clientAssets.earlyPressHash].join('.');

export function pageEtag(version: string): string {
  return `W/"${version}.${CLIENT_BUILD}"`;
}

/** The request's If-None-Match already holds `etag`: a 304 answers it. */
export function holdsEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
