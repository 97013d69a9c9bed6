// The images of a site folder's assets/, and the items that show them. An
// owner names an image by its site path (`"assetUrl": "/s/mug.jpg"`); the
// publish swaps in its content-addressed URL and fills in what the engine
// reads: pixel size, region colors and resized variants.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PATH, SITE_ASSET_PATH, SITE_IMAGE_TYPES } from '../../schemas';
import { readSiteImage, type SiteImageFile } from './site-image';

export type { SiteImageFile } from './site-image';

/** The image a site path names, if the path names one at all. */
type Lookup = (sitePath: string) => SiteImageFile | 'missing' | null;

export const isImageFile = (file: string) => path.extname(file).toLowerCase() in SITE_IMAGE_TYPES;

export const mediaUrl = (image: SiteImageFile) => `${MEDIA_PATH}${image.file}`;

/** Reads and checks every image; a refused one is reported with its reason and left out. */
export async function readSiteImages(files: readonly string[], refuse: (file: string, reason: string) => void): Promise<Map<string, SiteImageFile>> {
  const images = new Map<string, SiteImageFile>();
  for (const file of files.filter(isImageFile)) {
    const name = path.basename(file);
    const image = await readSiteImage(name, await readFile(file));
    if (typeof image === 'string') refuse(file, image);
    else images.set(name, image);
  }
  return images;
}

export function imageLookup(images: ReadonlyMap<string, SiteImageFile>): Lookup {
  return (sitePath) => {
    if (!sitePath.startsWith(SITE_ASSET_PATH) || !isImageFile(sitePath)) return null;
    return images.get(sitePath.slice(SITE_ASSET_PATH.length)) ?? 'missing';
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The item's JSON with every image it names by site path made into a
 * published image asset; the owner's alt text, title and focal point stay.
 * Runs before the item is validated, so an owner need not state sizes.
 */
export function withImageFields(raw: unknown, lookup: Lookup, missing: (at: string, sitePath: string) => void): unknown {
  if (!isRecord(raw)) return raw;
  const resolve = (value: unknown, at: string) => {
    if (typeof value !== 'string') return null;
    const image = lookup(value);
    if (image === 'missing') missing(at, value);
    return image === 'missing' ? null : image;
  };
  const item = { ...raw };
  const cover = resolve(item.assetUrl, 'assetUrl');
  if (cover) item.assetUrl = mediaUrl(cover);
  if (Array.isArray(item.items)) {
    item.items = item.items.map((asset, index) => {
      const image = isRecord(asset) ? resolve(asset.assetUrl, `items.${index}.assetUrl`) : null;
      if (!image) return asset;
      return {
        ...asset,
        assetUrl: mediaUrl(image),
        originalSize: `${image.width}x${image.height}`,
        colorData: image.colorData,
        systemDataVariants: image.systemDataVariants,
        filename: image.name,
      };
    });
  }
  return item;
}
