import { describe, expect, it } from 'vitest';
import {
  FSA_INVALID,
  POSTAL_CODE_COUNTRIES,
  POSTAL_CODE_INVALID,
  POSTAL_CODES_4_DIGITS,
  POSTAL_CODES_5_DIGITS,
  postalCodeRule,
  POSTCODES_4_DIGITS,
  ZIP_CODES_5_DIGITS,
} from '../../schemas/address/postal-codes';

/** Every country of the table: what it is called, a code it takes, codes it refuses, and the message. */
const CASES: Record<string, { name: string; good: string[]; bad: string[]; message: string }> = {
  US: { name: 'ZIP code', good: ['90210', '10001-1234', ' 02134 '], bad: ['9021', '902100', 'ABCDE', '90210-12'], message: ZIP_CODES_5_DIGITS },
  ES: { name: 'postal code', good: ['08038', '28013'], bad: ['8038', 'E-08038'], message: POSTAL_CODES_5_DIGITS },
  DE: { name: 'postal code', good: ['10115'], bad: ['1011', 'D-10115'], message: POSTAL_CODES_5_DIGITS },
  FR: { name: 'postal code', good: ['75008'], bad: ['7500'], message: POSTAL_CODES_5_DIGITS },
  IT: { name: 'postal code', good: ['00184'], bad: ['184'], message: POSTAL_CODES_5_DIGITS },
  FI: { name: 'postal code', good: ['00100'], bad: ['0010A'], message: POSTAL_CODES_5_DIGITS },
  EE: { name: 'postal code', good: ['10111'], bad: ['101111'], message: POSTAL_CODES_5_DIGITS },
  HR: { name: 'postal code', good: ['10000'], bad: ['HR-10000'], message: POSTAL_CODES_5_DIGITS },
  GR: { name: 'postal code', good: ['105 57', '10557'], bad: ['1055'], message: POSTAL_CODES_5_DIGITS },
  CZ: { name: 'postal code', good: ['110 00'], bad: ['110 0'], message: POSTAL_CODES_5_DIGITS },
  SK: { name: 'postal code', good: ['811 01'], bad: ['8110'], message: POSTAL_CODES_5_DIGITS },
  SE: { name: 'postal code', good: ['114 55', '11455'], bad: ['114 5'], message: POSTAL_CODES_5_DIGITS },
  TR: { name: 'postal code', good: ['34000'], bad: ['3400'], message: POSTAL_CODES_5_DIGITS },
  MX: { name: 'postal code', good: ['06600'], bad: ['0660'], message: POSTAL_CODES_5_DIGITS },
  MY: { name: 'postal code', good: ['50450'], bad: ['5045'], message: POSTAL_CODES_5_DIGITS },
  TH: { name: 'postal code', good: ['10110'], bad: ['1011'], message: POSTAL_CODES_5_DIGITS },
  ID: { name: 'postal code', good: ['10110'], bad: ['101100'], message: POSTAL_CODES_5_DIGITS },
  AT: { name: 'postal code', good: ['1010'], bad: ['10100', 'A-1010'], message: POSTAL_CODES_4_DIGITS },
  BE: { name: 'postal code', good: ['1000'], bad: ['100'], message: POSTAL_CODES_4_DIGITS },
  CH: { name: 'postal code', good: ['8001'], bad: ['CH-8001'], message: POSTAL_CODES_4_DIGITS },
  DK: { name: 'postal code', good: ['2100'], bad: ['21000'], message: POSTAL_CODES_4_DIGITS },
  NO: { name: 'postal code', good: ['0150'], bad: ['015'], message: POSTAL_CODES_4_DIGITS },
  HU: { name: 'postal code', good: ['1051'], bad: ['105X'], message: POSTAL_CODES_4_DIGITS },
  SI: { name: 'postal code', good: ['1000'], bad: ['SI-1000'], message: POSTAL_CODES_4_DIGITS },
  BG: { name: 'postal code', good: ['1000'], bad: ['10000'], message: POSTAL_CODES_4_DIGITS },
  PH: { name: 'postal code', good: ['1000'], bad: ['100'], message: POSTAL_CODES_4_DIGITS },
  ZA: { name: 'postal code', good: ['8001'], bad: ['80010'], message: POSTAL_CODES_4_DIGITS },
  AU: { name: 'postcode', good: ['2000', '0800'], bad: ['200', '20000'], message: POSTCODES_4_DIGITS },
  NZ: { name: 'postcode', good: ['6011'], bad: ['60110'], message: POSTCODES_4_DIGITS },
  CA: { name: 'FSA', good: ['K1A', 'm5v', 'T2P'], bad: ['K1A 0B1', 'D1A', 'K1', '1KA', 'KAA'], message: FSA_INVALID },
  GB: { name: 'postcode', good: ['B', 'M1', 'SW1A', 'EC1V', 'W1', 'CR2'], bad: ['SW1A 1AA', 'SW1AA', '1AB', 'ABC1'], message: POSTAL_CODE_INVALID },
  IE: { name: 'routing key', good: ['D02', 'D6W', 't12', 'A65'], bad: ['D02 X285', 'B12', 'D2', 'DDD'], message: POSTAL_CODE_INVALID },
  IS: { name: 'postcode', good: ['101', '9', '60'], bad: ['1010', 'A1'], message: POSTAL_CODE_INVALID },
};

describe('postal codes by country (spec section 5)', () => {
  it('has a case here for every country of the table', () => {
    expect([...POSTAL_CODE_COUNTRIES].sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const [country, { name, good, bad, message }] of Object.entries(CASES)) {
    it(`${country}: a ${name}`, () => {
      const rule = postalCodeRule(country.toLowerCase());
      expect(rule.country).toBe(country);
      expect(rule.name).toBe(name);
      for (const code of good) expect(rule.check(code), code).toBeNull();
      for (const code of bad) expect(rule.check(code), code).toBe(message);
      expect(rule.check('')).toBe(message);
    });
  }

  it('gives the example hints of Spain and the US', () => {
    expect(postalCodeRule('ES').hint).toBe('08038');
    expect(postalCodeRule('US').hint).toBe('90210');
    expect(postalCodeRule('DE').hint).toBeUndefined();
  });

  it('says what to enter where only a part of the code is asked for', () => {
    expect(postalCodeRule('GB').instruction).toBe('Enter only the 1 to 4 character outcode.');
    expect(postalCodeRule('IE').instruction).toBe('Enter only the first three characters of the Eircode.');
    expect(postalCodeRule('IS').instruction).toBe('Enter up to 3 digits of the postcode.');
    expect(postalCodeRule('US').instruction).toBeUndefined();
  });

  it('words the 4 and 5 digit messages as the spec does', () => {
    expect([POSTAL_CODES_4_DIGITS, POSTCODES_4_DIGITS, POSTAL_CODES_5_DIGITS, ZIP_CODES_5_DIGITS, POSTAL_CODE_INVALID, FSA_INVALID]).toEqual([
      'Postal Codes need to be 4 digits',
      'Postcodes need to be 4 digits',
      'Postal Codes need to be 5 digits',
      'ZIP Codes need to be 5 digits.',
      'Invalid postal code.',
      'An FSA code is invalid.',
    ]);
  });

  it('checks other countries, and no country, by the generic rule', () => {
    for (const country of ['JP', 'BR', '', 'toString', '__proto__', 'XX']) {
      const rule = postalCodeRule(country);
      expect(rule.country).toBe('');
      expect(rule.name).toBe('postal code');
      for (const code of ['100-0001', '01310-200', 'SW1A 1AA', '1']) expect(rule.check(code), code).toBeNull();
      for (const code of ['', '   ', '<script>', '12345678901', '-100']) expect(rule.check(code), code).toBe(POSTAL_CODE_INVALID);
    }
  });
});
