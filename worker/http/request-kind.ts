import type { Context } from 'hono';
import { API_PREFIX } from '../../schemas/site/paths';

/** The API answers JSON, whatever happened; everything else is a page. */
export const isApiPath = (path: string) => path === API_PREFIX.slice(0, -1) || path.startsWith(API_PREFIX);

/** Methods that change nothing: they need no crumb and spend no rate limit. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/;

/** A plain HTML form post, as a browser without scripts sends it; it is answered with a page. */
export const isFormPost = (c: Context) => FORM_TYPES.test(c.req.header('Content-Type') ?? '');

/**
 * Pages answer with pages, whatever was posted to them. On API paths, a form
 * the browser itself submitted (no scripts) is answered with a page too:
 * Fetch Metadata says it is a navigation, or, from a browser that sends none,
 * it asks for HTML. Scripts posting form-encoded bodies (the events calls) get JSON.
 */
export function answersWithPage(c: Context): boolean {
  if (!isApiPath(c.req.path)) return true;
  if (!isFormPost(c)) return false;
  const mode = c.req.header('Sec-Fetch-Mode');
  return mode === undefined ? (c.req.header('Accept') ?? '').includes('text/html') : mode === 'navigate';
}
