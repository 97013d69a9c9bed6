// Stores a publish's images in the MEDIA bucket: the local R2 that `wrangler dev`
// reads (the same --persist-to state as the KV publish), or with --remote the
// deployed bucket. Names are content-addressed, so an image already there is
// the same image and is not sent again.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_readConfig } from 'wrangler';
import { MEDIA_CACHE_CONTROL, mediaKeys } from '../../schemas';
import type { SiteImageFile } from './site-images';

/** The binding of wrangler.toml whose bucket holds published images. */
const MEDIA_BINDING = 'MEDIA';

export type MediaTarget = { remote: true } | { remote: false; persistTo?: string };

function bucketName(): string {
  const bucket = unstable_readConfig({ config: 'wrangler.toml' }).r2_buckets.find((candidate: { binding: string }) => candidate.binding === MEDIA_BINDING);
  if (!bucket?.bucket_name) throw new Error(`wrangler.toml has no R2 bucket bound as ${MEDIA_BINDING}`);
  return bucket.bucket_name;
}

async function storeLocally(bucket: string, persistTo: string, objects: readonly [string, SiteImageFile][]): Promise<number> {
  // wrangler keeps local state under `<persist-to>/v3`, R2 buckets by bucket name.
  const local = new Miniflare({ modules: true, script: 'export default {}', r2Buckets: { [MEDIA_BINDING]: { id: bucket } }, defaultPersistRoot: path.join(persistTo, 'v3') });
  try {
    const r2 = await local.getR2Bucket(MEDIA_BINDING);
    let written = 0;
    for (const [key, image] of objects) {
      if (await r2.head(key)) continue;
      // A copy: the proxy cannot send a Node Buffer that views a shared pool.
      await r2.put(key, new Uint8Array(image.bytes), { httpMetadata: { contentType: image.contentType, cacheControl: MEDIA_CACHE_CONTROL } });
      written++;
    }
    return written;
  } finally {
    await local.dispose();
  }
}

async function storeRemotely(bucket: string, objects: readonly [string, SiteImageFile][]): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitefront-media-'));
  try {
    for (const [key, image] of objects) {
      const file = path.join(dir, image.file);
      await writeFile(file, image.bytes);
      const metadata = ['--content-type', image.contentType, '--cache-control', MEDIA_CACHE_CONTROL];
      execFileSync('npx', ['wrangler', 'r2', 'object', 'put', `${bucket}/${key}`, '--file', file, ...metadata, '--remote'], { stdio: 'inherit' });
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
  const bucket = bucketName();
  return target.remote ? storeRemotely(bucket, objects) : storeLocally(bucket, target.persistTo ?? '.wrangler/state', objects);
}
