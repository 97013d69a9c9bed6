import type { Context } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { AddToCartErrorType } from '../../schemas';
import { RATE_LIMITED } from '../../schemas/messages';
import { escapeHtml } from '../../templates';
import type { ErrorStatus, FieldErrors, Refused } from '../cart/refusals';
import type { AppEnv } from '../env';
import { messagePage } from '../render/private-page';
import type { PageAnswer } from '../render/stream-page';
import { answersWithPage, isApiPath } from './request-kind';

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

/** How long a visitor is asked to wait when a Durable Object could not take a call. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * A Durable Object could not take the request's call even once more
 * (worker/storage/object-stub.ts): 503, come back in a moment. The words are
 * the spec's for coming back shortly (its 429 message); the answer needs no
 * site and no Durable Object, which may be what failed.
 */
export function busyAnswer(c: Context): Response {
  c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  return plainAnswer(c, 503, RATE_LIMITED);
}

/** Every refused call answers `{message, errorType?, errors?}`: the visitor's words, the analytics error type, the field messages. */
export function refuse(c: Context, status: ErrorStatus, message: string, errorType?: AddToCartErrorType, errors?: FieldErrors) {
  return c.json({ message, ...(errorType && { errorType }), ...(errors && { errors }) }, status);
}

export const refuseWith = (c: Context, refusal: Refused) => refuse(c, refusal.status, refusal.message, refusal.errorType, refusal.errors);

/**
 * Sends a page the renderers made (worker/render) through the context, so the
 * cookies set on the way go out with it; a page the site's settings could not
 * make is the not-found answer.
 */
export function sendPage(c: Context, page: PageAnswer | null): Response | Promise<Response> {
  if (!page) return c.notFound();
  if (page.body === null) return c.body(null, page.status as StatusCode, page.headers);
  return c.body(page.body, page.status as ContentfulStatusCode, page.headers);
}

/** Why the visitor cannot go on, on a page of the site (worker/render/private-page.tsx). */
export async function messageAnswer(c: Context<AppEnv>, title: string, message: string, status: number): Promise<Response> {
  return sendPage(c, await messagePage(c.get('storefront'), title, message, status));
}

/** A refusal in the spec's words before the call runs: a form without scripts is told on a page, a script in JSON. */
export function refuseVisitor(c: Context<AppEnv>, status: 403 | 429, message: string): Response | Promise<Response> {
  return answersWithPage(c) ? messageAnswer(c, 'Unable to continue', message, status) : c.json({ message }, status);
}
