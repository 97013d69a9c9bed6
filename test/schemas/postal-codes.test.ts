import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES } from '../../schemas/address/address';
import {
  ADDRESS_FIELD_COUNTRIES,
  ADDRESS_POSTAL_CODE_COUNTRIES,
  LOCATION_POSTAL_CODE_COUNTRIES,
  postalCodeInLocation,
  postalCodeLocation,
  postalCodeRule,
} from '../../schemas/address/postal-codes';
import { en } from '../../schemas/messages/catalogue';
import { fr } from '../../schemas/messages/fr';

// The spec's words (section 5), as it writes them.
const INVALID = 'Invalid postal code.';
const FSA = 'An FSA code is invalid.';
const ZIP_5 = 'ZIP Codes need to be 5 digits.';
const POSTAL_5 = 'Postal Codes need to be 5 digits';
const POSTAL_4 = 'Postal Codes need to be 4 digits';
const POSTCODE_4 = 'Postcodes need to be 4 digits';

const addressRule = (country: string) => postalCodeRule(country, en, 'address');
const locationRule = (country: string) => postalCodeRule(country, en, 'location');

/** A country's whole code: what it is called, codes as typed and as the country writes them, codes it refuses, and the message. */
const ADDRESSES: Record<string, { name: string; written: Record<string, string>; refused: string[]; message: string }> = {
  US: { name: 'ZIP code', written: { '90210': '90210', ' 02134 ': '02134', '902101234': '90210-1234', '10001 1234': '10001-1234' }, refused: ['9021', '902100', 'ABCDE', '90210-12'], message: ZIP_5 },
  GB: {
    name: 'postcode',
    written: { sw1a1aa: 'SW1A 1AA', 'SW1A 1AA': 'SW1A 1AA', 'm1 1ae': 'M1 1AE', B338TH: 'B33 8TH', 'ec1a-1bb': 'EC1A 1BB', 'W1A  0AX': 'W1A 0AX', CR26XH: 'CR2 6XH', 'GIR 0AA': 'GIR 0AA' },
    refused: ['SW1A', 'SW1A 1A', 'SW1A 1AC', 'QA1 1AA', 'H2X 1Y4', '1AB 2CD', 'GIR 1AA'],
    message: INVALID,
  },
  IE: { name: 'eircode', written: { d02x285: 'D02 X285', 'A65 F4E2': 'A65 F4E2', 'd6w 1234': 'D6W 1234', T12XW9Y: 'T12 XW9Y' }, refused: ['D02', 'B02 X285', 'D02 X28O', 'D2 X285', 'D02 X2855'], message: INVALID },
  NL: { name: 'postal code', written: { '1234ab': '1234 AB', '1012 JS': '1012 JS', '9999-zz': '9999 ZZ' }, refused: ['1234', '0123 AB', '1234 SA', '1234 SS', '12345 AB'], message: INVALID },
  JP: { name: 'postal code', written: { '1234567': '123-4567', '100-0001': '100-0001', '１００－０００１': '100-0001' }, refused: ['100-000', '1000-0001', '〒100'], message: INVALID },
  PL: { name: 'postal code', written: { '00950': '00-950', '00-950': '00-950', '05 470': '05-470' }, refused: ['0095', '009500', 'PL-00950'], message: POSTAL_5 },
  ES: { name: 'postal code', written: { '08038': '08038', '28013': '28013' }, refused: ['8038', 'E-08038'], message: POSTAL_5 },
  DE: { name: 'postal code', written: { '10115': '10115' }, refused: ['1011', 'D-10115'], message: POSTAL_5 },
  FR: { name: 'postal code', written: { '75008': '75008', '75 008': '75008' }, refused: ['7500', 'F-75008'], message: POSTAL_5 },
  SE: { name: 'postal code', written: { '11455': '114 55', '114 55': '114 55' }, refused: ['114 5', 'SE-11455'], message: POSTAL_5 },
  CZ: { name: 'postal code', written: { '11000': '110 00' }, refused: ['110 0'], message: POSTAL_5 },
  GR: { name: 'postal code', written: { '10557': '105 57', '105 57': '105 57' }, refused: ['1055'], message: POSTAL_5 },
  KR: { name: 'postal code', written: { '03051': '03051' }, refused: ['030510', '135-080'], message: POSTAL_5 },
  MX: { name: 'postal code', written: { '06600': '06600' }, refused: ['0660'], message: POSTAL_5 },
  TR: { name: 'postal code', written: { '34000': '34000' }, refused: ['3400'], message: POSTAL_5 },
  CH: { name: 'postal code', written: { '8001': '8001' }, refused: ['80011', 'CH-8001'], message: POSTAL_4 },
  AT: { name: 'postal code', written: { '1010': '1010' }, refused: ['10100', 'A-1010'], message: POSTAL_4 },
  NO: { name: 'postal code', written: { '0150': '0150' }, refused: ['015'], message: POSTAL_4 },
  LU: { name: 'postal code', written: { '2449': '2449' }, refused: ['24490'], message: POSTAL_4 },
  ZA: { name: 'postal code', written: { '8001': '8001' }, refused: ['80010'], message: POSTAL_4 },
  AU: { name: 'postcode', written: { '2000': '2000', '0800': '0800' }, refused: ['200', '20000'], message: POSTCODE_4 },
  NZ: { name: 'postcode', written: { '6011': '6011' }, refused: ['60110'], message: POSTCODE_4 },
  PT: { name: 'postal code', written: { '1250096': '1250-096', '1250-096': '1250-096' }, refused: ['1250', '1250-09'], message: INVALID },
  BR: { name: 'postal code', written: { '01310200': '01310-200', '01310-200': '01310-200' }, refused: ['01310', '01310-20'], message: INVALID },
  AR: { name: 'postal code', written: { c1425dka: 'C1425DKA', '1425': '1425' }, refused: ['I1425DKA', '142'], message: INVALID },
  IN: { name: 'postal code', written: { '110001': '110001', '110 001': '110001' }, refused: ['011000', '11000'], message: INVALID },
  SG: { name: 'postal code', written: { '018956': '018956' }, refused: ['18956'], message: INVALID },
  CN: { name: 'postal code', written: { '100000': '100000' }, refused: ['10000'], message: INVALID },
  IL: { name: 'postal code', written: { '9614303': '9614303' }, refused: ['96143'], message: INVALID },
  IS: { name: 'postcode', written: { '101': '101' }, refused: ['10', '1010'], message: INVALID },
  LV: { name: 'postal code', written: { '1050': 'LV-1050', 'lv-1050': 'LV-1050', LV1050: 'LV-1050' }, refused: ['LV-105', 'LT-1050'], message: INVALID },
  MT: { name: 'postal code', written: { vlt1117: 'VLT 1117', 'NXR 01': 'NXR 01' }, refused: ['VL 1117', 'VLT 11171'], message: INVALID },
  AD: { name: 'postal code', written: { ad500: 'AD500', '100': 'AD100' }, refused: ['AD800', 'AD5000'], message: INVALID },
  GG: { name: 'postcode', written: { gy11aa: 'GY1 1AA', 'GY10 1AB': 'GY10 1AB' }, refused: ['JE2 3XP', 'GY1'], message: INVALID },
  KY: { name: 'postal code', written: { ky11100: 'KY1-1100', '11100': 'KY1-1100' }, refused: ['KY1-110'], message: INVALID },
  PR: { name: 'ZIP code', written: { '00901': '00901', '009011234': '00901-1234' }, refused: ['0090'], message: ZIP_5 },
};

describe("an address's postal code: the country's whole code (#27)", () => {
  it('covers at least 15 countries here', () => {
    expect(Object.keys(ADDRESSES).length).toBeGreaterThanOrEqual(15);
  });

  for (const [country, { name, written, refused, message }] of Object.entries(ADDRESSES)) {
    it(`${country}: a ${name}, written the country's way`, () => {
      const rule = postalCodeRule(country.toLowerCase(), en, 'address');
      expect(rule.country).toBe(country);
      expect(rule.name).toBe(name);
      expect(rule.required).toBe(true);
      for (const [typed, stored] of Object.entries(written)) {
        expect(rule.check(typed), typed).toBeNull();
        expect(rule.normalise(typed), typed).toBe(stored);
        expect(rule.normalise(stored), stored).toBe(stored);
      }
      for (const code of [...refused, '', ' ', '<b>', '1; DROP']) expect(rule.check(code), code).toBe(message);
    });
  }

  it('takes the codes of the issue that the checkout refused: Canada, the UK', () => {
    expect(addressRule('CA').check('H2X 1Y4')).toBeNull();
    expect(addressRule('CA').normalise('h2x1y4')).toBe('H2X 1Y4');
    expect(addressRule('GB').check('SW1A 1AA')).toBeNull();
  });

  it("Canada: 'An FSA code is invalid.' when the first three characters are no FSA, else 'Invalid postal code.'", () => {
    const rule = addressRule('CA');
    expect(rule.name).toBe('postal code');
    for (const code of ['K1A 0B1', 'm5v3l9', 'T0L 1K0', 'X0A 0H0']) expect(rule.check(code), code).toBeNull();
    for (const code of ['', 'D2X 1Y4', 'W1A 1A1', 'H2', '1Y4 H2X', 'KAA 1A1']) expect(rule.check(code), code).toBe(FSA);
    // The order of the issue, placed with the FSA alone, is refused now.
    for (const code of ['H2X', 'H2X 1Y', 'H2X 1D4', 'H2X 1Y4 5', 'H2XY4']) expect(rule.check(code), code).toBe(INVALID);
  });

  it('writes every example hint the way it asks codes to be written, and brings a run-together copy back to it', () => {
    expect(ADDRESS_POSTAL_CODE_COUNTRIES.length).toBeGreaterThan(100);
    for (const country of ADDRESS_POSTAL_CODE_COUNTRIES) {
      const rule = addressRule(country);
      expect(rule.hint, country).toBeTruthy();
      const hint = rule.hint ?? '';
      expect(rule.check(hint), `${country} ${hint}`).toBeNull();
      expect(rule.normalise(hint), country).toBe(hint);
      expect(rule.normalise(hint.toLowerCase().replace(/[\s-]/g, '')), country).toBe(hint);
    }
  });

  it("gives the spec's example hints: 90210 for the US, 08038 for Spain", () => {
    expect(addressRule('US').hint).toBe('90210');
    expect(addressRule('ES').hint).toBe('08038');
  });

  it('asks every country the checkout offers for its whole code, except those without postal codes', () => {
    for (const [country, layout] of Object.entries(ADDRESS_COUNTRIES)) {
      const rule = addressRule(country);
      expect(rule.required, country).toBe(layout.postcode);
      if (layout.postcode) expect(rule.country, country).toBe(country);
    }
  });

  it('checks countries without postal codes, and unknown ones, by the generic rule, which asks for none', () => {
    for (const country of ['HK', 'AE', 'QA', 'XX', '', '__proto__']) {
      const rule = addressRule(country);
      expect(rule.country, country).toBe('');
      expect(rule.required, country).toBe(false);
      expect(rule.check('kw1 1'), country).toBeNull();
      expect(rule.normalise(' kw1  1 '), country).toBe('KW1 1');
      expect(rule.check('<script>'), country).toBe(INVALID);
    }
  });

  it('labels the code as the country calls it, in the table given', () => {
    expect(['US', 'GB', 'IE', 'CA'].map((country) => addressRule(country).label)).toEqual(['ZIP code', 'Postcode', 'Eircode', 'Postal code']);
    const french = postalCodeRule('CA', fr, 'address');
    expect(french.label).toBe(fr.POSTAL_CODE_LABEL);
    expect(french.check('D2X 1Y4')).toBe(fr.FSA_INVALID);
    expect(french.check('H2X')).toBe(fr.POSTAL_CODE_INVALID);
    expect(postalCodeRule('IE', fr, 'address').label).toBe(fr.EIRCODE_LABEL);
  });

  it('asks an address for no part of its code', () => {
    for (const country of ['GB', 'IE', 'IS', 'CA']) expect(addressRule(country).instruction, country).toBeUndefined();
  });
});

/** The spec's location rules, where only a location is asked (the cart's estimate): a country, what it is called, codes it takes and refuses. */
const LOCATIONS: Record<string, { name: string; good: string[]; bad: string[]; message: string }> = {
  US: { name: 'ZIP code', good: ['90210', '10001-1234', ' 02134 '], bad: ['9021', '902100', 'ABCDE', '90210-12'], message: ZIP_5 },
  ES: { name: 'postal code', good: ['08038', '28013'], bad: ['8038', 'E-08038'], message: POSTAL_5 },
  DE: { name: 'postal code', good: ['10115'], bad: ['1011', 'D-10115'], message: POSTAL_5 },
  FR: { name: 'postal code', good: ['75008'], bad: ['7500'], message: POSTAL_5 },
  IT: { name: 'postal code', good: ['00184'], bad: ['184'], message: POSTAL_5 },
  FI: { name: 'postal code', good: ['00100'], bad: ['0010A'], message: POSTAL_5 },
  EE: { name: 'postal code', good: ['10111'], bad: ['101111'], message: POSTAL_5 },
  HR: { name: 'postal code', good: ['10000'], bad: ['HR-10000'], message: POSTAL_5 },
  GR: { name: 'postal code', good: ['105 57', '10557'], bad: ['1055'], message: POSTAL_5 },
  CZ: { name: 'postal code', good: ['110 00'], bad: ['110 0'], message: POSTAL_5 },
  SK: { name: 'postal code', good: ['811 01'], bad: ['8110'], message: POSTAL_5 },
  SE: { name: 'postal code', good: ['114 55', '11455'], bad: ['114 5'], message: POSTAL_5 },
  TR: { name: 'postal code', good: ['34000'], bad: ['3400'], message: POSTAL_5 },
  MX: { name: 'postal code', good: ['06600'], bad: ['0660'], message: POSTAL_5 },
  MY: { name: 'postal code', good: ['50450'], bad: ['5045'], message: POSTAL_5 },
  TH: { name: 'postal code', good: ['10110'], bad: ['1011'], message: POSTAL_5 },
  ID: { name: 'postal code', good: ['10110'], bad: ['101100'], message: POSTAL_5 },
  AT: { name: 'postal code', good: ['1010'], bad: ['10100', 'A-1010'], message: POSTAL_4 },
  BE: { name: 'postal code', good: ['1000'], bad: ['100'], message: POSTAL_4 },
  CH: { name: 'postal code', good: ['8001'], bad: ['CH-8001'], message: POSTAL_4 },
  DK: { name: 'postal code', good: ['2100'], bad: ['21000'], message: POSTAL_4 },
  NO: { name: 'postal code', good: ['0150'], bad: ['015'], message: POSTAL_4 },
  HU: { name: 'postal code', good: ['1051'], bad: ['105X'], message: POSTAL_4 },
  SI: { name: 'postal code', good: ['1000'], bad: ['SI-1000'], message: POSTAL_4 },
  BG: { name: 'postal code', good: ['1000'], bad: ['10000'], message: POSTAL_4 },
  PH: { name: 'postal code', good: ['1000'], bad: ['100'], message: POSTAL_4 },
  ZA: { name: 'postal code', good: ['8001'], bad: ['80010'], message: POSTAL_4 },
  AU: { name: 'postcode', good: ['2000', '0800'], bad: ['200', '20000'], message: POSTCODE_4 },
  NZ: { name: 'postcode', good: ['6011'], bad: ['60110'], message: POSTCODE_4 },
  CA: { name: 'FSA', good: ['K1A', 'm5v', 'T2P'], bad: ['K1A 0B1', 'D1A', 'K1', '1KA', 'KAA'], message: FSA },
  GB: { name: 'postcode', good: ['B', 'M1', 'SW1A', 'EC1V', 'W1', 'CR2'], bad: ['SW1A 1AA', 'SW1AA', '1AB', 'ABC1'], message: INVALID },
  IE: { name: 'routing key', good: ['D02', 'D6W', 't12', 'A65'], bad: ['D02 X285', 'B12', 'D2', 'DDD'], message: INVALID },
  IS: { name: 'postcode', good: ['101', '9', '60'], bad: ['1010', 'A1'], message: INVALID },
};

describe("a location's postal code: the spec's partial rules, to estimate shipping and tax", () => {
  it('has a case here for every country with a location rule of its own', () => {
    expect([...LOCATION_POSTAL_CODE_COUNTRIES].sort()).toEqual(Object.keys(LOCATIONS).sort());
  });

  for (const [country, { name, good, bad, message }] of Object.entries(LOCATIONS)) {
    it(`${country}: a ${name}`, () => {
      const rule = postalCodeRule(country.toLowerCase(), en, 'location');
      expect(rule.country).toBe(country);
      expect(rule.name).toBe(name);
      for (const code of good) expect(rule.check(code), code).toBeNull();
      for (const code of bad) expect(rule.check(code), code).toBe(message);
      expect(rule.check('')).toBe(message);
    });
  }

  it('writes a location as it is stored', () => {
    expect(locationRule('CA').normalise(' h2x ')).toBe('H2X');
    expect(locationRule('GB').normalise('sw1a')).toBe('SW1A');
    expect(locationRule('IE').normalise('d6w')).toBe('D6W');
    expect(locationRule('SE').normalise('11455')).toBe('114 55');
  });

  it("gives the country's example hint where the location is the whole code, the spec's for Spain and the US", () => {
    expect(locationRule('ES').hint).toBe('08038');
    expect(locationRule('US').hint).toBe('90210');
    expect(locationRule('DE').hint).toBe('10115');
    for (const country of ['CA', 'GB', 'IE', 'IS']) expect(locationRule(country).hint, country).toBeUndefined();
  });

  it('says what to enter where only a part of the code is asked for', () => {
    expect(locationRule('GB').instruction).toBe('Enter only the 1 to 4 character outcode.');
    expect(locationRule('IE').instruction).toBe('Enter only the first three characters of the Eircode.');
    expect(locationRule('IS').instruction).toBe('Enter up to 3 digits of the postcode.');
    expect(locationRule('US').instruction).toBeUndefined();
  });

  it('words the 4 and 5 digit messages as the spec does', () => {
    expect([locationRule('AT'), locationRule('AU'), locationRule('DE'), locationRule('US'), locationRule('GB'), locationRule('CA')].map((rule) => rule.check('@'))).toEqual([
      POSTAL_4,
      POSTCODE_4,
      POSTAL_5,
      ZIP_5,
      INVALID,
      FSA,
    ]);
  });

  it('checks other countries, and no country, by the generic rule', () => {
    for (const country of ['JP', 'BR', 'NL', '', 'toString', '__proto__', 'XX']) {
      const rule = locationRule(country);
      expect(rule.country).toBe('');
      expect(rule.name).toBe('postal code');
      expect(rule.required).toBe(false);
      for (const code of ['100-0001', '01310-200', 'SW1A 1AA', '1']) expect(rule.check(code), code).toBeNull();
      for (const code of ['', '   ', '<script>', '12345678901', '-100']) expect(rule.check(code), code).toBe(INVALID);
    }
  });

  it("offers form blocks' address fields the countries they offered before", () => {
    expect(ADDRESS_FIELD_COUNTRIES).toHaveLength(49);
    expect(ADDRESS_FIELD_COUNTRIES).toEqual([...ADDRESS_FIELD_COUNTRIES].sort());
    for (const country of ['US', 'CA', 'GB', 'IE', 'IS', 'JP', 'NL', 'HK', 'AE']) expect(ADDRESS_FIELD_COUNTRIES).toContain(country);
  });
});

describe('the location of a whole code', () => {
  const CASES: [country: string, code: string, location: string | null][] = [
    ['CA', 'h2x1y4', 'H2X'],
    ['CA', 'H2X', 'H2X'],
    ['GB', 'sw1a1aa', 'SW1A'],
    ['GB', 'M1 1AE', 'M1'],
    ['GB', 'CR2', 'CR2'],
    ['IE', 'D02 X285', 'D02'],
    ['IE', 'd6w1234', 'D6W'],
    ['US', '90210-1234', '90210'],
    ['US', '90210', '90210'],
    ['IS', '101', '101'],
    ['IS', '10', '10'],
    ['DE', '10115', '10115'],
    ['SE', '11455', '114 55'],
    ['NL', '1012js', '1012 JS'],
    ['JP', '1000001', '100-0001'],
    ['JP', 'abc', 'ABC'],
    ['CA', 'D2X 1Y4', null],
    ['GB', 'SW1A 1A', null],
    ['DE', '1011', null],
    ['JP', '', null],
  ];

  it.each(CASES)('%s %j names %j', (country, code, location) => {
    expect(postalCodeLocation(country, code)).toBe(location);
  });

  it('yields a location its own location rule takes', () => {
    for (const country of ADDRESS_POSTAL_CODE_COUNTRIES) {
      const location = postalCodeLocation(country, addressRule(country).hint ?? '');
      expect(location, country).not.toBeNull();
      expect(locationRule(country).check(location ?? ''), `${country} ${location}`).toBeNull();
    }
  });

  // Each row: the country, the whole code typed at checkout, the location an estimate kept, and whether the code lies in it.
  const KEPT: [country: string, code: string, location: string, inside: boolean][] = [
    ['CA', 'H2X 1Y4', 'h2x', true],
    ['GB', 'SW1A 1AA', 'SW1A', true],
    ['IE', 'd02x285', 'D02', true],
    ['US', '90210-1234', '90210', true],
    ['US', '90210', '90210-1234', true],
    ['IS', '101', '10', true],
    ['SE', '114 55', '11455', true],
    ['NL', '1012 JS', '1012js', true],
    ['CA', 'H2X 1Y4', 'H2Y', false],
    // SW1 and SW1A are both outcodes, M1 and M11 too: a location is a whole outcode, not its first letters.
    ['GB', 'SW1A 1AA', 'SW1', false],
    ['GB', 'M11 1AA', 'M1', false],
    ['US', '90211', '90210', false],
    ['IS', '101', '11', false],
    ['DE', '10115', '1011', false],
    ['CA', 'D2X 1Y4', 'D2X', false],
  ];

  it.each(KEPT)('%s: %j lies in the kept location %j: %s', (country, code, location, inside) => {
    expect(postalCodeInLocation(country, code, location)).toBe(inside);
  });
});
