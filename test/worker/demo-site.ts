import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { inject } from 'vitest';
import { forgetCachedContent } from '../../worker/content/isolate-cache';
import worker from '../../worker/index';

export const DEMO_ORIGIN = 'http://localhost';

/** Rewrites site content the way a publish does, and lets the isolate read it afresh on the next request. */
export async function putSiteContent(key: string, value: string): Promise<void> {
  await env.CONTENT.put(key, value);
  forgetCachedContent();
}

export async function seedDemoSite(): Promise<void> {
  await Promise.all([
    ...inject('demoSite').map((entry) => env.CONTENT.put(entry.key, entry.value)),
    ...inject('demoImages').map(({ key, contentType, base64 }) =>
      env.MEDIA.put(key, Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)), { httpMetadata: { contentType } }),
    ),
  ]);
}

/**
 * A request to `url` through the Worker's real fetch handler (worker/index.ts's
 * default export), called in the test's isolate rather than through
 * `exports.default`: @cloudflare/vitest-pool-workers 0.15.1 wraps its entry
 * class's prototype in one more Proxy on every call (workers-sdk #15092), so
 * each call through it cost more than the one before: after a few hundred, a
 * request took 80 ms instead of 4. The request arrives as over the wire: a
 * body of known size with its Content-Length (a stream stays unsized), and
 * its waitUntil work is awaited at the test's end, as the pool's own is.
 */
export async function throughWorker(url: string | URL, init: RequestInit = {}): Promise<Response> {
  let request = new Request(url, init);
  if (request.body && !(init.body instanceof ReadableStream) && !request.headers.has('Content-Length')) {
    const body = await request.arrayBuffer();
    const headers = new Headers(request.headers);
    headers.set('Content-Length', String(body.byteLength));
    request = new Request(url, { ...init, headers, body });
  }
  return worker.fetch(request, env, createExecutionContext());
}

/** A request through the Worker's real fetch handler, as a browser on the demo host would send it. */
export function visit(path: string, init?: RequestInit): Promise<Response> {
  return throughWorker(new URL(path, DEMO_ORIGIN), init);
}

/** The demo product a test adds, read from the published content rather than restated. */
export async function demoProduct(itemId: string) {
  const entry = inject('demoSite').find((candidate) => candidate.key.endsWith(`:item:${itemId}`));
  if (!entry) throw new Error(`demo site has no item ${itemId}`);
  return JSON.parse(entry.value) as {
    id: string;
    title: string;
    structuredContent: {
      productType: number;
      variants: { sku: string; qtyInStock: number; unlimited: boolean; onSale: boolean; priceMoney: { value: string }; salePriceMoney: { value: string } }[];
    };
  };
}
