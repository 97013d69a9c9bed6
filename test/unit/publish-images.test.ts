import { execFile } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MEDIA_FILE, mediaKeys, siteKeys, type ImageAsset } from '../../schemas';
import { publishBindings } from '../../scripts/publish/bindings';
import { withLocalState } from '../../scripts/publish/local-state';
import { storeImages } from '../../scripts/publish/media-store';
import { readSiteFolder, type PublishResult } from '../../scripts/publish/site-folder';
import { scratchFolders } from './scratch-folders';
import { tsxCommand, wranglerCommand } from '../../scripts/package-bin';

const { demoCopy, scratch } = scratchFolders();
const TEE = 'items/01-organic-cotton-tee.json';

const QUADRANTS = { topLeft: [200, 40, 40], topRight: [40, 160, 60], bottomLeft: [30, 60, 190], bottomRight: [230, 210, 50] } as const;

/** A 600x400 PNG whose quarters are flat colors, so their averages are known. */
async function quadrantPng(): Promise<Buffer> {
  const block = (rgb: readonly number[]) => sharp({ create: { width: 300, height: 200, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).png().toBuffer();
  const [tl, tr, bl, br] = await Promise.all(Object.values(QUADRANTS).map(block));
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#000' } })
    .composite([{ input: tl, left: 0, top: 0 }, { input: tr, left: 300, top: 0 }, { input: bl, left: 0, top: 200 }, { input: br, left: 300, top: 200 }])
    .png()
    .toBuffer();
}

function pngChunk(name: string, data: Buffer): Buffer {
  const type = Buffer.from(name);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([length, type, data, crc]);
}

/** A PNG claiming `width` x `height` with hardly any pixels: its header reads, it never decodes. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(16))), pngChunk('IEND', Buffer.alloc(0))]);
}

async function pointTeeAt(dir: string, asset: Record<string, unknown>): Promise<void> {
  const file = path.join(dir, TEE);
  const item = JSON.parse(await readFile(file, 'utf8'));
  item.items = [asset];
  await writeFile(file, JSON.stringify(item));
}

function publishedTee(result: PublishResult): { assetUrl: string; items: ImageAsset[] } {
  return JSON.parse(result.entries.find((entry) => entry.key === siteKeys.item(result.websiteId!, 'item-tee'))!.value);
}

const channels = (hex: string) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));

describe('publishing site images', () => {
  it('swaps an image named by site path for its content-addressed URL, with its pixel size, variants and region colors', async () => {
    const dir = await demoCopy();
    const png = await quadrantPng();
    await writeFile(path.join(dir, 'assets/quad.png'), png);
    await pointTeeAt(dir, { assetUrl: '/s/quad.png', title: 'Four colors', mediaFocalPoint: { x: 0.2, y: 0.8 } });
    const result = await readSiteFolder(dir);
    expect(result.errors).toEqual([]);
    const [asset] = publishedTee(result).items;
    const image = result.images.find((candidate) => candidate.name === 'quad.png')!;
    expect(image.bytes.equals(png)).toBe(true);
    expect(image.file).toMatch(MEDIA_FILE);
    expect(image.file.endsWith('.png')).toBe(true);
    expect(asset).toMatchObject({
      assetUrl: `/media/${image.file}`,
      originalSize: '600x400',
      systemDataVariants: '600x400,100w,300w,500w',
      filename: 'quad.png',
      title: 'Four colors',
      mediaFocalPoint: { x: 0.2, y: 0.8 },
    });
    for (const [region, rgb] of Object.entries(QUADRANTS)) {
      const found = channels(asset.colorData![`${region}Average` as 'topLeftAverage']!);
      found.forEach((channel, at) => expect(Math.abs(channel - rgb[at]), region).toBeLessThanOrEqual(6));
    }
    // The center straddles all four quarters equally.
    const center = channels(asset.colorData!.centerAverage!);
    const mean = [0, 1, 2].map((at) => Object.values(QUADRANTS).reduce((sum, rgb) => sum + rgb[at], 0) / 4);
    center.forEach((channel, at) => expect(Math.abs(channel - mean[at])).toBeLessThanOrEqual(6));
    const record = result.entries.find((entry) => entry.key === siteKeys.image(result.websiteId!, 'quad.png'))!;
    expect(JSON.parse(record.value)).toEqual({ file: image.file, contentType: 'image/png' });
  });

  it('names an image by its bytes: the same picture under two names is one file, a changed one another', async () => {
    const dir = await demoCopy();
    const png = await quadrantPng();
    await writeFile(path.join(dir, 'assets/a.png'), png);
    await writeFile(path.join(dir, 'assets/b.png'), png);
    await writeFile(path.join(dir, 'assets/c.png'), await sharp(png).flop().png().toBuffer());
    const { images, errors } = await readSiteFolder(dir);
    expect(errors).toEqual([]);
    const file = (name: string) => images.find((image) => image.name === name)!.file;
    expect(file('a.png')).toBe(file('b.png'));
    expect(file('c.png')).not.toBe(file('a.png'));
  });

  it('gives a vector image its size but no resized variants', async () => {
    const dir = await demoCopy();
    await writeFile(path.join(dir, 'assets/mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="#3f5a4a"/></svg>');
    await pointTeeAt(dir, { assetUrl: '/s/mark.svg' });
    const result = await readSiteFolder(dir);
    expect(result.errors).toEqual([]);
    const [asset] = publishedTee(result).items;
    expect(asset.assetUrl).toMatch(/^\/media\/[0-9a-f]{32}\.svg$/);
    expect(asset.systemDataVariants).toBe('120x90');
    expect(asset.colorData!.centerAverage).toBe('3f5a4a');
  });

  it.each([
    ['a PNG named .jpg', 'photo.jpg', async () => quadrantPng(), 'content is png image data, but the name says .jpg'],
    ['text named .webp', 'notes.webp', async () => Buffer.from('not a picture at all'), /^not a readable image \(.+\)$/],
    ['a truncated JPEG', 'broken.jpg', async () => (await readFile('sites/demo/assets/mug.jpg')).subarray(0, 4000), /^corrupt image \(.*premature end of JPEG.*\)$/i],
    ['a file over the size limit', 'huge.png', async () => Buffer.alloc(MAX_IMAGE_BYTES + 1), `image is ${MAX_IMAGE_BYTES + 1} bytes; the limit is ${MAX_IMAGE_BYTES} bytes (10 MiB)`],
    ['an image over 100 megapixels', 'wide.png', async () => pngHeader(20_000, 20_000), 'image is 20000x20000 pixels; the limit is 100 megapixels'],
    ['a TIFF named .png', 'scan.png', async () => sharp(await quadrantPng()).tiff().toBuffer(), /^content is tiff image data, which sites cannot use/],
  ])('refuses %s with the file and the reason, and publishes nothing', async (_case, name, bytes, message) => {
    const dir = await demoCopy();
    await writeFile(path.join(dir, 'assets', name), await bytes());
    const { errors } = await readSiteFolder(dir);
    expect(errors).toEqual([{ file: `assets/${name}`, path: '', message: typeof message === 'string' ? message : expect.stringMatching(message) }]);
  });

  it('refuses an item that names an image the folder does not have', async () => {
    const dir = await demoCopy();
    await pointTeeAt(dir, { assetUrl: '/s/nowhere.jpg' });
    const { errors } = await readSiteFolder(dir);
    expect(errors).toContainEqual({ file: TEE, path: 'items.0.assetUrl', message: 'no image "/s/nowhere.jpg" in assets/' });
  });

  it('keeps an image URL outside the site as the owner wrote it', async () => {
    const dir = await demoCopy();
    await pointTeeAt(dir, { assetUrl: 'https://images.example/tee.jpg', originalSize: '1200x900' });
    const result = await readSiteFolder(dir);
    expect(result.errors).toEqual([]);
    expect(publishedTee(result).items[0]).toMatchObject({ assetUrl: 'https://images.example/tee.jpg', originalSize: '1200x900' });
  });

  it('names the favicon in the settings, and leaves it out when the folder has none', async () => {
    const dir = await demoCopy();
    const settings = async (result: PublishResult) => JSON.parse(result.entries.find((entry) => entry.key === siteKeys.settings(result.websiteId!))!.value);
    const withIcon = await readSiteFolder(dir);
    const icon = withIcon.images.find((image) => image.name === 'favicon.png')!;
    expect((await settings(withIcon)).favicon).toBe(`/media/${icon.file}`);
    await rm(path.join(dir, 'assets/favicon.png'));
    expect((await settings(await readSiteFolder(dir))).favicon).toBeUndefined();
  });

  it('lists every routed page and item in the sitemap, dated by the publish', async () => {
    const publishedAt = new Date('2026-03-04T05:06:07.000Z');
    const result = await readSiteFolder('sites/demo', { publishedAt });
    const routes = result.entries.filter((entry) => entry.key.startsWith(`site:${result.websiteId}:route:`)).map((entry) => entry.key.split(':route:')[1]);
    const sitemap = JSON.parse(result.entries.find((entry) => entry.key === siteKeys.sitemap(result.websiteId!))!.value);
    expect(sitemap.lastmod).toBe(publishedAt.toISOString());
    expect(sitemap.paths).toEqual([...routes].sort());
  });
});

describe('npm run publish with a bad image', () => {
  it('prints the file and reason, exits 1 and writes nothing', async () => {
    const dir = await demoCopy();
    await writeFile(path.join(dir, 'assets/broken.jpg'), (await readFile('sites/demo/assets/mug.jpg')).subarray(0, 4000));
    const state = await scratch();
    const run = promisify(execFile)(...tsxCommand('scripts/publish.ts', [dir, '--persist-to', state]));
    const failure = await run.then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`${path.join(dir, 'assets/broken.jpg')}: : corrupt image (`);
    expect(failure?.stderr).toContain('not published: 1 problem(s)');
    expect(await readdir(state)).toEqual([]);
  }, 120_000);
});

describe('storing images in the local R2 bucket', () => {
  it('writes each image once under its content-addressed key, where wrangler reads it', async () => {
    const { websiteId, images } = await readSiteFolder('sites/demo');
    const state = await scratch();
    const some = images.slice(0, 3);
    const store = (these: typeof images) => withLocalState(state, publishBindings(), ({ media }) => storeImages(websiteId!, these, { local: media }));
    expect(await store(some)).toBe(3);
    expect(await store(images.slice(0, 4))).toBe(1);
    const key = mediaKeys.image(websiteId!, some[0].file);
    const read = promisify(execFile)(...wranglerCommand(['r2', 'object', 'get', `sitefront-media/${key}`, '--local', '--persist-to', state, '--pipe']), {
      encoding: 'buffer',
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(Buffer.from((await read).stdout).equals(some[0].bytes)).toBe(true);
  }, 120_000);
});
