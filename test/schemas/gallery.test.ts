import { describe, expect, it } from 'vitest';
import { ANIMATION, galleryOptions, tweenMs } from '../../schemas/site/gallery';

describe('gallery options (spec sections 3 and 9)', () => {
  it('takes the spec defaults when nothing is set', () => {
    const options = galleryOptions(undefined);
    expect(options.design).toBe('grid');
    expect(options.numbers).toEqual({
      'autoplay-duration': 5,
      'thumbnails-per-row': 4,
      padding: 20,
      'thumbnail-strip-height': 80,
      margin: 20,
      'max-column-width': 300,
    });
    expect(Object.values(options.flags).every((flag) => flag === false)).toBe(true);
  });

  it('clamps every number into its range and reads numbers written as text', () => {
    const low = galleryOptions({ 'autoplay-duration': 0, 'thumbnails-per-row': -3, padding: -1, 'thumbnail-strip-height': -5, margin: -2, 'max-column-width': 50 });
    expect(low.numbers).toEqual({ 'autoplay-duration': 1, 'thumbnails-per-row': 1, padding: 0, 'thumbnail-strip-height': 0, margin: 0, 'max-column-width': 100 });
    const high = galleryOptions({ 'autoplay-duration': '30', 'thumbnails-per-row': 99, padding: 51, 'thumbnail-strip-height': 500, margin: 61, 'max-column-width': 301 });
    expect(high.numbers).toEqual({ 'autoplay-duration': 10, 'thumbnails-per-row': 10, padding: 50, 'thumbnail-strip-height': 200, margin: 60, 'max-column-width': 300 });
    expect(galleryOptions({ padding: 'wide', margin: null }).numbers).toMatchObject({ padding: 20, margin: 20 });
  });

  it('keeps only the designs, positions and alignments the spec names, and flags that are true', () => {
    const options = galleryOptions({ design: 'carousel', 'meta-position': 'top-left', 'active-alignment': 'middle', autoplay: 'yes', lightbox: true });
    expect(options.design).toBe('grid');
    expect(options['meta-position']).toBe('top-left');
    expect(options['active-alignment']).toBe('center');
    expect(options.flags.autoplay).toBe(false);
    expect(options.flags.lightbox).toBe(true);
    expect(galleryOptions({ 'aspect-ratio': '3:2' })['aspect-ratio']).toBe('3:2');
    expect(galleryOptions({ 'aspect-ratio': '3:2; color: red' })['aspect-ratio']).toBeNull();
  });

  it('runs tweens for 300 ms by default and never under 50 ms', () => {
    expect(tweenMs()).toBe(ANIMATION.defaultTweenMs);
    expect(tweenMs(10)).toBe(50);
    expect(tweenMs(450)).toBe(450);
    expect(ANIMATION.defaultScrollOffset).toBe(30);
  });
});
