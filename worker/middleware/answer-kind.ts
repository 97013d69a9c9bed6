import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { html } from 'hono/html';

/** API paths always answer JSON; everything else is a page and answers HTML. */
export const isApiPath = (c: Context) => {
  const { pathname } = new URL(c.req.url);
  return pathname === '/api' || pathname.startsWith('/api/');
};

/** A page for when there is no site to draw it in (an unknown host, a failure before the site is read). */
export function plainPage(c: Context, title: string, message: string, status: ContentfulStatusCode): Response | Promise<Response> {
  return c.html(html`<!doctype html><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${message}</p>`, status);
}

/** A refusal in the answer's kind: `{ message }` on API paths, a plain page elsewhere. */
export function plainRefusal(c: Context, title: string, message: string, status: ContentfulStatusCode): Response | Promise<Response> {
  return isApiPath(c) ? c.json({ message }, status) : plainPage(c, title, message, status);
}
