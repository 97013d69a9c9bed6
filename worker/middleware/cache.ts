import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { clientAssets } from '../render/client-assets';

/** Browsers revalidate on every visit (a 304 is cheap); a CDN may answer for a minute. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60';

// A page's bytes follow from the published content (its version) and the
// client build its document links and inlines, so those two name it.
const CLIENT_BUILD = [...[clientAssets.script, clientAssets.stylesheet].map((file) => file.replace(/^.*-|\.\w+$/g, '')), clientAssets.earlyPressHash].join('.');

export function pageEtag(version: string): string {
  return `W/"${version}.${CLIENT_BUILD}"`;
}

function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Marks the response cacheable under `etag`; returns the 304 to send when the request already holds it. */
export function revalidate(c: Context<AppEnv>, etag: string): Response | null {
  c.header('ETag', etag);
  c.header('Cache-Control', PAGE_CACHE_CONTROL);
  return holds(c.req.header('If-None-Match'), etag) ? c.body(null, 304) : null;
}

/** A response that sets a cookie belongs to one visitor: no shared cache may keep it. */
export const privateWhenSettingCookies = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('Set-Cookie')) return;
  c.res.headers.set('Cache-Control', 'private, no-store');
  c.res.headers.delete('ETag');
});
