// Stores a publish's images in the MEDIA bucket: the local R2 that `wrangler dev`
// reads (the same local state as the KV publish), or with --remote a deployed
// bucket. Names are content-addressed, so an image already there is the same
// image and is not sent again.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_CACHE_CONTROL, mediaKeys } from '../../schemas';
import type { SiteImageFile } from './site-images';
import { wranglerCommand } from '../package-bin';

/** Where images go: the local state's bucket, or a deployed bucket by name. */
export type MediaTarget = { local: R2Bucket } | { remote: string };

async function storeLocally(r2: R2Bucket, objects: readonly [string, SiteImageFile][]): Promise<number> {
  let written = 0;
  for (const [key, image] of objects) {
    if (await r2.head(key)) continue;
    // A copy: the proxy cannot send a Node Buffer that views a shared pool.
    await r2.put(key, new Uint8Array(image.bytes), { httpMetadata: { contentType: image.contentType, cacheControl: MEDIA_CACHE_CONTROL } });
    written++;
  }
  return written;
}

async function storeRemotely(bucket: string, objects: readonly [string, SiteImageFile][]): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitefront-media-'));
  try {
    for (const [key, image] of objects) {
      const file = path.join(dir, image.file);
      await writeFile(file, image.bytes);
      const metadata = ['--content-type', image.contentType, '--cache-control', MEDIA_CACHE_CONTROL];
      execFileSync(...wranglerCommand(['r2', 'object', 'put', `${bucket}/${key}`, '--file', file, ...metadata, '--remote']), { stdio: 'inherit' });
    }
    return objects.length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Puts every image of the site into the bucket; returns how many were new. */
export async function storeImages(websiteId: string, images: readonly SiteImageFile[], target: MediaTarget): Promise<number> {
  if (images.length === 0) return 0;
  const objects = images.map((image) => [mediaKeys.image(websiteId, image.file), image] as [string, SiteImageFile]);
  return 'local' in target ? storeLocally(target.local, objects) : storeRemotely(target.remote, objects);
}
