// Postal codes of address entry (spec section 5): what a country calls its
// code, the example hint, what to enter, and the message when the code does
// not fit. One table serves form address fields and checkout addresses, on the
// server and in the browser, so it is kept free of zod. Its words are the
// catalogue's, in the language of the table it is given.
import { en, type MessageKey, type Messages } from '../messages/catalogue';

/** What the visitor is asked for, in the spec's words. */
export type PostalCodeName = 'ZIP code' | 'postcode' | 'postal code' | 'FSA' | 'routing key';

/** The catalogue's label of each kind of code. */
const LABELS: Readonly<Record<PostalCodeName, MessageKey>> = {
  'ZIP code': 'ZIP_CODE_LABEL',
  postcode: 'POSTCODE_LABEL',
  'postal code': 'POSTAL_CODE_LABEL',
  FSA: 'FSA_LABEL',
  'routing key': 'ROUTING_KEY_LABEL',
};

export interface PostalCodeRule {
  /** ISO 3166-1 alpha-2 code of the country, upper case; '' for the generic rule. */
  readonly country: string;
  readonly name: PostalCodeName;
  /** The field's label in the catalogue's language: 'ZIP code', 'Postcode'. */
  readonly label: string;
  /** An example code to show as a placeholder. */
  readonly hint?: string;
  /** What to enter, when the country asks for only a part of its code. */
  readonly instruction?: string;
  /** The catalogue key of the spec's message for a code that does not fit, or null when it does. Spaces around it are ignored. */
  problem(value: string): MessageKey | null;
  /** That message in the catalogue's language. */
  check(value: string): string | null;
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

interface RuleSpec {
  name: PostalCodeName;
  pattern: RegExp;
  message: MessageKey;
  hint?: string;
  instruction?: MessageKey;
  /** Digit codes are checked without their spaces: '114 55' is a Swedish code as written. */
  ignoresSpaces?: boolean;
}

const digits = (count: number, message: MessageKey, name: PostalCodeName = 'postal code', hint?: string): RuleSpec => ({
  name,
  pattern: new RegExp(`^\\d{${count}}$`),
  message,
  hint,
  ignoresSpaces: true,
});

const FIVE_DIGITS = digits(5, 'POSTAL_CODES_5_DIGITS');
const FOUR_DIGITS = digits(4, 'POSTAL_CODES_4_DIGITS');
const FOUR_DIGIT_POSTCODE = digits(4, 'POSTCODES_4_DIGITS', 'postcode');

const RULES: Readonly<Record<string, RuleSpec>> = {
  // A ZIP+4 code starts with the five digits the rule asks for.
  US: { name: 'ZIP code', pattern: /^\d{5}(-\d{4})?$/, message: 'ZIP_CODES_5_DIGITS', hint: '90210', ignoresSpaces: true },
  ES: digits(5, 'POSTAL_CODES_5_DIGITS', 'postal code', '08038'),
  ...Object.fromEntries(['DE', 'FR', 'IT', 'FI', 'EE', 'HR', 'GR', 'CZ', 'SK', 'SE', 'TR', 'MX', 'MY', 'TH', 'ID'].map((code) => [code, FIVE_DIGITS])),
  ...Object.fromEntries(['AT', 'BE', 'CH', 'DK', 'NO', 'HU', 'SI', 'BG', 'PH', 'ZA'].map((code) => [code, FOUR_DIGITS])),
  AU: FOUR_DIGIT_POSTCODE,
  NZ: FOUR_DIGIT_POSTCODE,
  // The Forward Sortation Area: the first three characters of a Canadian code.
  CA: { name: 'FSA', pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/i, message: 'FSA_INVALID' },
  // The outward half of a UK postcode: the area letters, then the district.
  GB: { name: 'postcode', pattern: /^[A-Z]{1,2}(\d[A-Z\d]?)?$/i, message: 'POSTAL_CODE_INVALID', instruction: 'OUTCODE_INSTRUCTION' },
  // The first three characters of an Eircode; D6W is the one routing key with a letter last.
  IE: { name: 'routing key', pattern: /^([AC-FHKNPRTV-Y]\d\d|D6W)$/i, message: 'POSTAL_CODE_INVALID', instruction: 'ROUTING_KEY_INSTRUCTION' },
  IS: { name: 'postcode', pattern: /^\d{1,3}$/, message: 'POSTAL_CODE_INVALID', instruction: 'SHORT_POSTCODE_INSTRUCTION', ignoresSpaces: true },
};

/** Elsewhere: letters, digits, spaces and hyphens, as postal codes around the world are written. */
const GENERIC: RuleSpec = { name: 'postal code', pattern: /^[A-Z\d][A-Z\d -]{0,9}$/i, message: 'POSTAL_CODE_INVALID' };

/** The countries with a rule of their own. */
export const POSTAL_CODE_COUNTRIES: readonly string[] = Object.keys(RULES);

function ruleOf(country: string, spec: RuleSpec, messages: Messages): PostalCodeRule {
  const problem = (value: string) => {
    const code = spec.ignoresSpaces ? value.replace(/\s+/g, '') : value.trim();
    return spec.pattern.test(code) ? null : spec.message;
  };
  return {
    country,
    name: spec.name,
    label: messages[LABELS[spec.name]],
    ...(spec.hint ? { hint: spec.hint } : {}),
    ...(spec.instruction ? { instruction: messages[spec.instruction] } : {}),
    problem,
    check: (value) => {
      const key = problem(value);
      return key && messages[key];
    },
  };
}

/** The rule for a country (ISO alpha-2 code, any case), its words from `messages`; countries without one get the generic rule. */
export function postalCodeRule(country: string, messages: Messages = en): PostalCodeRule {
  const code = country.trim().toUpperCase();
  const spec = Object.hasOwn(RULES, code) ? RULES[code] : undefined;
  return spec ? ruleOf(code, spec, messages) : ruleOf('', GENERIC, messages);
}

/** The countries an address field offers: those with a rule of their own, and others checked by the generic rule. */
export const ADDRESS_FIELD_COUNTRIES: readonly string[] = [
  ...POSTAL_CODE_COUNTRIES,
  ...['AE', 'AR', 'BR', 'CL', 'CN', 'CO', 'HK', 'IL', 'IN', 'JP', 'KR', 'LU', 'NL', 'PL', 'PT', 'SG'],
].sort();
