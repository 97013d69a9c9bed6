import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSiteFolder } from '../../scripts/publish/site-folder';
import { siteKeys } from '../../schemas';

const copies: string[] = [];

async function demoCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitefront-site-'));
  copies.push(dir);
  await cp('sites/demo', dir, { recursive: true });
  return dir;
}

afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('publishing a site folder', () => {
  it('maps every host, collection route, item and template of the demo site to KV keys', async () => {
    const { websiteId, entries, errors } = await readSiteFolder('sites/demo');
    expect(errors).toEqual([]);
    const keys = new Set(entries.map((entry) => entry.key));
    const site = JSON.parse(await readFile('sites/demo/site.json', 'utf8'));
    for (const host of site.hosts) expect(keys.has(siteKeys.host(host))).toBe(true);
    expect(keys.has(siteKeys.route(websiteId!, '/shop'))).toBe(true);
    const shop = JSON.parse(entries.find((entry) => entry.key === siteKeys.collection(websiteId!, 'shop'))!.value);
    expect(shop.itemIds.length).toBeGreaterThanOrEqual(6);
    for (const itemId of shop.itemIds) expect(keys.has(siteKeys.item(websiteId!, itemId))).toBe(true);
    expect(keys.has(siteKeys.template(websiteId!, shop.template))).toBe(true);
  });

  it('refuses invalid content with the file, path and message', async () => {
    const dir = await demoCopy();
    const file = path.join(dir, 'items/01-organic-cotton-tee.json');
    const item = JSON.parse(await readFile(file, 'utf8'));
    item.structuredContent.productType = 9;
    item.structuredContent.variants[0].qtyInStock = -1;
    await writeFile(file, JSON.stringify(item));
    const { errors } = await readSiteFolder(dir);
    expect(errors.map((error) => [error.file, error.path])).toEqual([
      ['items/01-organic-cotton-tee.json', 'structuredContent.productType'],
      ['items/01-organic-cotton-tee.json', 'structuredContent.variants.0.qtyInStock'],
    ]);
    expect(errors.every((error) => error.message.length > 0)).toBe(true);
  });

  it('reports unreadable JSON and a collection whose template is missing', async () => {
    const dir = await demoCopy();
    await writeFile(path.join(dir, 'items/02-stoneware-mug.json'), '{ "id": ');
    await rm(path.join(dir, 'templates/shop.jsont'));
    const { errors } = await readSiteFolder(dir);
    expect(errors).toContainEqual(expect.objectContaining({ file: 'items/02-stoneware-mug.json', path: '' }));
    expect(errors).toContainEqual({ file: 'collections/shop.json', path: 'template', message: 'no template named "shop.jsont"' });
  });
});
