import { describe, expect, it } from 'vitest';
import { BackgroundSource, CollectionType, FolderBehavior, RecordType, SliceType } from '../../schemas/content-types';
import { render } from '../../templates/index';

const out = (source: string, data: unknown) => render(source, data).output;
const holds = (predicate: string, data: unknown) => out(`{.${predicate}}y{.or}n{.end}`, data) === 'y';
const dashed = (constant: string) => constant.toLowerCase().replace(/_/g, '-');

describe('record type family', () => {
  it('has one predicate per record type, true for that code only', () => {
    for (const [constant, code] of Object.entries(RecordType)) {
      for (const other of Object.values(RecordType)) expect(holds(`${dashed(constant)}?`, { recordType: other })).toBe(other === code);
      expect(holds(`${dashed(constant)}?`, { recordType: String(code) })).toBe(false);
    }
  });
  it('promoted family compares the promoted block type', () => {
    for (const type of ['map', 'embed', 'image', 'code', 'quote', 'twitter', 'link', 'video', 'foursquare', 'instagram', 'form']) {
      expect(holds(`promoted${type.toUpperCase()}?`, { promotedBlockType: type })).toBe(true);
      expect(holds(`promoted${type.toUpperCase()}?`, { promotedBlockType: 'other' })).toBe(false);
    }
  });
  it('background-source family', () => {
    for (const [constant, code] of Object.entries(BackgroundSource)) {
      expect(holds(`background-source-${dashed(constant)}?`, { backgroundSource: code })).toBe(true);
      expect(holds(`background-source-${dashed(constant)}?`, { backgroundSource: code + 10 })).toBe(false);
    }
  });
  it('current-type? names a slice type; an unknown name is a template error', () => {
    for (const [constant, code] of Object.entries(SliceType)) expect(holds(`current-type? ${dashed(constant)}`, { currentType: code })).toBe(true);
    expect(holds('current-type? gallery', { currentType: SliceType.IMAGE })).toBe(false);
    const r = render('{.current-type? nonsense}y{.or}n{.end}', { currentType: 1 });
    expect(r.output).toBe('n');
    expect(r.errors).toHaveLength(1);
  });
});

describe('page and item predicates', () => {
  it('clickable? unless a folder neither indexes nor redirects', () => {
    expect(holds('clickable?', {})).toBe(true);
    expect(holds('clickable?', { folderBehavior: FolderBehavior.INDEX })).toBe(true);
    expect(holds('clickable?', { folderBehavior: FolderBehavior.REDIRECT })).toBe(true);
    expect(holds('clickable?', { folderBehavior: FolderBehavior.NONE })).toBe(false);
  });
  it('index? and folder? read the collection in scope', () => {
    const page = (collection: object) => ({ collection, item: { id: 'i' } });
    expect(out('{.section item}{.index?}y{.or}n{.end}{.end}', page({ folder: true, folderBehavior: FolderBehavior.INDEX }))).toBe('y');
    expect(holds('index?', page({ folder: true, folderBehavior: FolderBehavior.REDIRECT }))).toBe(false);
    expect(holds('folder?', page({ folder: true }))).toBe(true);
    expect(holds('collection?', page({}))).toBe(false);
  });
  it('collection-page?, collection-template-page? and collectionTypeNameEquals? read the collection or the node', () => {
    expect(holds('collection-page?', { collection: { type: CollectionType.PAGE } })).toBe(true);
    expect(holds('collection-page?', { type: CollectionType.PAGE })).toBe(true);
    expect(holds('collection-page?', { collection: { type: CollectionType.TEMPLATE_PAGE } })).toBe(false);
    expect(holds('collection-template-page?', { collection: { type: CollectionType.TEMPLATE_PAGE } })).toBe(true);
    expect(holds('collectionTypeNameEquals? products', { collection: { typeName: 'products' } })).toBe(true);
    expect(holds('collectionTypeNameEquals? products', { typeName: 'blog' })).toBe(false);
    expect(holds('collectionTypeNameEquals?', { typeName: '' })).toBe(false);
  });
  it('excerpt? treats tags, whitespace and zero-width characters as empty', () => {
    expect(holds('excerpt?', { excerpt: { html: '<p>x</p>' } })).toBe(true);
    expect(holds('excerpt?', { excerpt: { html: '<p> \u200b\ufeff </p>' } })).toBe(false);
    expect(holds('excerpt?', { excerpt: '<br>' })).toBe(false);
  });
  it('main-image?, child-images?, location?, passthrough?', () => {
    expect(holds('main-image?', { mainImageId: '' })).toBe(false);
    expect(holds('child-images?', { items: [{ systemDataId: 'a' }] })).toBe(true);
    expect(holds('child-images?', { items: [] })).toBe(false);
    expect(holds('location?', { location: { mapLat: 0, mapLng: 0 } })).toBe(true);
    expect(holds('location?', { location: { mapLat: '1', mapLng: 2 } })).toBe(false);
    expect(holds('passthrough?', { passthrough: 'true', sourceUrl: 'http://a' })).toBe(false);
  });
  it('units-metric? reports that it is not implemented', () => {
    const r = render('{.units-metric?}y{.or}n{.end}', {});
    expect(r.output).toBe('n');
    expect(r.errors.map((e) => e.message)).toEqual(['"units-metric?" formatter is not yet implemented']);
  });
});

describe('same-day?', () => {
  const hour = 3_600_000;
  // 2024-03-10T04:30Z is 23:30 on March 9 in New York and 05:30 on March 10 in Paris.
  const start = Date.UTC(2024, 2, 10, 4, 30);
  const event = { startDate: start, endDate: start + hour };
  it('compares days in the website time zone, New York by default', () => {
    expect(holds('same-day?', event)).toBe(false);
    expect(holds('same-day?', { website: { timeZone: 'Europe/Paris' }, ...event })).toBe(true);
    expect(holds('same-day?', { website: { timeZone: 'America/New_York' }, ...event })).toBe(false);
  });
  it('falls back to the host offset for an unknown zone (spec 8) and is false for bad dates', () => {
    const hostDay = (ms: number) => new Date(ms).toDateString();
    expect(holds('same-day?', { website: { timeZone: 'Mars/Olympus' }, ...event })).toBe(hostDay(start) === hostDay(start + hour));
    expect(holds('same-day?', { startDate: 'soon', endDate: start })).toBe(false);
    expect(holds('same-day?', { startDate: 1e20, endDate: 1e20 })).toBe(false);
  });
});

describe('gallery options', () => {
  const gallery = (options: object) => ({ options, items: [{}] });
  it('design defaults to grid', () => {
    expect(holds('gallery-design-grid?', gallery({}))).toBe(true);
    expect(holds('gallery-design-slider?', gallery({ design: 'slider' }))).toBe(true);
    expect(holds('gallery-design-grid?', gallery({ design: 'stacked' }))).toBe(false);
  });
  it('items of the gallery see its options', () => {
    expect(out('{.repeated section items}{.gallery-lightbox?}y{.or}n{.end}{.end}', gallery({ lightbox: true }))).toBe('y');
  });
  it('flags, meta position, alignment and gallery-meta?', () => {
    for (const flag of ['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails']) {
      expect(holds(`gallery-${flag}?`, gallery({ [flag]: true }))).toBe(true);
      expect(holds(`gallery-${flag}?`, gallery({ [flag]: false }))).toBe(false);
    }
    expect(holds('gallery-meta-position-top-right?', gallery({ 'meta-position': 'top-right' }))).toBe(true);
    expect(holds('gallery-active-alignment-left?', gallery({}))).toBe(false);
    expect(holds('gallery-meta?', gallery({ 'show-meta-on-hover': true }))).toBe(true);
    expect(holds('gallery-meta?', gallery({}))).toBe(false);
  });
});
