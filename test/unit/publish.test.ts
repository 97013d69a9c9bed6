import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteFolder } from '../../scripts/publish/site-folder';
import { siteKeys } from '../../schemas';
import { scratchFolders } from './scratch-folders';

const { demoCopy } = scratchFolders();

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

  it('routes every item URL to its collection and item, and lists the templates by hash in the settings', async () => {
    const { websiteId, entries } = await readSiteFolder('sites/demo');
    const value = (key: string) => JSON.parse(entries.find((entry) => entry.key === key)!.value);
    const settings = value(siteKeys.settings(websiteId!));
    for (const entry of entries.filter((candidate) => candidate.key.startsWith(`site:${websiteId}:item:`))) {
      const item = JSON.parse(entry.value);
      expect(value(siteKeys.route(websiteId!, item.fullUrl))).toEqual({ collectionId: item.collectionId, itemId: item.id });
    }
    for (const [name, hash] of Object.entries(settings.templates)) {
      const stored = value(siteKeys.template(websiteId!, name));
      expect(stored.hash).toBe(hash);
      expect(Array.isArray(stored.ast)).toBe(true);
    }
    expect(settings.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes the version with any content change, and only then', async () => {
    const dir = await demoCopy();
    const publishedAt = new Date('2026-01-02T03:04:05Z');
    const before = await readSiteFolder(dir, { publishedAt });
    expect((await readSiteFolder(dir, { publishedAt })).entries).toEqual(before.entries);
    const file = path.join(dir, 'items/04-beeswax-candle.json');
    const item = JSON.parse(await readFile(file, 'utf8'));
    item.title = 'Taller Beeswax Candle';
    await writeFile(file, JSON.stringify(item));
    const version = (result: { websiteId: string | null; entries: { key: string; value: string }[] }) =>
      JSON.parse(result.entries.find((entry) => entry.key === siteKeys.settings(result.websiteId!))!.value).version;
    expect(version(await readSiteFolder(dir))).not.toBe(version(before));
  });

  it('refuses a template with errors, naming its line and column', async () => {
    const dir = await demoCopy();
    await writeFile(path.join(dir, 'templates/home.jsont'), '<h1>{website.siteTitle}</h1>\n{.section website}\n  <p>unclosed\n');
    const { errors } = await readSiteFolder(dir);
    expect(errors).toHaveLength(1);
    expect(errors[0].file).toBe('templates/home.jsont');
    expect(errors[0].path).toMatch(/^\d+:\d+$/);
    expect(errors[0].path).not.toBe('0:0');
    expect(errors[0].message.length).toBeGreaterThan(0);
  });

  it('refuses a template using a formatter the engine does not know, with its line and column', async () => {
    const dir = await demoCopy();
    await writeFile(path.join(dir, 'templates/home.jsont'), '<p>{website|no-such-formatter}</p>\n');
    const { errors } = await readSiteFolder(dir);
    expect(errors).toEqual([{ file: 'templates/home.jsont', path: '1:4', message: "SyntaxError: Formatter 'no-such-formatter' is unknown" }]);
  });

  it('refuses an applied partial or macro, an include or an injectable the site cannot supply, with its name, line and column', async () => {
    const dir = await demoCopy();
    const source = [
      '{.macro card}<p>{title}</p>{.end}',
      '{@|apply card}',
      '  {item|apply nowhere}',
      '{.var @x item|apply missing-macro private}{.include helper}',
      '{.inject @menu ./data/menu.json}',
      '{.eval 1 + (2}',
    ].join('\n');
    await writeFile(path.join(dir, 'templates/home.jsont'), source);
    const { errors } = await readSiteFolder(dir);
    expect(errors).toEqual([
      { file: 'templates/home.jsont', path: '3:3', message: "RuntimeError: Attempt to apply partial 'nowhere' which could not be found." },
      { file: 'templates/home.jsont', path: '4:1', message: "RuntimeError: Attempt to apply partial 'missing-macro' which could not be found." },
      { file: 'templates/home.jsont', path: '4:43', message: "RuntimeError: Attempt to apply partial 'helper' which could not be found." },
      { file: 'templates/home.jsont', path: '5:1', message: "RuntimeError: Attempt to inject './data/menu.json' which could not be found." },
      { file: 'templates/home.jsont', path: '6:1', message: 'RuntimeError: Error parsing expression: "1 + (2": Mismatched operator found: left paren' },
    ]);
  });

  it('refuses duplicate URLs, items of unknown collections and unsupported assets', async () => {
    const dir = await demoCopy();
    const file = path.join(dir, 'items/04-beeswax-candle.json');
    const candle = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(path.join(dir, 'items/99-twin.json'), JSON.stringify({ ...candle, id: 'item-twin' }));
    await writeFile(path.join(dir, 'items/98-stray.json'), JSON.stringify({ ...candle, id: 'item-stray', fullUrl: '/stray', collectionId: 'nowhere' }));
    await writeFile(path.join(dir, 'assets/run.exe'), 'MZ');
    const { errors } = await readSiteFolder(dir);
    expect(errors).toContainEqual({ file: 'items/99-twin.json', path: 'fullUrl', message: `"${candle.fullUrl}" is already the URL of items/04-beeswax-candle.json` });
    expect(errors).toContainEqual({ file: 'items/98-stray.json', path: 'collectionId', message: 'no collection with id "nowhere"' });
    expect(errors).toContainEqual(expect.objectContaining({ file: 'assets/run.exe', path: '' }));
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
    await rm(path.join(dir, 'templates/products.list.jsont'));
    const { errors } = await readSiteFolder(dir);
    expect(errors).toContainEqual(expect.objectContaining({ file: 'items/02-stoneware-mug.json', path: '' }));
    expect(errors).toContainEqual({ file: 'collections/shop.json', path: 'template', message: 'no template named "products.list" in templates/' });
  });

  it('publishes the forms of forms/ under one key, and gives a product the form it names', async () => {
    const { websiteId, entries, errors } = await readSiteFolder('sites/demo');
    expect(errors).toEqual([]);
    const value = (key: string) => JSON.parse(entries.find((entry) => entry.key === key)!.value);
    const forms = value(siteKeys.forms(websiteId!));
    const engraving = JSON.parse(await readFile('sites/demo/forms/form-engraving.json', 'utf8'));
    expect(Object.keys(forms).sort()).toEqual(['contact-form', 'form-engraving', 'newsletter', 'newsletter-popup']);
    expect(forms['form-engraving']).toMatchObject(engraving);
    const spoon = value(siteKeys.item(websiteId!, 'item-spoon'));
    expect(spoon.structuredContent.additionalFieldsForm).toEqual(forms['form-engraving']);
  });

  it('refuses a form with an unknown field type, a duplicate field id or no name, with the file and path', async () => {
    const dir = await demoCopy();
    await writeFile(path.join(dir, 'forms/broken.json'), JSON.stringify({ id: 'broken', fields: [{ id: 'a', type: 'colour' }] }));
    await writeFile(path.join(dir, 'forms/twins.json'), JSON.stringify({ id: 'twins', name: 'Twins', fields: [{ id: 'b', type: 'text' }, { id: 'b', type: 'email' }] }));
    const { errors } = await readSiteFolder(dir);
    expect(errors).toEqual([
      expect.objectContaining({ file: 'forms/broken.json', path: 'name' }),
      expect.objectContaining({ file: 'forms/broken.json', path: 'fields.0.type' }),
      { file: 'forms/twins.json', path: 'fields.1.id', message: 'duplicate field id "b"' },
    ]);
  });

  it('refuses a product naming a form that does not exist, and a form defined twice', async () => {
    const dir = await demoCopy();
    const file = path.join(dir, 'items/10-engraved-cherry-spoon.json');
    const spoon = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...spoon, structuredContent: { ...spoon.structuredContent, additionalFieldsFormId: 'no-such-form' } }));
    await writeFile(path.join(dir, 'forms/twin.json'), await readFile(path.join(dir, 'forms/newsletter.json'), 'utf8'));
    const { errors } = await readSiteFolder(dir);
    expect(errors).toContainEqual({ file: 'items/10-engraved-cherry-spoon.json', path: 'structuredContent.additionalFieldsFormId', message: 'no form with id "no-such-form" in forms/' });
    expect(errors).toContainEqual({ file: 'forms/twin.json', path: 'id', message: 'form "newsletter" is already defined in forms/newsletter.json' });
  });
});
