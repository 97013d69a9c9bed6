import type { Context, MiddlewareHandler } from 'hono';
import { REQUEST_UNREADABLE } from '../../schemas/messages';
import { plainRefusal } from './answer-kind';

/** The largest body any call takes (client error reports); every route may hold its own tighter limit. */
export const MAX_ANY_BODY_BYTES = 128 * 1024;

/** 413 in the answer's kind: `{ message }` on API paths, a page elsewhere. */
const tooLarge = (c: Context) => plainRefusal(c, 'Unable to continue', REQUEST_UNREADABLE, 413);

/**
 * A refused upload is read to its end up to this size, so the connection stays
 * usable and the client reads a clean 413: 100 MB is the most Cloudflare lets
 * through to a Worker on any plan but Enterprise. Reading costs the Worker
 * little CPU (the bytes are dropped as they come); beyond it the stream is cancelled.
 */
const MAX_DRAINED_BYTES = 100 * 1024 * 1024;

/**
 * Reads what is left of a refused body and throws it away, then releases the
 * stream. A body left unread leaves its bytes in the connection, and the next
 * request on it waits behind them (what wrangler dev's proxy does); one past
 * MAX_DRAINED_BYTES is cancelled instead, which closes the connection.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let read = alreadyRead;
  try {
    while (read <= MAX_DRAINED_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to keep clean.
  }
}

/**
 * Refuses a body over `maxSize` bytes with 413, whether its Content-Length says
 * so or it arrives chunked; a body within the limit is kept in memory for the
 * handler. A refused upload is drained, never left half-read (see `drain`).
 */
export function bodyLimit(maxSize: number, refuse: (c: Context) => Response | Promise<Response> = tooLarge): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.has('Transfer-Encoding') ? null : c.req.raw.headers.get('Content-Length');
    if (declared !== null) {
      if (!(Number(declared) <= maxSize)) {
        await drain(body.getReader(), 0);
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
        await drain(reader, size);
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
 * Whatever answered, a request body nobody read is drained once the answer is
 * made (a refused crumb, a rate limit, a 404), for the same reason. The
 * outermost body limit keeps what can be left unread small.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (body && !c.req.raw.bodyUsed && !body.locked) await drain(body.getReader(), 0);
};
