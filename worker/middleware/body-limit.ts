import type { Context, MiddlewareHandler } from 'hono';
import { REQUEST_UNREADABLE } from '../../schemas/messages';
import { plainAnswer } from '../answers';

type Refusal = (c: Context) => Response | Promise<Response>;

const tooLarge: Refusal = (c) => plainAnswer(c, 413, REQUEST_UNREADABLE);

/**
 * Refuses a body over `maxSize` bytes, sized or chunked, and reads a chunked
 * one into memory so the handler sees a sized body. A refused body is
 * cancelled, never left half-read: an abandoned upload stream stalls the
 * connection, and with it the next request that reuses it.
 */
export function limitBody(maxSize: number, refuse: Refusal = tooLarge): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && !c.req.header('Transfer-Encoding')) {
      if (Number(declared) <= maxSize) return next();
      await body.cancel().catch(() => {});
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
        await reader.cancel().catch(() => {});
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
