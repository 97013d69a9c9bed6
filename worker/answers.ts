import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_PREFIX } from '../schemas/site/paths';
import { escapeHtml } from '../templates';

/** The API answers JSON, whatever happened; everything else is a page. */
export const isApiPath = (path: string) => path === API_PREFIX.slice(0, -1) || path.startsWith(API_PREFIX);

/**
 * An answer given before a site's own pages can be (no site at this host, an
 * unexpected failure): JSON `{message}` on API paths, a bare HTML page elsewhere.
 */
export function plainAnswer(c: Context, status: ContentfulStatusCode, message: string): Response {
  c.header('Cache-Control', 'no-store');
  if (isApiPath(c.req.path)) return c.json({ message }, status);
  const text = escapeHtml(message);
  return c.html(`<!doctype html><html lang="en"><meta charset="utf-8"><title>${text}</title><h1>${text}</h1></html>`, status);
}
