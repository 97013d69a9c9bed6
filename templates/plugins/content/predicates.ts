// Content predicates (reference Part 3): what kind of record, page or
// collection the current node is. They test the current node only; a few
// (named below) look a name up the scope.
import { BackgroundSource, CollectionType, FolderBehavior, RecordType, SliceType } from '../../../schemas/site/content-types';
import { child, isObject, toBoolean, toNumber, toText, truthy } from '../../values';
import type { Env, Predicate } from '../registry';

const PROMOTED_BLOCK_TYPES = ['code', 'embed', 'form', 'foursquare', 'image', 'instagram', 'link', 'map', 'quote', 'twitter', 'video'];
/** The code of the `undefined` members of the enumerations. */
const UNDEFINED = -1;

/** `STORE_ITEM` -> `store-item`, the spelling predicate names use. */
const dashed = (constant: string) => constant.toLowerCase().replace(/_/g, '-');

/** node.field, read as a number, equals the code. */
const codeIs = (node: unknown, field: string, code: number) => toNumber(child(node, field)) === code;
const fieldIs = (field: string, code: number): Predicate<unknown> => ({ test: (node) => codeIs(node, field, code) });
const textIs = (field: string, expected: string): Predicate<unknown> => ({ test: (node) => toText(child(node, field)) === expected });

/** One predicate per code of an enumeration, testing one field of the node. */
function enumeration(table: Record<string, number>, field: string, name: (constant: string) => string): Record<string, Predicate<unknown>> {
  return Object.fromEntries(Object.entries(table).map(([constant, code]) => [name(constant), fieldIs(field, code)]));
}

/** A record type, or a block promoted to stand for one. */
const recordOrPromoted = (code: number, promoted: string): Predicate<unknown> => ({
  test: (node) => codeIs(node, 'recordType', code) || toText(child(node, 'promotedBlockType')) === promoted,
});

/** The node names an image of its own. */
export function hasMainImage(node: unknown): boolean {
  return truthy(child(node, 'mainImageId')) || truthy(child(node, 'systemDataId'));
}

/** Text with every tag run removed and every `>` read as a space (also the alt text rule of `image-meta`). */
export function withoutTags(html: string): string {
  return html.replace(/<[^>]*/g, '').replace(/>/g, ' ');
}

const BLANK = /[\s\u200b\u00a0]/g;

function excerptText(node: unknown): string {
  const excerpt = child(node, 'excerpt');
  const html = child(excerpt, 'html');
  if (typeof html === 'string') return html;
  return typeof excerpt === 'string' ? excerpt : '';
}

const SLICE_CODES: Readonly<Record<string, number>> = {
  undefined: UNDEFINED,
  ...Object.fromEntries(Object.entries(SliceType).map(([constant, code]) => [dashed(constant), code])),
};

export const contentPredicates: Record<string, Predicate<unknown>> = {
  ...enumeration(RecordType, 'recordType', (c) => `${dashed(c)}?`),
  'undefined?': fieldIs('recordType', UNDEFINED),
  ...enumeration(BackgroundSource, 'backgroundSource', (c) => `background-source-${dashed(c)}?`),
  'background-source-undefined?': fieldIs('backgroundSource', UNDEFINED),
  ...Object.fromEntries(PROMOTED_BLOCK_TYPES.map((type) => [`promoted${type.toUpperCase()}?`, textIs('promotedBlockType', type)])),
  'external-video?': recordOrPromoted(RecordType.VIDEO, 'video'),
  'gallery?': recordOrPromoted(RecordType.GALLERY, 'gallery'),
  'image?': recordOrPromoted(RecordType.IMAGE, 'image'),
  'link?': recordOrPromoted(RecordType.LINK, 'link'),
  'quote?': recordOrPromoted(RecordType.QUOTE, 'quote'),
  'video?': recordOrPromoted(RecordType.VIDEO, 'video'),
  'current-type?': {
    prepare: (args) => (args.length && Object.hasOwn(SLICE_CODES, args[0]) ? SLICE_CODES[args[0]] : null),
    test: (node, code: number | null) => code !== null && toNumber(child(node, 'currentType')) === code,
  },
  'main-image?': { test: hasMainImage },
  'child-images?': {
    test(node) {
      const items = child(node, 'items');
      return Array.isArray(items) && items.length > 0 && hasMainImage(items[0]);
    },
  },
  'excerpt?': { test: (node) => withoutTags(excerptText(node)).replace(BLANK, '') !== '' },
  'external-link?': { test: (node) => truthy(child(node, 'externalLink')) },
  'passthrough?': { test: (node) => truthy(child(node, 'passthrough')) && toText(child(node, 'sourceUrl')) !== '' },
  'location?': {
    test(node) {
      const location = child(node, 'location');
      return isObject(location) && Object.hasOwn(location, 'mapLat') && Object.hasOwn(location, 'mapLng');
    },
  },
  'serviceNameEmail?': textIs('serviceName', 'email'),
  'show-past-events?': textIs('showPastOrUpcomingEvents', 'past'),
  'calendar-view?': { test: (_node, _args, env: Env) => toBoolean(env.resolve(['calendarView'])) },
  // A navigation entry links somewhere unless it is a folder that neither shows an index nor redirects.
  'clickable?': {
    test(_node, _args, env: Env) {
      const behavior = env.resolve(['folderBehavior']);
      if (behavior === undefined) return true;
      const code = toNumber(behavior);
      return code === FolderBehavior.INDEX || code === FolderBehavior.REDIRECT;
    },
  },
  'redirect?': fieldIs('folderBehavior', FolderBehavior.REDIRECT),
  'collection?': { test: (node) => truthy(child(node, 'collection')) },
  'folder?': { test: (node) => truthy(child(child(node, 'collection'), 'folder')) },
  'index?': {
    test(node) {
      const collection = child(node, 'collection');
      return isObject(collection) && truthy(collection.folder) && collection.folderBehavior === FolderBehavior.INDEX;
    },
  },
  'collection-page?': {
    test(node) {
      const type = child(child(node, 'collection'), 'type');
      return type !== undefined && toNumber(type) === CollectionType.PAGE;
    },
  },
  'collection-template-page?': {
    test(node) {
      const collection = child(node, 'collection');
      return codeIs(collection === undefined ? node : collection, 'type', CollectionType.TEMPLATE_PAGE);
    },
  },
  'collectionTypeNameEquals?': {
    test: (_node, args: readonly string[], env: Env) => args.length > 0 && toText(env.resolve(['typeName'])) === args[0],
  },
};
