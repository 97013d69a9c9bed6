import { env, exports } from 'cloudflare:workers';
import { inject } from 'vitest';
import { forgetCachedContent } from '../../worker/content/isolate-cache';

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

/** A request through the Worker's real fetch handler, as a browser on the demo host would send it. */
export function visit(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, DEMO_ORIGIN), init));
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
