// Turns a site folder, as an owner authors it, into the KV entries the Worker reads.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CollectionSchema, ProductItemSchema, SiteSettingsSchema, siteKeys, type RouteEntry } from '../../schemas';

export interface KvEntry {
  key: string;
  value: string;
}

/** A problem found in the folder, named the way an owner can find and fix it. */
export interface PublishError {
  file: string;
  path: string;
  message: string;
}

export interface PublishResult {
  websiteId: string | null;
  entries: KvEntry[];
  errors: PublishError[];
}

const SiteFileSchema = SiteSettingsSchema.extend({ hosts: z.array(z.string().min(1)).min(1) });

const TEMPLATE_EXTENSION = '.jsont';

async function jsonFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.json')).sort().map((name) => path.join(dir, name));
}

export async function readSiteFolder(folder: string): Promise<PublishResult> {
  const errors: PublishError[] = [];
  const relative = (file: string) => path.relative(folder, file);

  async function load<S extends z.ZodType>(file: string, schema: S): Promise<z.infer<S> | null> {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      errors.push({ file: relative(file), path: '', message: (error as Error).message });
      return null;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      errors.push({ file: relative(file), path: issue.path.join('.') || '(root)', message: issue.message });
    }
    return null;
  }

  const site = await load(path.join(folder, 'site.json'), SiteFileSchema);
  if (!site) return { websiteId: null, entries: [], errors };
  const websiteId = site.website.id;
  const { hosts, ...settings } = site;
  const entries: KvEntry[] = hosts.map((host) => ({ key: siteKeys.host(host), value: websiteId }));
  entries.push({ key: siteKeys.settings(websiteId), value: JSON.stringify(settings) });

  const items = [];
  for (const file of await jsonFiles(path.join(folder, 'items'))) {
    const item = await load(file, ProductItemSchema);
    if (item) items.push(item);
  }
  for (const item of items) entries.push({ key: siteKeys.item(websiteId, item.id), value: JSON.stringify(item) });

  const templateNames = new Set<string>();
  const templatesDir = path.join(folder, 'templates');
  for (const name of (await readdir(templatesDir).catch(() => [] as string[])).sort()) {
    if (!name.endsWith(TEMPLATE_EXTENSION)) continue;
    const templateName = name.slice(0, -TEMPLATE_EXTENSION.length);
    templateNames.add(templateName);
    entries.push({ key: siteKeys.template(websiteId, templateName), value: await readFile(path.join(templatesDir, name), 'utf8') });
  }

  for (const file of await jsonFiles(path.join(folder, 'collections'))) {
    const collection = await load(file, CollectionSchema);
    if (!collection) continue;
    if (!templateNames.has(collection.template)) {
      errors.push({ file: relative(file), path: 'template', message: `no template named "${collection.template}${TEMPLATE_EXTENSION}"` });
    }
    const itemIds = items.filter((item) => item.collectionId === collection.id).map((item) => item.id);
    const route: RouteEntry = { collectionId: collection.id };
    entries.push(
      { key: siteKeys.collection(websiteId, collection.id), value: JSON.stringify({ ...collection, itemIds }) },
      { key: siteKeys.route(websiteId, collection.fullUrl), value: JSON.stringify(route) },
    );
  }
  return { websiteId, entries, errors };
}
