import type { Context } from 'hono';

/** The page a request came from, when it is on this site. */
export function refererUrl(c: Context): URL | null {
  try {
    const referer = new URL(c.req.header('Referer') ?? '');
    return referer.origin === new URL(c.req.url).origin ? referer : null;
  } catch {
    return null;
  }
}

/** The path of the page a request came from on this site, without its query (visitors' data may be in it); '' when unknown. */
export function refererPage(c: Context): string {
  return refererUrl(c)?.pathname ?? '';
}
