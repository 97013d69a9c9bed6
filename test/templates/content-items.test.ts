import { describe, expect, it } from 'vitest';
import { ProductType } from '../../schemas/product-type';
import { RecordType } from '../../schemas/content-types';
import { render } from '../../templates/index';
import { humanizeDuration } from '../../templates/plugins/content/media';

const out = (source: string, data: unknown) => render(source, data).output;

describe('item-classes', () => {
  const product = (variants: object[]) => ({ recordType: RecordType.STORE_ITEM, structuredContent: { productType: ProductType.PHYSICAL, variants } });
  it('always starts with hentry and slugs the names', () => {
    expect(out('{@|item-classes}', { categories: ['Summer Sale!'], tags: ['a_b'], author: { displayName: 'Ann Lee' } })).toBe(
      'hentry category-summer-sale tag-a-b author-ann-lee',
    );
    expect(out('{@|item-classes}', { recordTypeLabel: '"><x' })).toBe('hentry post-type-x');
  });
  it('shows sale and stock state for store items only', () => {
    expect(out('{@|item-classes}', product([{ onSale: true, qtyInStock: 1 }]))).toBe('hentry on-sale');
    expect(out('{@|item-classes}', product([{ qtyInStock: 0 }]))).toBe('hentry sold-out');
    expect(out('{@|item-classes}', { ...product([{ onSale: true, qtyInStock: 0 }]), recordType: RecordType.TEXT })).toBe('hentry');
  });
  it('numbers items by their position in the list', () => {
    expect(out('{.repeated section items}{@|item-classes}|{.end}', { items: [{}, { starred: true }] })).toBe('hentry article-index-1|hentry article-index-2 featured|');
  });
  it('prints nothing for a non-object', () => expect(out('{a|item-classes}', { a: 'x' })).toBe(''));
});

describe('text formatters', () => {
  it('capitalize upper-cases the whole text', () => expect(out('{a|capitalize}', { a: 'ça va' })).toBe('ÇA VA'));
  it('AbsUrl prefixes the base URL', () => {
    expect(out('{a|AbsUrl}', { 'base-url': 'https://shop.example', a: 'cart' })).toBe('https://shop.example/cart');
    expect(out('{a|AbsUrl}', { 'base-url': 'https://shop.example' })).toBe('');
  });
});

describe('media', () => {
  it('humanizeDuration prints minutes:seconds', () => {
    expect(humanizeDuration(0)).toBe('0:00');
    expect(humanizeDuration(59_999)).toBe('0:59');
    expect(humanizeDuration(3_725_000)).toBe('62:05');
    expect(out('{a|humanizeDuration}{b|humanizeDuration}', { a: 'x', b: Infinity })).toBe('');
  });
  it('audio-player needs the audio asset URL', () => {
    const item = { id: 'it1', structuredContent: { audioAssetUrl: '/a.mp3?x=1&y="2"' } };
    expect(out('{@|audio-player}', item)).toBe(
      '<div class="squarespace-audio-player" data-audio-asset-url="/a.mp3?x=1&amp;y=&quot;2&quot;" data-item-id="it1" id="audio-player-it1"></div>',
    );
    expect(out('{@|audio-player}', { id: 'it1' })).toBe('');
  });
  it('video needs embed HTML and escapes it', () => {
    expect(out('{@|video}', { oembed: { providerName: 'x' } })).toBe('');
    expect(out('{@|video}', { oembed: { html: '<iframe src="v">', providerName: 'vimeo' } })).toContain('data-html="&lt;iframe src=&quot;v&quot;&gt;"');
  });
  it('video shows region colors only when asked', () => {
    const item = { oembed: { html: '' }, mainImageId: 'm', assetUrl: '/t.jpg', colorData: { centerAverage: 'fff' } };
    expect(out('{@|video}', item)).not.toContain('data-color');
    expect(out('{@|video color-data}', item)).toContain(' data-color-center="#fff" />');
  });
});
