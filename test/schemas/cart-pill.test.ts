import { describe, expect, it } from 'vitest';
import { PILL_CAP, pillCountText, pillNoun, pillSpokenLabel } from '../../schemas/commerce/cart-pill';

describe('cart pill wording (spec section 2)', () => {
  it('says item for one and items otherwise', () => {
    expect(pillNoun(1)).toBe('item');
    expect([0, 2, 57].map((n) => pillNoun(n))).toEqual(['items', 'items', 'items']);
  });

  it(`caps the count above ${PILL_CAP}`, () => {
    expect(pillCountText(PILL_CAP)).toBe(String(PILL_CAP));
    expect(pillCountText(PILL_CAP + 1)).toBe('100+');
  });

  it('speaks the three labels', () => {
    expect(pillSpokenLabel(1)).toBe('One item in cart');
    expect(pillSpokenLabel(7)).toBe('7 items in cart');
    expect(pillSpokenLabel(PILL_CAP + 5)).toBe('More than 100 items in cart');
  });
});
