// Turns a site folder, as an owner authors it, into the KV entries the Worker reads.
import { createHash } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import {
  CollectionSchema,
  CouponListSchema,
  FormDefinitionSchema,
  isProductItem,
  itemSchemaFor,
  ProductReviewsFileSchema,
  SiteSettingsSchema,
  SITE_ASSET_TYPES,
  SITE_IMAGE_TYPES,
  siteKeys,
  SiteUsersFileSchema,
  type SiteImage,
  type Collection,
  type FormDefinition,
  type Item,
  type ProductItem,
  type PublishedSite,
  type RouteEntry,
  type SearchEntry,
} from '../../schemas';
import { JsonFileError, readJsonFile } from './json-file';
import { reviewsByProduct, withProductExtras, type ReviewsFile } from './product-extras';
import { imageLookup, isImageFile, mediaUrl, readSiteImages, withImageFields, type SiteImageFile } from './site-images';
import { manifestEntry } from './publish-content';
import { searchText } from '../../schemas/site/search';
import { sitemapEntry } from './sitemap';
import { compileTemplateFile, TEMPLATE_FILE, type TemplateProblem } from './template-file';

export interface KvEntry {
  key: string;
  value: string;
}

/** A problem found in the folder, named the way an owner can find and fix it. */
export interface PublishError {
  file: string;
  path: string;
  message: string;
  /** Where a JSON syntax error is (1-based), for an editor to jump to. */
  line?: number;
  column?: number;
}

/** One problem as `folder/file:line:column: message`, or `folder/file: path: message` for a value the schema refused. */
export function describePublishError(folder: string, { file, path: at, message, line, column }: PublishError): string {
  return line === undefined ? `${path.join(folder, file)}: ${at}: ${message}` : `${path.join(folder, file)}:${line}:${column}: ${message}`;
}

export interface PublishResult {
  websiteId: string | null;
  entries: KvEntry[];
  /** The folder's images, stored in R2 under mediaKeys.image (scripts/publish/media-store.ts). */
  images: SiteImageFile[];
  errors: PublishError[];
}

export interface PublishOptions {
  /** The sitemap's lastmod; a fixed time makes two publishes of one folder equal. */
  publishedAt?: Date;
}

/** `assets/favicon.png` (or any image type) is the site's icon. */
const FAVICON = 'favicon';

const SiteFileSchema = SiteSettingsSchema.unwrap().extend({ hosts: z.array(z.string().min(1)).min(1), siteUsers: SiteUsersFileSchema.optional() });

async function filesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.sort().map((name) => path.join(dir, name));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function readSiteFolder(folder: string, options: PublishOptions = {}): Promise<PublishResult> {
  const errors: PublishError[] = [];
  const relative = (file: string) => path.relative(folder, file);
  const report = (file: string, at: string, message: string) => errors.push({ file: relative(file), path: at, message });

  async function load<S extends z.ZodType>(file: string, schemaFor: (raw: unknown) => S, prepare = (raw: unknown) => raw): Promise<z.infer<S> | null> {
    let raw: unknown;
    try {
      raw = prepare(await readJsonFile(file));
    } catch (error) {
      if (error instanceof JsonFileError) errors.push({ file: relative(file), path: '', message: error.reason, line: error.line, column: error.column });
      else report(file, '', (error as Error).message);
      return null;
    }
    const parsed = schemaFor(raw).safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) report(file, issue.path.join('.') || '(root)', issue.message);
    return null;
  }

  const siteFile = path.join(folder, 'site.json');
  const site = await load(siteFile, () => SiteFileSchema);
  if (!site) return { websiteId: null, entries: [], images: [], errors };
  const websiteId = site.website.id;
  const { hosts, siteUsers, ...settings } = site;
  const entries: KvEntry[] = hosts.map((host) => ({ key: siteKeys.host(host), value: websiteId }));
  const put = (key: string, value: unknown) => entries.push({ key, value: typeof value === 'string' ? value : JSON.stringify(value) });
  // Staff addresses and roles are the owner's business: published apart from the settings that pages show.
  put(siteKeys.siteUsers(websiteId), siteUsers ?? SiteUsersFileSchema.parse({}));

  // Coupon codes are secret: published under their own key, never with the settings that pages show.
  const couponsFile = path.join(folder, 'coupons.json');
  if (await access(couponsFile).then(() => true, () => false)) {
    const coupons = await load(couponsFile, () => CouponListSchema);
    if (coupons) put(siteKeys.coupons(websiteId), coupons);
  }

  const templateHashes: Record<string, string> = {};
  for (const file of await filesIn(path.join(folder, 'templates'))) {
    const name = path.basename(file).replace(TEMPLATE_FILE, '');
    const source = await readFile(file, 'utf8');
    const { ast, problems } = compileTemplateFile(source);
    const toError = (problem: TemplateProblem) => ({ file: relative(file), path: `${problem.line}:${problem.column}`, message: problem.message });
    errors.push(...problems.map(toError));
    templateHashes[name] = sha256(source);
    put(siteKeys.template(websiteId, name), { hash: templateHashes[name], ast });
  }

  const collections = new Map<string, { file: string; collection: Collection }>();
  for (const file of await filesIn(path.join(folder, 'collections'))) {
    const collection = await load(file, () => CollectionSchema);
    if (!collection) continue;
    for (const [field, name] of [['template', collection.template], ['itemTemplate', collection.itemTemplate]] as const) {
      if (name !== undefined && !(name in templateHashes)) report(file, field, `no template named "${name}" in templates/`);
    }
    collections.set(collection.id, { file, collection });
  }

  const assetFiles = await filesIn(path.join(folder, 'assets'));
  const images = await readSiteImages(assetFiles, (file, reason) => report(file, '', reason));
  const lookup = imageLookup(images);
  // A collection's gallery block (`{collection.gallery|gallery-block}`) names its images as items do.
  for (const entry of collections.values()) {
    const gallery = (entry.collection as { gallery?: unknown }).gallery;
    if (gallery === undefined) continue;
    const missing = (at: string, sitePath: string) => report(entry.file, `gallery.${at}`, `no image "${sitePath}" in assets/`);
    entry.collection = { ...entry.collection, gallery: withImageFields(gallery, lookup, missing) };
  }

  const forms = new Map<string, { file: string; form: FormDefinition }>();
  for (const file of await filesIn(path.join(folder, 'forms'))) {
    const form = await load(file, () => FormDefinitionSchema);
    if (!form) continue;
    const taken = forms.get(form.id);
    if (taken) report(file, 'id', `form "${form.id}" is already defined in ${relative(taken.file)}`);
    else forms.set(form.id, { file, form });
  }

  const popupForm = settings.websiteSettings.promotionalPopup?.formId;
  if (popupForm !== undefined && !forms.has(popupForm)) report(siteFile, 'websiteSettings.promotionalPopup.formId', `no form with id "${popupForm}" in forms/`);

  const items: { file: string; item: Item }[] = [];
  const itemFiles = await filesIn(path.join(folder, 'items'));
  for (const file of itemFiles) {
    const missingImage = (at: string, sitePath: string) => report(file, at, `no image "${sitePath}" in assets/`);
    const loaded = await load(file, itemSchemaFor, (raw) => withImageFields(raw, lookup, missingImage));
    if (!loaded) continue;
    const item = isProductItem(loaded) ? withProductForm(file, loaded) : loaded;
    const owner = collections.get(item.collectionId)?.collection;
    if (!owner) report(file, 'collectionId', `no collection with id "${item.collectionId}"`);
    else if (!owner.itemTemplate) report(file, 'collectionId', `collection "${owner.id}" has no itemTemplate, so its items cannot have pages`);
    items.push({ file, item });
  }

  // Reviews (one file per product) and related products join each product as it is published.
  const reviewFiles: ReviewsFile[] = [];
  for (const file of await filesIn(path.join(folder, 'reviews'))) {
    const reviews = await load(file, () => ProductReviewsFileSchema);
    if (reviews) reviewFiles.push({ file, ...reviews });
  }
  const publishedAt = options.publishedAt ?? new Date();
  const reviews = reviewsByProduct(reviewFiles, items, itemFiles.length === items.length, publishedAt.toISOString().slice(0, 10), report);
  const publishedItem = withProductExtras(items, reviews, report);
  for (const entry of items) put(siteKeys.item(websiteId, entry.item.id), publishedItem(entry));

  /**
   * A product names its custom form by `additionalFieldsFormId` (defined in
   * forms/) and gets the definition beside it, for the add-to-cart button; a
   * form written into the product itself is published with the site's forms.
   */
  function withProductForm(file: string, item: ProductItem): ProductItem {
    const content = item.structuredContent;
    const inline = content.additionalFieldsForm;
    const formId = content.additionalFieldsFormId ?? inline?.id;
    if (formId === undefined) return item;
    const defined = forms.get(formId);
    if (!inline) {
      if (!defined) report(file, 'structuredContent.additionalFieldsFormId', `no form with id "${formId}" in forms/`);
      return defined ? { ...item, structuredContent: { ...content, additionalFieldsForm: defined.form } } : item;
    }
    if (inline.id !== formId) report(file, 'structuredContent.additionalFieldsForm.id', `differs from additionalFieldsFormId "${formId}"`);
    else if (!defined) forms.set(formId, { file, form: inline });
    else if (JSON.stringify(defined.form) !== JSON.stringify(inline)) {
      report(file, 'structuredContent.additionalFieldsForm', `form "${formId}" is defined differently in ${relative(defined.file)}`);
    }
    return item;
  }

  const routes = new Map<string, string>();
  function route(file: string, fullUrl: string, entry: RouteEntry) {
    const taken = routes.get(fullUrl);
    if (taken) return report(file, 'fullUrl', `"${fullUrl}" is already the URL of ${taken}`);
    routes.set(fullUrl, relative(file));
    put(siteKeys.route(websiteId, fullUrl), entry);
  }
  for (const { file, collection } of collections.values()) {
    const itemIds = items.filter(({ item }) => item.collectionId === collection.id).map(({ item }) => item.id);
    put(siteKeys.collection(websiteId, collection.id), { ...collection, itemIds });
    route(file, collection.fullUrl, { collectionId: collection.id });
  }
  for (const { file, item } of items) route(file, item.fullUrl, { collectionId: item.collectionId, itemId: item.id });

  const searchIndex: SearchEntry[] = items.map(({ item }) => ({
    id: item.id,
    title: item.title,
    excerpt: item.excerpt,
    text: searchText(item.excerpt, item.body),
    fullUrl: item.fullUrl,
    recordType: item.recordType,
    assetUrl: item.items[0]?.assetUrl ?? item.assetUrl,
    // The result's price block; a product's own form is for its page, not the results.
    ...(isProductItem(item) ? { structuredContent: { ...item.structuredContent, additionalFieldsForm: undefined } } : {}),
  }));
  put(siteKeys.searchIndex(websiteId), searchIndex);
  put(siteKeys.forms(websiteId), Object.fromEntries([...forms].map(([id, { form }]) => [id, form])));

  for (const file of assetFiles.filter((name) => !isImageFile(name))) {
    const extension = path.extname(file);
    const accepted = [...Object.keys(SITE_ASSET_TYPES), ...Object.keys(SITE_IMAGE_TYPES)];
    if (!(extension in SITE_ASSET_TYPES)) report(file, '', `unsupported asset type "${extension}" (use ${accepted.join(', ')})`);
    else put(siteKeys.asset(websiteId, path.basename(file)), await readFile(file, 'utf8'));
  }
  for (const image of images.values()) put(siteKeys.image(websiteId, image.name), { file: image.file, contentType: image.contentType } satisfies SiteImage);
  const favicon = [...images.values()].find((image) => path.parse(image.name).name === FAVICON);

  // The version names this publish: every page's ETag changes with any content.
  const version = sha256(entries.map((entry) => `${entry.key}\n${entry.value}`).join('\n')).slice(0, 16);
  const published: PublishedSite = { ...settings, version, templates: templateHashes, ...(favicon ? { favicon: mediaUrl(favicon) } : {}) };
  put(siteKeys.settings(websiteId), published);
  // After the version, which names content only: publishing the same folder twice keeps every ETag.
  entries.push(sitemapEntry(websiteId, [...routes.keys()], publishedAt));
  // Last, as it lists every key: the dev watcher's change carries it too (scripts/publish/republish.ts).
  entries.push(manifestEntry(websiteId, entries.map((entry) => entry.key)));
  return { websiteId, entries, images: [...images.values()], errors };
}
