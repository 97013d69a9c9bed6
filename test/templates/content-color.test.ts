// The color module's own rules (reference `color-weight`, `website-color`;
// spec sections 5 and 9); the formatters' output is in the case files.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colorMessages, colorWeight, hslText, parseHexColor } from '../../templates/plugins/color';

describe('hex colors', () => {
  it('read 3 to 6 hex digits after at most one #, three expanding', () => {
    expect(parseHexColor('#fff')).toBe(0xffffff);
    expect(parseHexColor('abc')).toBe(0xaabbcc);
    expect(parseHexColor('#1a2B3c')).toBe(0x1a2b3c);
    expect(parseHexColor('abcd')).toBe(0xabcd);
    for (const bad of ['', '#', 'ff', '#fffffff', 'ggg', '##fff']) expect(parseHexColor(bad)).toBeNull();
  });
  it('weigh light above half of white and dark at or below it', () => {
    expect(colorWeight('#808080')).toBe('light');
    expect(colorWeight('#7f7f7f')).toBe('dark');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (rgb) => {
        expect(colorWeight(rgb.toString(16).padStart(6, '0'))).toBe(rgb > 0xffffff / 2 ? 'light' : 'dark');
      }),
    );
  });
});

describe('HSL colors', () => {
  it('print hsl, or hsla with an alpha, with at most two decimals', () => {
    expect(hslText({ hue: 360, saturation: 0, lightness: 1 })).toBe('hsl(360, 0%, 100%)');
    expect(hslText({ hue: 12.345, saturation: 0.12345, lightness: 0.5, alpha: 0.125 })).toBe('hsla(12.35, 12.35%, 50%, 0.13)');
  });
  it('concatenate every bound message, in the spec words', () => {
    expect(hslText({ hue: -1, saturation: 1.01, lightness: -0.1, alpha: 1.5 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    );
    expect(colorMessages.missing).toBe('Missing an H/S/L value.');
  });
});
