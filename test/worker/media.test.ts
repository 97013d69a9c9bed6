import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { mediaKeys, siteKeys, type ImageAsset } from '../../schemas';
import { SRCSET_WIDTHS } from '../../templates';
import { app } from '../../worker/app';
import { DEMO_ORIGIN, seedDemoSite, visit } from './demo-site';

beforeAll(async () => {
  await seedDemoSite();
  await Promise.all(inject('secondSite').map((entry) => env.CONTENT.put(entry.key, entry.value)));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const WEBSITE = 'demo-website';

/** The image assets of a demo item as the publish wrote them. */
async function publishedImages(itemId: string): Promise<ImageAsset[]> {
  const item = await env.CONTENT.get<{ items: ImageAsset[] }>(siteKeys.item(WEBSITE, itemId), 'json');
  return item!.items;
}

/** The bytes the publish stored for a media URL. */
function publishedBytes(assetUrl: string): Uint8Array {
  const key = mediaKeys.image(WEBSITE, assetUrl.split('/').pop()!);
  const stored = inject('demoImages').find((image) => image.key === key);
  if (!stored) throw new Error(`no published image ${key}`);
  return Uint8Array.from(atob(stored.base64), (char) => char.charCodeAt(0));
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

interface ImagesCall {
  bytes: Uint8Array;
  transform: ImageTransform;
  output: ImageOutputOptions;
}

/**
 * Cloudflare Images as its binding answers a deployed Worker: each call's
 * input bytes, transform and output options are kept, and `answer` gives the
 * variant (or the error the service throws). The service is outside this
 * project; the code under test is everything up to the binding.
 */
function imagesService(answer: (call: ImagesCall) => Response | Error): { binding: ImagesBinding; calls: ImagesCall[] } {
  const calls: ImagesCall[] = [];
  const binding = {
    input(stream: ReadableStream<Uint8Array>) {
      let transform: ImageTransform = {};
      const transformer = {
        transform(options: ImageTransform) {
          transform = options;
          return transformer;
        },
        async output(output: ImageOutputOptions) {
          const call = { bytes: new Uint8Array(await new Response(stream).arrayBuffer()), transform, output };
          calls.push(call);
          const answered = answer(call);
          if (answered instanceof Error) throw answered;
          return { response: () => answered, contentType: () => answered.headers.get('Content-Type')!, image: () => answered.body! };
        },
      };
      return transformer;
    },
  };
  return { binding: binding as unknown as ImagesBinding, calls };
}

/** A request through the Worker as a deployed environment binds it: with Cloudflare Images. */
async function visitResizing(images: ImagesBinding, path: string, init?: RequestInit): Promise<Response> {
  return app.fetch(new Request(new URL(path, DEMO_ORIGIN), init), { ...env, IMAGES: images }, createExecutionContext());
}

describe('published images', () => {
  it('serves an image from R2 under its content-addressed URL, cached for good and never run as a document', async () => {
    const [mug] = await publishedImages('item-mug');
    expect(mug.assetUrl).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    const response = await visit(mug.assetUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await bytesOf(response)).toEqual(publishedBytes(mug.assetUrl));
    const again = await visit(mug.assetUrl, { headers: { 'If-None-Match': response.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers every srcset width, and original, with the original in local development', async () => {
    const [tee] = await publishedImages('item-tee');
    for (const format of [...SRCSET_WIDTHS.map((width) => `${width}w`), 'original']) {
      const response = await visit(`${tee.assetUrl}?format=${format}`);
      expect(response.status, format).toBe(200);
      expect(response.headers.get('Cache-Control'), format).toContain('immutable');
      expect(await bytesOf(response), format).toEqual(publishedBytes(tee.assetUrl));
    }
  });

  it('refuses a width outside spec section 9 and an unknown format', async () => {
    const [tee] = await publishedImages('item-tee');
    for (const format of ['123w', '0w', 'huge', '500']) {
      const response = await visit(`${tee.assetUrl}?format=${format}`);
      expect(response.status, format).toBe(400);
      expect(await response.text()).toContain('100w, 300w, 500w, 750w, 1000w, 1500w, 2500w');
    }
  });

  it('resizes the R2 original through the Images binding where one is bound, in the smallest format the browser takes', async () => {
    const [mug] = await publishedImages('item-mug');
    const fetched = vi.spyOn(globalThis, 'fetch');
    const images = imagesService((call) => new Response('resized bytes', { headers: { 'Content-Type': call.output.format } }));
    const response = await visitResizing(images.binding, `${mug.assetUrl}?format=500w`, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('resized bytes');
    expect(response.headers.get('Content-Type')).toBe('image/avif');
    expect(response.headers.get('Vary')).toBe('Accept');
    expect(response.headers.get('Cache-Control')).toContain('immutable');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
    // The bytes published to R2 go in; the Worker fetches nothing, its own URL least of all.
    expect(images.calls).toHaveLength(1);
    expect(images.calls[0].bytes).toEqual(publishedBytes(mug.assetUrl));
    expect(images.calls[0].transform).toEqual({ width: 500, fit: 'scale-down' });
    expect(images.calls[0].output).toEqual({ format: 'image/avif' });
    expect(fetched).not.toHaveBeenCalled();

    await visitResizing(images.binding, `${mug.assetUrl}?format=100w`, { headers: { Accept: 'image/webp,*/*' } }).then((r) => r.arrayBuffer());
    expect(images.calls[1]).toMatchObject({ transform: { width: 100 }, output: { format: 'image/webp' } });
    // A browser that takes neither gets the original's own type.
    const jpeg = await visitResizing(images.binding, `${mug.assetUrl}?format=2500w`, { headers: { Accept: 'image/jpeg' } });
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg');
    expect(images.calls[2]).toMatchObject({ transform: { width: 2500 }, output: { format: 'image/jpeg' } });
  });

  it('sends the original from R2 when the Images binding fails, and logs the code', async () => {
    const [mug] = await publishedImages('item-mug');
    const images = imagesService(() => Object.assign(new Error('IMAGES_TRANSFORM_ERROR 9422: unsupported'), { code: 9422 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await visitResizing(images.binding, `${mug.assetUrl}?format=750w`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await bytesOf(response)).toEqual(publishedBytes(mug.assetUrl));
    const line = JSON.parse(String(warn.mock.calls[0][0]));
    expect(line).toMatchObject({ level: 'warn', message: expect.stringContaining('error 9422'), requestId: response.headers.get('X-Request-Id') });
  });

  it('sends a vector image as it is at any width, without asking the Images binding', async () => {
    const logo = JSON.parse((await env.CONTENT.get(siteKeys.image(WEBSITE, 'logo.svg')))!) as { file: string };
    const images = imagesService(() => new Error('not to be called'));
    const response = await visitResizing(images.binding, `/media/${logo.file}?format=300w`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(images.calls).toHaveLength(0);
    expect(await bytesOf(response)).toEqual(publishedBytes(`/media/${logo.file}`));
  });

  it("keeps each site's images to its own hosts", async () => {
    const [mug] = await publishedImages('item-mug');
    const foreign = await app.fetch(new Request(`http://second.example${mug.assetUrl}`), env, createExecutionContext());
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('Content-Type')).not.toBe('image/jpeg');
  });

  it('serves an image by its name in the site folder, revalidated like a page', async () => {
    const record = JSON.parse((await env.CONTENT.get(siteKeys.image(WEBSITE, 'hero.jpg')))!) as { file: string };
    const response = await visit('/s/hero.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Cache-Control')).toContain('must-revalidate');
    expect(await bytesOf(response)).toEqual(publishedBytes(`/media/${record.file}`));
    expect((await visit('/s/no-such-photo.jpg')).status).toBe(404);
  });

  it("answers /favicon.ico with the site folder's favicon, and a bare 404 for a site without one", async () => {
    const settings = await env.CONTENT.get<{ favicon: string }>(siteKeys.settings(WEBSITE), 'json');
    const response = await visit('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(await bytesOf(response)).toEqual(publishedBytes(settings!.favicon));
    const none = await app.fetch(new Request('http://second.example/favicon.ico'), env, createExecutionContext());
    expect(none.status).toBe(404);
    expect(await none.text()).toBe('');
  });
});

describe('photos on pages', () => {
  it('gives the product photo a srcset of exactly the published widths, each of which answers, and a fixed size', async () => {
    const [mug] = await publishedImages('item-mug');
    const html = await (await visit('/shop/p/stoneware-mug')).text();
    const img = html.match(new RegExp(`<img src="${mug.assetUrl}\\?format=\\d+w"[^>]*>`))?.[0];
    expect(img).toBeDefined();
    const widths = mug.systemDataVariants!.split(',').filter((variant) => variant.endsWith('w'));
    const srcset = img!.match(/srcset="([^"]+)"/)![1].split(',');
    for (const width of widths) expect(srcset).toContain(`${mug.assetUrl}?format=${width} ${width}`);
    for (const candidate of srcset) {
      const response = await visit(candidate.split(' ')[0]);
      expect(response.status, candidate).toBe(200);
      await response.arrayBuffer();
    }
    expect(img).toMatch(/ width="\d+" height="\d+"/);
    expect(img).toMatch(/ sizes="[^"]+"/);
    // The first photo of a product page is above the fold.
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchpriority="high"');
    expect(html).toContain(`--focal-x: ${mug.mediaFocalPoint.x}; --focal-y: ${mug.mediaFocalPoint.y}`);
  });

  it('loads the photos of a product list lazily, each with its size', async () => {
    const html = await (await visit('/shop')).text();
    const photos = [...html.matchAll(/<img src="\/media\/[^"]+"[^>]*>/g)].map((match) => match[0]);
    const shop = await env.CONTENT.get<{ itemIds: string[] }>(siteKeys.collection(WEBSITE, 'shop'), 'json');
    expect(photos).toHaveLength(shop!.itemIds.length);
    for (const photo of photos) {
      expect(photo).toContain('loading="lazy"');
      expect(photo).toMatch(/ width="\d+" height="\d+"/);
      expect(photo).toMatch(/ srcset="[^"]+"/);
    }
  });

  it('keeps a photo where its focal point says in the post, when the owner moved it', async () => {
    const item = await env.CONTENT.get<{ fullUrl: string; items: ImageAsset[] }>(siteKeys.item(WEBSITE, 'post-slow-mornings'), 'json');
    const point = item!.items[0].mediaFocalPoint;
    expect(point).not.toEqual({ x: 0.5, y: 0.5 });
    const html = await (await visit(item!.fullUrl)).text();
    expect(html).toContain(`--focal-x: ${point.x}; --focal-y: ${point.y}`);
  });
});
