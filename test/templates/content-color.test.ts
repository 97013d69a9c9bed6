import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../templates/index';
import { colorMessages, colorWeight, cssHex, hslColor, parseHexColor } from '../../templates/plugins/color';

const out = (source: string, data: unknown) => render(source, data).output;

describe('hex colors', () => {
  it('accept 3 or 6 hex digits with an optional #', () => {
    expect(parseHexColor('#fff')).toBe(0xffffff);
    expect(parseHexColor('fff')).toBe(0xffffff);
    expect(parseHexColor('#1a2B3c')).toBe(0x1a2b3c);
    expect(parseHexColor('abc')).toBe(0xaabbcc);
  });
  it('refuse other lengths, other characters and non-strings', () => {
    for (const bad of ['', '#', 'ff', '#ffff', '#fffff', '#fffffff', 'ggg', '#12345g', '##fff', 12, null, undefined]) {
      expect(parseHexColor(bad)).toBeNull();
      expect(cssHex(bad)).toBeNull();
    }
  });
  it('print with a single leading #', () => {
    expect(cssHex('111')).toBe('#111');
    expect(cssHex('#abcdef')).toBe('#abcdef');
  });
  it('weigh light above half of white and dark at or below it', () => {
    expect(colorWeight('#800000')).toBe('light'); // 0x800000 > 0x7fffff.8
    expect(colorWeight('#7fffff')).toBe('dark');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (rgb) => {
        const hex = rgb.toString(16).padStart(6, '0');
        expect(colorWeight(hex)).toBe(rgb > 0xffffff / 2 ? 'light' : 'dark');
      }),
    );
  });
});

describe('HSL colors', () => {
  it('print hsl, or hsla with an alpha, with at most two decimals', () => {
    expect(hslColor({ hue: 360, saturation: 0, lightness: 1 })).toEqual({ css: 'hsl(360, 0%, 100%)' });
    expect(hslColor({ hue: 0, saturation: 1, lightness: 0, alpha: 0 })).toEqual({ css: 'hsla(0, 100%, 0%, 0)' });
    expect(hslColor({ hue: 12.345, saturation: 0.12345, lightness: 0.5, alpha: 0.125 })).toEqual({ css: 'hsla(12.35, 12.35%, 50%, 0.13)' });
  });
  it('report every value out of bounds', () => {
    expect(hslColor({ hue: -1, saturation: 1.01, lightness: -0.1, alpha: 1.5 })).toEqual({
      errors: [colorMessages.hue, colorMessages.saturation, colorMessages.lightness, colorMessages.alpha],
    });
    expect(hslColor({ hue: 361, saturation: 0, lightness: 0 })).toEqual({ errors: [colorMessages.hue] });
    expect(hslColor({ hue: 1, saturation: 0, lightness: 0, alpha: 'x' })).toEqual({ errors: [colorMessages.alpha] });
  });
  it('need all of hue, saturation and lightness as numbers', () => {
    for (const color of [{ saturation: 0, lightness: 0 }, { hue: 0, lightness: 0 }, { hue: 0, saturation: 0 }, { hue: '1', saturation: 0, lightness: 0 }, { hue: NaN, saturation: 0, lightness: 0 }]) {
      expect(hslColor(color)).toEqual({ errors: [colorMessages.missing] });
    }
  });
  it('messages use the spec words', () => {
    expect(Object.values(colorMessages)).toEqual([
      'Hue out of bounds.',
      'Saturation out of bounds.',
      'Lightness out of bounds.',
      'Alpha out of bounds.',
      'Missing an H/S/L value.',
    ]);
  });
});

describe('color formatters', () => {
  it('website-color prints the CSS color or the problems', () => {
    expect(out('{c|website-color}', { c: { hue: 10, saturation: 0.5, lightness: 0.25 } })).toBe('hsl(10, 50%, 25%)');
    expect(out('{c|website-color}', { c: { hue: 10, saturation: 2, lightness: 0.25 } })).toBe(colorMessages.saturation);
    expect(out('{c|website-color}', { c: 'red' })).toBe('');
  });
  it('color-weight prints nothing for what is not a hex color', () => {
    expect(out('{a|color-weight} {b|color-weight} {c|color-weight}', { a: '#fff', b: '000', c: 'white' })).toBe('light dark ');
  });
});
