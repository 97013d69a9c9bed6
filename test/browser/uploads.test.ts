// Oversize uploads against the running store (wrangler dev, workerd behind its proxy),
// as the hostile run sent them (issue 14, finding 4): chunked bodies of 1 MB are refused
// with 413 and leave the server answering the next visitor, however many are sent.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CART_API, CART_ENTRIES_API, CRUMB_COOKIE, CRUMB_HEADER, RESTOCK_SIGN_UP_API, SUBSCRIPTION_API } from '../../schemas';
import { storeUrl } from './store-page';

/** Sends `bytes` chunked (no Content-Length), 16 KB at a time, and resolves with the status once answered. */
function chunkedUpload(url: string, method: string, headers: Record<string, string>, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const upload = request(url, { method, headers: { ...headers, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    // A connection reset instead of the answer counts as no answer (status 0).
    upload.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(0) : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!upload.write(chunk)) return upload.once('drain', pump);
      }
      upload.end();
    };
    pump();
  });
}

describe('oversize uploads on the running store', () => {
  it('are refused with 413 and stall nothing: the next visitor is answered every time', async () => {
    const store = storeUrl();
    const arrival = await fetch(`${store}${CART_API}`);
    const crumb = /crumb=([^;]+)/.exec(arrival.headers.get('set-cookie') ?? '')![1];
    const headers = { Cookie: `${CRUMB_COOKIE}=${crumb}`, [CRUMB_HEADER]: crumb };
    const calls: [string, string][] = [
      [CART_ENTRIES_API, 'POST'],
      [`${CART_ENTRIES_API}/some-entry/quantity`, 'PUT'],
      [SUBSCRIPTION_API, 'POST'],
      [RESTOCK_SIGN_UP_API, 'POST'],
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const [path, method] of calls) {
        expect(await chunkedUpload(`${store}${path}`, method, headers, 1024 * 1024), path).toBe(413);
        // A hang here is the bug: the signal only turns one into a failure instead of a stuck run.
        const next = await fetch(`${store}${CART_API}`, { headers: { Cookie: `${CRUMB_COOKIE}=${crumb}` }, signal: AbortSignal.timeout(20_000) });
        expect(next.status, `after ${path}`).toBe(200);
      }
    }
  });
});
