// Postal codes (spec section 5), for the two things a shopper types one for:
// the address a parcel goes to ('address': the country's whole code, checked
// by its full format and written the country's way before it is stored), and
// a location that shipping and tax are estimated by ('location': the spec's
// partial codes, an FSA, an outcode, an Eircode's routing key, up to 3
// digits). One table serves form address fields, the cart's estimate and the
// checkout, on the server and in the browser, so it is kept free of zod. Its
// words are the catalogue's, in the language of the table it is given. The
// formats are those the postal services publish (the Universal Postal Union's
// addressing pages, Google's address metadata).
import { en, type MessageKey, type Messages } from '../messages/catalogue';

/** What the visitor is asked for, in the spec's words. */
export type PostalCodeName = 'ZIP code' | 'postcode' | 'postal code' | 'eircode' | 'FSA' | 'routing key';

/** What a code is typed for: the address a parcel goes to, or a location to estimate shipping and tax by. */
export type PostalCodeUse = 'address' | 'location';

/** The catalogue's label of each kind of code. */
const LABELS: Readonly<Record<PostalCodeName, MessageKey>> = {
  'ZIP code': 'ZIP_CODE_LABEL',
  postcode: 'POSTCODE_LABEL',
  'postal code': 'POSTAL_CODE_LABEL',
  eircode: 'EIRCODE_LABEL',
  FSA: 'FSA_LABEL',
  'routing key': 'ROUTING_KEY_LABEL',
};

export interface PostalCodeRule {
  /** ISO 3166-1 alpha-2 code of the country, upper case; '' for the generic rule. */
  readonly country: string;
  readonly name: PostalCodeName;
  /** The field's label in the catalogue's language: 'ZIP code', 'Postcode'. */
  readonly label: string;
  /** An example code to show as a placeholder, written the country's way. */
  readonly hint?: string;
  /** What to enter, when a location asks for only a part of the code. */
  readonly instruction?: string;
  /** False for the generic rule: a country without a format of its own may have no postal codes at all (Hong Kong). */
  readonly required: boolean;
  /** The catalogue key of the spec's message for a code that does not fit, or null when it does. */
  problem(value: string): MessageKey | null;
  /** That message in the catalogue's language. */
  check(value: string): string | null;
  /** The code as the country writes it, to store ('h2x1y4' → 'H2X 1Y4'); a code that does not fit comes back trimmed. */
  normalise(value: string): string;
}

export const {
  POSTAL_CODE_INVALID,
  POSTAL_CODES_4_DIGITS,
  POSTCODES_4_DIGITS,
  POSTAL_CODES_5_DIGITS,
  ZIP_CODES_5_DIGITS,
  FSA_INVALID,
  OUTCODE_INSTRUCTION,
  ROUTING_KEY_INSTRUCTION,
  SHORT_POSTCODE_INSTRUCTION,
} = en;

interface CodeFormat {
  readonly name: PostalCodeName;
  /** The code once upper-cased and rid of its spaces, hyphens and prefix: 'H2X1Y4'. */
  readonly pattern: RegExp;
  readonly message: MessageKey;
  readonly hint?: string;
  /** Where the written code breaks, and with what: [3, ' '] writes 'H2X 1Y4'; a place below 0 counts from the end. */
  readonly split?: readonly [place: number, separator: ' ' | '-'];
  /** What every code is written with, which a shopper may leave out: 'LV-' of 'LV-1050'. */
  readonly prefix?: string;
  /** The first characters' own rule and message: a Canadian code's FSA ('An FSA code is invalid.'). */
  readonly head?: { readonly pattern: RegExp; readonly message: MessageKey };
  /** The code's first part names its location: the FSA, the outcode, the routing key, the ZIP of a ZIP+4. */
  readonly firstPartLocates?: true;
  /** What to enter, where a location is a part of the code. */
  readonly instruction?: MessageKey;
  /** A location may be any leading part of the code ('up to 3 digits'). */
  readonly leading?: true;
  /** Checked as typed, spaces and hyphens kept: the generic rule, which knows no country's way of writing. */
  readonly asTyped?: true;
}

/** The spec's digit messages; codes of other lengths are an 'Invalid postal code.'. */
const DIGIT_MESSAGES: Readonly<Record<number, MessageKey>> = { 4: 'POSTAL_CODES_4_DIGITS', 5: 'POSTAL_CODES_5_DIGITS' };

const code = (pattern: RegExp, hint: string, more: Partial<CodeFormat> = {}): CodeFormat => ({
  name: 'postal code',
  pattern,
  message: 'POSTAL_CODE_INVALID',
  hint,
  ...more,
});

const digits = (count: number, hint: string, more: Partial<CodeFormat> = {}): CodeFormat =>
  code(new RegExp(`^\\d{${count}}$`), hint, { message: DIGIT_MESSAGES[count] ?? 'POSTAL_CODE_INVALID', ...more });

/** Australia's postcodes, also used on its external territories. */
const australian = (hint: string) => digits(4, hint, { name: 'postcode', message: 'POSTCODES_4_DIGITS' });

/** A ZIP code: five digits, or a ZIP+4 kept whole ('90210-1234'); the US and the territories its postal service serves. */
const zip = (hint: string): CodeFormat =>
  code(/^\d{5}(?:\d{4})?$/, hint, { name: 'ZIP code', message: 'ZIP_CODES_5_DIGITS', split: [5, '-'], firstPartLocates: true });

/** The inward code of a UK-style postcode, the last three characters: a digit and two letters (never C I K M O V). */
const INWARD = /\d[ABD-HJLNP-UW-Z]{2}/.source;

/** A UK-style postcode: an outward code, a space, the inward code ('SW1A 1AA'), as the UK and the territories its system reaches. */
const ukStyle = (outward: string, hint: string, more: Partial<CodeFormat> = {}): CodeFormat =>
  code(new RegExp(`^(?:${outward})${INWARD}$`), hint, { name: 'postcode', split: [-3, ' '], ...more });

/** The UK outward code: area letters (not Q V X first, nor I J Z second), district digits, sometimes a closing letter. */
const UK_OUTWARD = /[A-PR-UWYZ](?:\d[\dA-HJKPSTUW]?|[A-HK-Y]\d[\dABEHMNPRVWXY]?)|GIR(?=0AA$)/.source;

/** A Canadian Forward Sortation Area, the first half of a postal code (no D F I O Q U; no W Z first). */
const FSA = /[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]/.source;

/** An Eircode's routing key; D6W is the one with a letter last. */
const ROUTING_KEY = /(?:[AC-FHKNPRTV-Y]\d\d|D6W)/.source;

/** Each country's whole postal code. Countries not listed, those without postal codes among them, take the generic rule. */
const ADDRESS_FORMATS: Readonly<Record<string, CodeFormat>> = {
  AD: code(/^[1-7]0\d$/, 'AD500', { prefix: 'AD' }),
  AI: code(/^2640$/, 'AI-2640', { prefix: 'AI-' }),
  AL: digits(4, '1001'),
  AM: digits(4, '0010'),
  AR: code(/^[A-HJ-NP-Z]?\d{4}(?:[A-Z]{3})?$/, 'C1425DKA'),
  AS: zip('96799'),
  AT: digits(4, '1010'),
  AU: australian('2000'),
  AX: digits(5, '22100'),
  AZ: digits(4, '1000'),
  BA: digits(5, '71000'),
  BB: code(/^\d{5}$/, 'BB11000', { prefix: 'BB' }),
  BD: digits(4, '1000'),
  BE: digits(4, '1000'),
  BG: digits(4, '1000'),
  BH: code(/^(?:1[0-2]|[1-9])\d\d$/, '317'),
  BL: digits(5, '97133'),
  BM: code(/^[A-Z]{2}(?:\d\d|[A-Z]{2})$/, 'HM 12', { split: [2, ' '] }),
  BN: code(/^[A-Z]{2}\d{4}$/, 'BS8811'),
  BR: digits(8, '01310-200', { split: [5, '-'] }),
  BT: digits(5, '11001'),
  BY: digits(6, '220050'),
  CA: code(new RegExp(`^${FSA}\\d[ABCEGHJ-NPRSTV-Z]\\d$`), 'K1A 0B1', {
    head: { pattern: new RegExp(`^${FSA}`), message: 'FSA_INVALID' },
    split: [3, ' '],
    firstPartLocates: true,
  }),
  CC: australian('6799'),
  CH: digits(4, '8001'),
  CL: digits(7, '8340457'),
  CN: digits(6, '100000'),
  CO: digits(6, '110111'),
  CR: digits(5, '10101'),
  CU: digits(5, '10400'),
  CV: digits(4, '7600'),
  CX: australian('6798'),
  CY: digits(4, '1010'),
  CZ: digits(5, '110 00', { split: [3, ' '] }),
  DE: digits(5, '10115'),
  DK: digits(4, '2100'),
  DO: digits(5, '10101'),
  DZ: digits(5, '16000'),
  EE: digits(5, '10111'),
  EG: digits(5, '11511'),
  ES: digits(5, '08038'),
  ET: digits(4, '1000'),
  FI: digits(5, '00100'),
  FK: ukStyle('FIQQ', 'FIQQ 1ZZ'),
  FM: zip('96941'),
  FO: digits(3, '100'),
  FR: digits(5, '75008'),
  GB: ukStyle(UK_OUTWARD, 'SW1A 1AA', { firstPartLocates: true }),
  GE: digits(4, '0100'),
  GF: digits(5, '97300'),
  GG: ukStyle('GY\\d\\d?', 'GY1 1AA'),
  GI: ukStyle('GX11', 'GX11 1AA'),
  GL: digits(4, '3900'),
  GP: digits(5, '97100'),
  GR: digits(5, '105 57', { split: [3, ' '] }),
  GS: ukStyle('SIQQ', 'SIQQ 1ZZ'),
  GT: digits(5, '01001'),
  GU: zip('96910'),
  HR: digits(5, '10000'),
  HT: digits(4, '6110'),
  HU: digits(4, '1051'),
  ID: digits(5, '10110'),
  IE: code(new RegExp(`^${ROUTING_KEY}[\\dAC-FHKNPRTV-Y]{4}$`), 'A65 F4E2', { name: 'eircode', split: [3, ' '], firstPartLocates: true }),
  IL: digits(7, '9614303'),
  IM: ukStyle('IM\\d\\d?', 'IM1 1AD'),
  IN: code(/^[1-9]\d{5}$/, '110001'),
  IO: ukStyle('BBND', 'BBND 1ZZ'),
  IS: digits(3, '101', { name: 'postcode' }),
  IT: digits(5, '00184'),
  JE: ukStyle('JE\\d\\d?', 'JE2 3XP'),
  JO: digits(5, '11937'),
  JP: digits(7, '100-0001', { split: [3, '-'] }),
  KE: digits(5, '00100'),
  KG: digits(6, '720001'),
  KR: digits(5, '03051'),
  KW: digits(5, '13001'),
  KY: code(/^\d{5}$/, 'KY1-1100', { prefix: 'KY', split: [1, '-'] }),
  LA: digits(5, '01000'),
  LB: code(/^\d{4}(?:\d{4})?$/, '2038 3054', { split: [4, ' '] }),
  LI: code(/^94(?:8[5-9]|9[0-8])$/, '9490'),
  LK: digits(5, '00100'),
  LS: digits(3, '100'),
  LT: digits(5, '01100'),
  LU: digits(4, '2449'),
  LV: code(/^\d{4}$/, 'LV-1050', { prefix: 'LV-' }),
  MA: digits(5, '10000'),
  MC: code(/^980\d\d$/, '98000'),
  MD: digits(4, '2012'),
  ME: digits(5, '81000'),
  MF: digits(5, '97150'),
  MG: digits(3, '101'),
  MH: zip('96960'),
  MK: digits(4, '1000'),
  MN: digits(5, '15160'),
  MP: zip('96950'),
  MQ: digits(5, '97200'),
  MT: code(/^[A-Z]{3}\d{2,4}$/, 'VLT 1117', { split: [3, ' '] }),
  MU: digits(5, '42602'),
  MV: digits(5, '20026'),
  MX: digits(5, '06600'),
  MY: digits(5, '50450'),
  NC: digits(5, '98800'),
  NF: australian('2899'),
  NG: digits(6, '100001'),
  // Four digits, a space and two letters; SA, SD and SS are never used.
  NL: code(/^[1-9]\d{3}(?:[A-RT-Z][A-Z]|S[BCE-RT-Z])$/, '1012 JS', { split: [4, ' '] }),
  NO: digits(4, '0150'),
  NP: digits(5, '44600'),
  NZ: australian('6011'),
  OM: digits(3, '112'),
  PE: digits(5, '15001'),
  PF: digits(5, '98714'),
  PH: digits(4, '1000'),
  PK: digits(5, '44000'),
  PL: digits(5, '00-950', { split: [2, '-'] }),
  PM: digits(5, '97500'),
  PN: ukStyle('PCRN', 'PCRN 1ZZ'),
  PR: zip('00901'),
  PT: digits(7, '1250-096', { split: [4, '-'] }),
  PW: zip('96940'),
  PY: digits(4, '1209'),
  RE: digits(5, '97400'),
  RO: digits(6, '010011'),
  RS: digits(5, '11000'),
  RU: digits(6, '101000'),
  SA: digits(5, '11564'),
  SE: digits(5, '114 55', { split: [3, ' '] }),
  SG: digits(6, '018956'),
  SH: ukStyle('STHL|ASCN|TDCU', 'STHL 1ZZ'),
  SI: digits(4, '1000'),
  SJ: digits(4, '9170'),
  SK: digits(5, '811 01', { split: [3, ' '] }),
  SM: code(/^4789\d$/, '47890'),
  SZ: code(/^[HLMS]\d{3}$/, 'H100'),
  TC: ukStyle('TKCA', 'TKCA 1ZZ'),
  TH: digits(5, '10110'),
  TJ: digits(6, '734025'),
  TM: digits(6, '744000'),
  TN: digits(4, '1000'),
  TR: digits(5, '34000'),
  TW: code(/^\d{3}(?:\d{2,3})?$/, '10603'),
  UA: digits(5, '01001'),
  US: zip('90210'),
  UY: digits(5, '11000'),
  UZ: digits(6, '100000'),
  VA: code(/^00120$/, '00120'),
  VC: code(/^\d{4}$/, 'VC0100', { prefix: 'VC' }),
  VE: digits(4, '1010'),
  VG: code(/^11[1-6]0$/, 'VG1110', { prefix: 'VG' }),
  VI: zip('00802'),
  VN: code(/^\d{5}\d?$/, '10000'),
  WF: digits(5, '98600'),
  XK: digits(5, '10000'),
  YT: digits(5, '97600'),
  ZA: digits(4, '8001'),
  ZM: digits(5, '10101'),
};

/** The spec's partial codes: what to enter where only a location is asked for. */
const PARTIAL_LOCATIONS: Readonly<Record<string, CodeFormat>> = {
  CA: { name: 'FSA', pattern: new RegExp(`^${FSA}$`), message: 'FSA_INVALID' },
  // The outward half of a UK postcode: the area letters, then the district.
  GB: { name: 'postcode', pattern: /^[A-Z]{1,2}(?:\d[A-Z\d]?)?$/, message: 'POSTAL_CODE_INVALID', instruction: 'OUTCODE_INSTRUCTION' },
  IE: { name: 'routing key', pattern: new RegExp(`^${ROUTING_KEY}$`), message: 'POSTAL_CODE_INVALID', instruction: 'ROUTING_KEY_INSTRUCTION' },
  IS: { name: 'postcode', pattern: /^\d{1,3}$/, message: 'POSTAL_CODE_INVALID', instruction: 'SHORT_POSTCODE_INSTRUCTION', leading: true },
};

/**
 * Where a location is the whole code: the countries whose location has always
 * been checked by its 4 or 5 digits. Elsewhere a location (the cart's shipping
 * and tax estimate) is any code the generic rule takes, a whole code included.
 */
const WHOLE_CODE_LOCATIONS: ReadonlySet<string> = new Set([
  ...['US', 'ES', 'DE', 'FR', 'IT', 'FI', 'EE', 'HR', 'GR', 'CZ', 'SK', 'SE', 'TR', 'MX', 'MY', 'TH', 'ID'],
  ...['AT', 'BE', 'CH', 'DK', 'NO', 'HU', 'SI', 'BG', 'PH', 'ZA', 'AU', 'NZ'],
]);

/** Elsewhere: letters, digits, spaces and hyphens, as postal codes around the world are written. */
const GENERIC: CodeFormat = { name: 'postal code', pattern: /^[A-Z\d][A-Z\d -]{0,9}$/, message: 'POSTAL_CODE_INVALID', asTyped: true };

/** The countries with an address rule of their own. */
export const ADDRESS_POSTAL_CODE_COUNTRIES: readonly string[] = Object.keys(ADDRESS_FORMATS);

/** The countries with a location rule of their own. */
export const LOCATION_POSTAL_CODE_COUNTRIES: readonly string[] = [...Object.keys(PARTIAL_LOCATIONS), ...WHOLE_CODE_LOCATIONS];

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

const isoCode = (country: string) => country.trim().toUpperCase();

function formatOf(country: string, use: PostalCodeUse): CodeFormat | undefined {
  if (use === 'address') return own(ADDRESS_FORMATS, country);
  return own(PARTIAL_LOCATIONS, country) ?? (WHOLE_CODE_LOCATIONS.has(country) ? own(ADDRESS_FORMATS, country) : undefined);
}

/** Spaces, hyphens and dashes, which shoppers put anywhere in a code. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]+/g;

/** A code as typed, upper case and without separators; NFKC turns a Japanese keyboard's full-width digits into plain ones. */
function compact(value: string, format: CodeFormat): string {
  const typed = value.normalize('NFKC').toUpperCase();
  return format.asTyped ? typed.trim().replace(/\s+/g, ' ') : typed.replace(SEPARATORS, '');
}

/** The code as the country writes it, or null when it does not fit the format. */
function written(format: CodeFormat, value: string): string | null {
  const typed = compact(value, format);
  const prefix = format.prefix ?? '';
  const letters = prefix.replace(SEPARATORS, '');
  const bare = letters !== '' && typed.startsWith(letters) ? typed.slice(letters.length) : typed;
  if (!format.pattern.test(bare)) return null;
  const [place, separator] = format.split ?? [0, ''];
  const at = place < 0 ? bare.length + place : place;
  return prefix + (at > 0 && at < bare.length ? `${bare.slice(0, at)}${separator}${bare.slice(at)}` : bare);
}

function problemOf(format: CodeFormat, value: string): MessageKey | null {
  if (format.head && !format.head.pattern.test(compact(value, format))) return format.head.message;
  return written(format, value) === null ? format.message : null;
}

function ruleOf(country: string, format: CodeFormat, messages: Messages): PostalCodeRule {
  const problem = (value: string) => problemOf(format, value);
  return {
    country,
    name: format.name,
    label: messages[LABELS[format.name]],
    ...(format.hint ? { hint: format.hint } : {}),
    ...(format.instruction ? { instruction: messages[format.instruction] } : {}),
    required: format !== GENERIC,
    problem,
    check: (value) => {
      const key = problem(value);
      return key && messages[key];
    },
    normalise: (value) => written(format, value) ?? value.trim(),
  };
}

/**
 * The rule for a country's code (ISO alpha-2 code, any case), its words from
 * `messages`: for an address, the country's whole code; for a location, the
 * spec's partial code. Countries without one get the generic rule. Every
 * caller names its use: a checkout that asked for a location once stored
 * addresses no courier could use.
 */
export function postalCodeRule(country: string, messages: Messages, use: PostalCodeUse): PostalCodeRule {
  const iso = isoCode(country);
  const format = formatOf(iso, use);
  return format ? ruleOf(iso, format, messages) : ruleOf('', GENERIC, messages);
}

/**
 * The location a code names, written as a location rule writes it: the
 * location part of a whole code ('H2X 1Y4' → 'H2X', 'SW1A 1AA' → 'SW1A',
 * 'D02 X285' → 'D02', '90210-1234' → '90210', the whole code where the spec
 * asks for no part), or a location itself; null when the code is neither.
 */
export function postalCodeLocation(country: string, value: string): string | null {
  const iso = isoCode(country);
  const format = own(ADDRESS_FORMATS, iso);
  const whole = format ? written(format, value) : null;
  if (format && whole !== null) return format.firstPartLocates ? whole.split(/[ -]/)[0] : whole;
  return written(formatOf(iso, 'location') ?? GENERIC, value);
}

/** Whether a code lies in a location kept from an estimate: they name the same location, or the code begins with it where the spec asks for up to 3 digits. */
export function postalCodeInLocation(country: string, value: string, location: string): boolean {
  const named = postalCodeLocation(country, value);
  const kept = postalCodeLocation(country, location);
  if (named === null || kept === null) return false;
  return named === kept || (formatOf(isoCode(country), 'location')?.leading === true && named.startsWith(kept));
}

/** The countries an address field offers: those with a location rule of their own, and others checked by the generic rule. */
export const ADDRESS_FIELD_COUNTRIES: readonly string[] = [
  ...LOCATION_POSTAL_CODE_COUNTRIES,
  ...['AE', 'AR', 'BR', 'CL', 'CN', 'CO', 'HK', 'IL', 'IN', 'JP', 'KR', 'LU', 'NL', 'PL', 'PT', 'SG'],
].sort();
