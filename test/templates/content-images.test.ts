import { describe, expect, it } from 'vitest';
import { BlockType } from '../../schemas/content-types';
import { compile, render } from '../../templates/index';
import * as imageFragments from '../../templates/fragments/content/image';
import * as mediaFragments from '../../templates/fragments/content/media';
import * as itemFragments from '../../templates/fragments/content/item-classes';
import { ALT_BODY_LIMIT } from '../../templates/plugins/content/image-asset';
import { INVALID_SIZE, SRCSET_WIDTHS, thumbnailWidth } from '../../templates/plugins/content/sizes';

const out = (source: string, data: unknown) => render(source, data).output;
const attr = (markup: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(markup)?.[1];

describe('content fragments', () => {
  it('compile without errors', () => {
    for (const source of Object.values({ ...imageFragments, ...mediaFragments, ...itemFragments })) expect(compile(source).errors).toEqual([]);
  });
});

describe('size helpers', () => {
  it('width and height read a WxH size', () => {
    expect(out('{s|width} {s|height}', { s: '1024x768' })).toBe('1024 768');
  });
  it('need a WxH string', () => {
    for (const s of ['1024', '0x10', 'axb', 1024, null, { width: 1 }]) {
      for (const f of ['width', 'height', 'resizedHeightForWidth 10', 'resizedWidthForHeight 10', 'squarespaceThumbnailForWidth 10', 'squarespaceThumbnailForHeight 10']) {
        expect(out(`{s|${f}}`, { s })).toBe(INVALID_SIZE);
      }
    }
    expect(INVALID_SIZE).toBe("Invalid source parameter. Pass in 'originalSize'");
  });
  it('resize keeping the aspect ratio, rounding down', () => {
    const [w, h, target] = [1000, 333, 100];
    expect(out(`{s|resizedHeightForWidth ${target}} {s|resizedWidthForHeight ${target}}`, { s: `${w}x${h}` })).toBe(
      `${Math.floor((h * target) / w)} ${Math.floor((w * target) / h)}`,
    );
  });
  it('print nothing for a missing or non-positive target', () => {
    expect(out('{s|resizedHeightForWidth}{s|resizedWidthForHeight x}{s|squarespaceThumbnailForWidth -5}', { s: '10x10' })).toBe('');
  });
  it('pick the thumbnail variant by the rule of spec section 9', () => {
    const cases: [number, string][] = [[1, '100w'], [100, '100w'], [101, '300w'], [300, '300w'], [301, '500w'], [500, '500w'], [501, '750w'], [750, '750w'], [751, '1000w'], [1000, '1000w'], [1001, '1500w'], [99999, '1500w']];
    for (const [width, expected] of cases) {
      expect(thumbnailWidth(width)).toBe(expected);
      expect(out(`{s|squarespaceThumbnailForWidth ${width}}`, { s: '10x10' })).toBe(expected);
    }
    // For a height, the width it resizes to decides.
    expect(out('{s|squarespaceThumbnailForHeight 400}', { s: '2000x1000' })).toBe(thumbnailWidth(800));
  });
});

const asset = {
  id: 'img1',
  assetUrl: '/s/a.jpg',
  originalSize: '1600x900',
  mediaFocalPoint: { x: 0.25, y: 0.75 },
  systemDataVariants: '1600x900,100w,300w,500w,750w,1000w,1500w',
  colorData: { topLeftAverage: 'aaaaaa', centerAverage: '#123' },
};

describe('alt text', () => {
  const alt = (image: object, extra: object = {}) => attr(out('{img|image-meta}', { img: image, ...extra }), 'alt');
  it('is the title, else the body, else the file name', () => {
    expect(alt({ ...asset, title: 'T', body: 'B', filename: 'f.jpg' })).toBe('T');
    expect(alt({ ...asset, body: '<p>B</p>', filename: 'f.jpg' })).toBe(' B ');
    expect(alt({ ...asset, body: '<p> \u200b </p>', filename: 'f.jpg' })).toBe('f.jpg');
    expect(alt({ ...asset })).toBe('');
  });
  it('from a body is cut at 250 characters', () => {
    const body = 'word '.repeat(100);
    expect(alt({ ...asset, body })).toBe(body.slice(0, ALT_BODY_LIMIT));
    expect(ALT_BODY_LIMIT).toBe(250);
  });
  it('in an image block is the owner alt text, even empty', () => {
    expect(alt({ ...asset, title: 'T', altText: 'A' }, { blockType: BlockType.IMAGE })).toBe('A');
    expect(alt({ ...asset, title: 'T' }, { blockType: BlockType.IMAGE })).toBe('');
    expect(alt({ ...asset, title: 'T', altText: 'A' })).toBe('T');
  });
  it('is escaped', () => {
    expect(alt({ ...asset, title: '"><script>' })).toBe('&quot;&gt;&lt;script&gt;');
  });
});

describe('image meta', () => {
  it('defaults the focal point to the center', () => {
    const { mediaFocalPoint: _, ...centered } = asset;
    expect(attr(out('{@|image-meta}', centered), 'data-image-focal-point')).toBe('0.5,0.5');
    expect(attr(out('{@|image-meta}', asset), 'data-image-focal-point')).toBe(`${asset.mediaFocalPoint.x},${asset.mediaFocalPoint.y}`);
  });
  it('needs an asset URL', () => {
    expect(out('{@|image-meta}{@|image}{@|image-srcset}', { ...asset, assetUrl: '' })).toBe('');
  });
  it('child-image-meta reads the numbered child, cover-image-meta the cover image', () => {
    const data = { items: [{ ...asset, title: 'first' }, { ...asset, title: 'second' }], coverImage: { ...asset, title: 'cover' } };
    expect(attr(out('{@|child-image-meta}', data), 'alt')).toBe('first');
    expect(attr(out('{@|child-image-meta 1}', data), 'alt')).toBe('second');
    expect(out('{@|child-image-meta 2}', data)).toBe('');
    expect(attr(out('{@|cover-image-meta}', data), 'alt')).toBe('cover');
  });
});

describe('image-srcset', () => {
  it('lists each width variant, and the original as the largest width when that variant is missing', () => {
    const srcset = attr(' ' + out('{@|image-srcset}', asset), 'srcset');
    const listed = asset.systemDataVariants.split(',').filter((v) => v.endsWith('w'));
    const largest = SRCSET_WIDTHS[SRCSET_WIDTHS.length - 1];
    expect(srcset).toBe([...listed.map((v) => `${asset.assetUrl}?format=${v} ${v}`), `${asset.assetUrl}?format=original ${largest}w`].join(','));
  });
  it('prints nothing without width variants', () => {
    expect(out('{@|image-srcset}', { ...asset, systemDataVariants: '1600x900' })).toBe('');
    expect(out('{@|image-srcset}', { ...asset, systemDataVariants: 5 })).toBe('');
  });
});

describe('image-color', () => {
  it('prints each region found, the color of one region, or a CSS declaration', () => {
    expect(out('{@|image-color}', asset)).toBe('data-color-topLeft="#aaaaaa" data-color-center="#123"');
    expect(out('{@|image-color center}', asset)).toBe('#123');
    expect(out('{@|image-color center background-color}', asset)).toBe('background-color: #123');
    expect(out('{@|image-color bottomLeft}', asset)).toBe('"bottomLeft" not found.');
  });
  it('skips values that are not hex colors', () => {
    expect(out('{@|image-color}', { colorData: { topLeftAverage: '"><b>' } })).toBe('');
  });
});

describe('image', () => {
  it('uses the class argument or thumb-image, and carries the component key', () => {
    const markup = out('{@|image}', { ...asset, componentKey: 'k1' });
    expect(markup).toMatch(/^<noscript><img src="\/s\/a.jpg" alt="" \/><\/noscript><img class="thumb-image" data-component-key="k1" data-src=/);
    expect(attr(out('{@|image hero}', asset), 'class')).toBe('hero');
    expect(attr(markup, 'data-image-id')).toBe(asset.id);
  });
});

describe('image template rules', () => {
  const run = (args: string, data: unknown = asset) => render(`{@|image;${args}}`, data);
  it('need width and height as positive integers', () => {
    for (const args of ['height=10;sizes=1', 'width=0;height=10;sizes=1', 'width=1.5;height=10;sizes=1', 'width=-3;height=10;sizes=1']) {
      const r = run(args);
      expect(r.output).toBe('');
      expect(r.errors.map((e) => e.message)).toEqual(['Image width is required and must be a positive integer.']);
    }
    expect(run('width=10;sizes=1').errors.map((e) => e.message)).toEqual(['Image height is required and must be a positive integer.']);
  });
  it('know the priorities and loaders', () => {
    expect(run('width=1;height=1;sizes=1;priority=urgent').errors.map((e) => e.message)).toEqual(['Image priority must be one of high, low, none.']);
    expect(run('width=1;height=1;loader=cdn').errors.map((e) => e.message)).toEqual(['Image loader must be one of sqs, raw, vimeo, youtube.']);
  });
  it('need sizes for sqs, allow srcset only for raw and format only for vimeo or youtube, and need videoId for youtube', () => {
    const messages = (args: string) => run(args).errors.map((e) => e.message);
    expect(messages('width=1;height=1')).toEqual(['Image sizes are required for the sqs loader.']);
    expect(messages('width=1;height=1;sizes=1;srcset=a 1x')).toEqual(['Image srcset is only allowed for the raw loader.']);
    expect(messages('width=1;height=1;loader=raw;format=jpg')).toEqual(['Image format is only allowed for the vimeo and youtube loaders.']);
    expect(messages('width=1;height=1;loader=vimeo;format=png')).toEqual(['Image format must be one of jpg, webp.']);
    expect(messages('width=1;height=1;loader=youtube')).toEqual(['Image videoId is required for the youtube loader.']);
    for (const ok of ['width=1;height=1;loader=raw;srcset=a 1x', 'width=1;height=1;loader=vimeo;format=webp', 'width=1;height=1;loader=youtube;videoId=v;format=jpg']) {
      expect(messages(ok)).toEqual([]);
    }
  });
  it('sqs serves the variant that fits the width, with the srcset of the asset', () => {
    const markup = run('width=640;height=360;sizes=(max-width: 640px) 100vw;priority=high').output;
    expect(attr(markup, 'src')).toBe(`${asset.assetUrl}?format=${thumbnailWidth(640)}`);
    expect(attr(markup, 'srcset')).toBe(attr(' ' + out('{@|image-srcset}', asset), 'srcset'));
    expect(attr(markup, 'sizes')).toBe('(max-width: 640px) 100vw');
    expect([attr(markup, 'width'), attr(markup, 'height'), attr(markup, 'loading'), attr(markup, 'fetchpriority')]).toEqual(['640', '360', 'eager', 'high']);
  });
  it('raw serves the asset as is, youtube the video still', () => {
    const raw = run('width=1;height=1;loader=raw;srcset=/a.jpg 1x, /b.jpg 2x;priority=low').output;
    expect([attr(raw, 'src'), attr(raw, 'srcset'), attr(raw, 'loading'), attr(raw, 'fetchpriority')]).toEqual([asset.assetUrl, '/a.jpg 1x, /b.jpg 2x', 'lazy', 'low']);
    const still = run('width=1;height=1;loader=youtube;videoId=a b;format=webp', {}).output;
    expect(attr(still, 'src')).toBe('https://i.ytimg.com/vi_webp/a%20b/hqdefault.webp');
    expect(attr(still, 'fetchpriority')).toBeUndefined();
  });
});
