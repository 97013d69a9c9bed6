// Content predicates: what kind of record, page or collection the current
// node is (spec section 3, "Content enumerations" and "Item and collection
// fields read by templates").
import { BackgroundSource, CollectionType, FolderBehavior, RecordType, SliceType } from '../../../schemas/content-types';
import { child, truthy } from '../../values';
import type { Env, Predicate } from '../registry';
import { isBlankText } from '../../../schemas/form-rules';

/** Promoted block types of spec section 3; each has a `promoted{TYPE}?` predicate. */
const PROMOTED_BLOCK_TYPES = ['map', 'embed', 'image', 'code', 'quote', 'twitter', 'link', 'video', 'foursquare', 'instagram', 'form'];
/** The record type code of a node that has none. */
const UNDEFINED_RECORD_TYPE = -1;

/** `STORE_ITEM` -> `store-item`, the spelling predicate names use. */
const dashed = (constant: string) => constant.toLowerCase().replace(/_/g, '-');
const nonEmptyString = (value: unknown) => typeof value === 'string' && value.length > 0;
const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldIs = (field: string, expected: unknown): Predicate<unknown> => ({ test: (node) => child(node, field) === expected });

/** One predicate per code of an enumeration, testing one field of the node. */
function enumeration(table: Record<string, number>, field: string, name: (constant: string) => string): Record<string, Predicate<unknown>> {
  return Object.fromEntries(Object.entries(table).map(([constant, code]) => [name(constant), fieldIs(field, code)]));
}

/** An item (or image) has a main image when it names one. */
export function hasMainImage(node: unknown): boolean {
  return nonEmptyString(child(node, 'mainImageId')) || nonEmptyString(child(node, 'systemDataId'));
}

/** Page predicates read the page's collection, or the node itself when it is the collection. */
function collectionField(node: unknown, env: Env, field: string): unknown {
  const collection = env.resolve(['collection']);
  return child(isObject(collection) ? collection : node, field);
}

function excerptText(node: unknown): unknown {
  const excerpt = child(node, 'excerpt');
  return isObject(excerpt) ? child(excerpt, 'html') : excerpt;
}

const finiteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function sliceType(args: readonly string[]): number {
  const code = (SliceType as Record<string, number>)[(args[0] ?? '').toUpperCase().replace(/-/g, '_')];
  if (code === undefined) throw new Error(`unknown type '${args[0] ?? ''}'`);
  return code;
}

export const contentPredicates: Record<string, Predicate<unknown>> = {
  ...enumeration(RecordType, 'recordType', (c) => `${dashed(c)}?`),
  'undefined?': fieldIs('recordType', UNDEFINED_RECORD_TYPE),
  ...enumeration(BackgroundSource, 'backgroundSource', (c) => `background-source-${dashed(c)}?`),
  ...Object.fromEntries(PROMOTED_BLOCK_TYPES.map((type) => [`promoted${type.toUpperCase()}?`, fieldIs('promotedBlockType', type)])),
  'external-video?': fieldIs('promotedBlockType', 'video'),
  'current-type?': { prepare: sliceType, test: (node, code: number) => child(node, 'currentType') === code },

  'main-image?': { test: hasMainImage },
  'child-images?': { test: (node) => hasMainImage(child(child(node, 'items'), 0)) },
  'excerpt?': {
    test(node) {
      const html = excerptText(node);
      return typeof html === 'string' && !isBlankText(html);
    },
  },
  'external-link?': { test: (node) => nonEmptyString(child(node, 'externalLink')) },
  'passthrough?': { test: (node) => child(node, 'passthrough') === true && nonEmptyString(child(node, 'sourceUrl')) },
  'location?': {
    test(node) {
      const location = child(node, 'location');
      return finiteNumber(child(location, 'mapLat')) && finiteNumber(child(location, 'mapLng'));
    },
  },
  'serviceNameEmail?': fieldIs('serviceName', 'email'),
  'show-past-events?': fieldIs('showPastOrUpcomingEvents', 'past'),
  'calendar-view?': { test: (node) => truthy(child(node, 'calendarView')) },
  'has-multiple?': { test: (node) => Array.isArray(node) && node.length > 1 },

  // A navigation entry links somewhere unless it is a folder that neither shows an index nor redirects.
  'clickable?': {
    test(node) {
      const behavior = child(node, 'folderBehavior');
      return behavior === undefined || behavior === FolderBehavior.INDEX || behavior === FolderBehavior.REDIRECT;
    },
  },
  'redirect?': fieldIs('folderBehavior', FolderBehavior.REDIRECT),
  'collection?': { test: (_node, _args, env: Env) => truthy(env.resolve(['collection'])) },
  'folder?': { test: (_node, _args, env: Env) => truthy(env.resolve(['collection', 'folder'])) },
  'index?': {
    test: (_node, _args, env: Env) =>
      truthy(env.resolve(['collection', 'folder'])) && env.resolve(['collection', 'folderBehavior']) === FolderBehavior.INDEX,
  },
  'collection-page?': { test: (node, _args, env: Env) => collectionField(node, env, 'type') === CollectionType.PAGE },
  'collection-template-page?': { test: (node, _args, env: Env) => collectionField(node, env, 'type') === CollectionType.TEMPLATE_PAGE },
  'collectionTypeNameEquals?': {
    test: (node, args: readonly string[], env: Env) => args.length > 0 && collectionField(node, env, 'typeName') === args[0],
  },
  'units-metric?': {
    test(_node, _args, env: Env) {
      env.error('"units-metric?" formatter is not yet implemented');
      return false;
    },
  },
};
