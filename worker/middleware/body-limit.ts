import type { Context, MiddlewareHandler } from 'hono';
import { REQUEST_UNREADABLE } from '../../schemas/messages';
import { plainAnswer } from '../http/answers';

type Refusal = (c: Context) => Response | Promise<Response>;

const tooLarge: Refusal = (c) => plainAnswer(c, 413, REQUEST_UNREADABLE);

/**
 * A refused upload is read to its end up to this size, so the connection stays
 * usable and the client reads a clean 413: 100 MB is the most Cloudflare lets
 * through to a Worker on any plan but Enterprise. Reading costs the Worker
 * little CPU (the bytes are dropped as they come); beyond it the stream is cancelled.
 */
const MAX_DRAINED_BYTES = 100 * 1024 * 1024;

/**
 * Reads what is left of a refused body and throws it away. A body left unread
 * (or cancelled) leaves its bytes in the connection, and the next request on
 * it waits behind them: wrangler dev's proxy stalled so. One past
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
 * Refuses a body over `maxSize` bytes, sized or chunked, and reads a chunked
 * one into memory so the handler sees a sized body. A refused body is
 * drained, never left half-read (see `drain`).
 */
export function limitBody(maxSize: number, refuse: Refusal = tooLarge): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && !c.req.header('Transfer-Encoding')) {
      if (Number(declared) <= maxSize) return next();
      await drain(body.getReader(), 0);
      return refuse(c);
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
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}

/**
 * Whatever answered, a request body nobody read is drained once the answer is
 * made (a refused crumb or media type, a rate limit, a 404), for the same
 * reason. The outermost body limit keeps what can be left unread small.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (body && !c.req.raw.bodyUsed && !body.locked) await drain(body.getReader(), 0);
};
