import type { Context } from 'hono';
import { holdsEtag, PAGE_CACHE_CONTROL } from '../render/page-cache';

/** Marks the response cacheable under `etag`; returns the 304 to send when the request already holds it. */
export function revalidate(c: Context, etag: string): Response | null {
  c.header('ETag', etag);
  c.header('Cache-Control', PAGE_CACHE_CONTROL);
  return holdsEtag(c.req.header('If-None-Match'), etag) ? c.body(null, 304) : null;
}
