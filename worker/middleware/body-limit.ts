import type { Context, MiddlewareHandler } from 'hono';
import { REQUEST_UNREADABLE } from '../../schemas/messages';
import { plainRefusal } from './answer-kind';

/** The largest body any call takes (client error reports); every route may hold its own tighter limit. */
export const MAX_ANY_BODY_BYTES = 128 * 1024;

/** 413 in the answer's kind: `{ message }` on API paths, a page elsewhere. */
const tooLarge = (c: Context) => plainRefusal(c, 'Unable to continue', REQUEST_UNREADABLE, 413);

/**
 * Refuses a body over `maxSize` bytes with 413, whether its Content-Length says
 * so or it arrives chunked; a body within the limit is kept in memory for the
 * handler. A refused upload is cancelled, never left half-read: an unread
 * request stream keeps the connection waiting for a reader that never comes,
 * and stalls the next request on it.
 */
export function bodyLimit(maxSize: number, refuse: (c: Context) => Response | Promise<Response> = tooLarge): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.has('Transfer-Encoding') ? null : c.req.raw.headers.get('Content-Length');
    if (declared !== null) {
      if (!(Number(declared) <= maxSize)) {
        await body.cancel().catch(() => {});
        return refuse(c);
      }
      return next();
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await reader.cancel().catch(() => {});
        return refuse(c);
      }
      chunks.push(value);
    }
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return next();
  };
}

/**
 * Whatever answered, a request body nobody read is cancelled once the answer
 * is made (a refused crumb, a rate limit, a 404), for the same reason.
 */
export const discardUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (body && !c.req.raw.bodyUsed && !body.locked) await body.cancel().catch(() => {});
};
