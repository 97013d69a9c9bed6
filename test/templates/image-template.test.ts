// The image template rules of spec section 5: `image` with `key=value`
// arguments renders a sized image (not a reference formatter behaviour).
import { describe, expect, it } from 'vitest';
import { render } from '../../templates/index';
import { thumbnailWidth } from '../../templates/plugins/content/sizes';

const out = (source: string, data: unknown) => render(source, data).output;
const attr = (markup: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(markup)?.[1];

const asset = {
  id: 'img1',
  assetUrl: '/s/a.jpg',
  originalSize: '1600x900',
  mediaFocalPoint: { x: 0.25, y: 0.75 },
  systemDataVariants: '1600x900,100w,300w,500w,750w,1000w,1500w',
  colorData: { topLeftAverage: 'aaaaaa', centerAverage: '#123' },
};

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
