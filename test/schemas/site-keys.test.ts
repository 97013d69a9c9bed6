import { describe, expect, it } from 'vitest';
import { isReadableKey, MAX_KEY_BYTES } from '../../schemas/site/site-keys';

describe('isReadableKey', () => {
  it("takes names up to KV's limit of 512 UTF-8 bytes, however many characters that is", () => {
    expect(isReadableKey('a'.repeat(MAX_KEY_BYTES))).toBe(true);
    expect(isReadableKey('a'.repeat(MAX_KEY_BYTES + 1))).toBe(false);
    // '€' is 3 bytes: 170 of them are 510 bytes, 171 are 513.
    expect(isReadableKey('€'.repeat(170))).toBe(true);
    expect(isReadableKey('€'.repeat(171))).toBe(false);
    // A surrogate pair is 2 units and 4 bytes: 128 pairs fill the limit exactly.
    expect(isReadableKey('😀'.repeat(128))).toBe(true);
    expect(isReadableKey(`${'😀'.repeat(128)}a`)).toBe(false);
    expect(isReadableKey(`${'a'.repeat(300)}${'é'.repeat(106)}`)).toBe(true);
    expect(isReadableKey(`${'a'.repeat(300)}${'é'.repeat(107)}`)).toBe(false);
  });

  it('refuses a lone surrogate anywhere, which KV answers with an error', () => {
    expect(isReadableKey('host:\uD800')).toBe(false);
    expect(isReadableKey('host:\uDC00x')).toBe(false);
    expect(isReadableKey('host:\uD83D\uDE00')).toBe(true);
  });
});
