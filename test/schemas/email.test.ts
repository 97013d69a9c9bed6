import { describe, expect, it } from 'vitest';
import { isEmailAddress, restockEmailError } from '../../schemas/forms/email';
import { RESTOCK_EMAIL_BLANK, RESTOCK_EMAIL_INVALID } from '../../schemas/messages';

describe('the email address rule', () => {
  it('takes an address with one @ and a last label of 2 to 4 letters', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.com', 'x@y.info', 'ada@sub-domain.example.de']) {
      expect(isEmailAddress(email), email).toBe(true);
    }
  });

  it('refuses other shapes', () => {
    for (const email of ['', 'plain', '@example.com', 'a@', 'a@b', 'a@b.c', 'a@b.museum', 'a@b.c0m', 'a b@example.com', 'a@@example.com', 'a@example..com']) {
      expect(isEmailAddress(email), email).toBe(false);
    }
  });

  it('holds at most 256 characters', () => {
    const domain = '@example.com';
    expect(isEmailAddress(`${'x'.repeat(256 - domain.length)}${domain}`)).toBe(true);
    expect(isEmailAddress(`${'x'.repeat(257 - domain.length)}${domain}`)).toBe(false);
  });

  it('gives the restock form its two messages', () => {
    expect(restockEmailError('')).toBe(RESTOCK_EMAIL_BLANK);
    expect(restockEmailError('nope')).toBe(RESTOCK_EMAIL_INVALID);
    expect(restockEmailError('a@example.com')).toBeNull();
  });
});
