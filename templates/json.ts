// JSON text for the `json` formatters (reference `json`): exactly
// `JSON.stringify`, with every `</` written `<\/` so the text can sit inside
// a <script> element.
//
// Why by hand: pages print small JSON objects per item (a variant, a
// product's options), and for those one pass in JavaScript, which escapes
// `</` while it scans each string, measured about a third faster than
// the native call followed by a second scan for `</` (bench/engine.ts). Only
// plain data takes this path: any value the native serializer treats
// specially (a `toJSON` method, a class instance, a string that needs
// escapes) is handed to it, so the output never differs (see the property
// test in test/templates/json.test.ts).
import { rememberLast } from './execution-memo';
import { escapeAttribute } from './plugins/escape';

/** JSON that is safe to embed in a <script> element; '' for values JSON cannot express. */
export function toJson(value: unknown, indent?: number): string {
  return (indent === undefined ? serialize(value, SCRIPT) : native(value, indent)) ?? '';
}

/**
 * The same JSON written inside a double-quoted attribute, `&<>"` escaped:
 * product fragments print whole variant lists this way, and escaping while
 * serializing measured several times faster than escaping the finished
 * text, which has a quote around every key and string.
 */
export function toJsonAttribute(value: unknown): string {
  return Array.isArray(value) ? listAttribute(value) : (serialize(value, ATTRIBUTE) ?? '');
}

/**
 * A product page prints its variant list twice (the product's
 * `data-variants` and its variant selectors'), with small objects written
 * between (a scarcity message's attributes), and writing that list was a
 * tenth of executing such a page (bench/engine.ts, gallery page): the last
 * list's text is kept for the running execution.
 */
const listAttribute = rememberLast((list: readonly unknown[]) => serialize(list, ATTRIBUTE) ?? '');

const PLAIN = Object.prototype;

/** Where the text goes: how strings, keys and native fallbacks are written there. */
interface Style {
  /** A string literal. */
  quote(text: string): string;
  /** The native serializer's text, escaped for the destination. */
  native(value: unknown): string | undefined;
  /**
   * `"key":` for each object key. Data repeats a few keys endlessly, so
   * their quoted forms are kept; the bound keeps hostile data from growing
   * the map.
   */
  readonly members: Map<string, string>;
}

const MAX_MEMBERS = 4096;

function serialize(value: unknown, style: Style): string | undefined {
  switch (typeof value) {
    case 'string':
      return style.quote(value);
    case 'number':
      return Number.isFinite(value) ? `${value}` : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value === null) return 'null';
      return Array.isArray(value) ? array(value, style) : object(value, style);
    default:
      return style.native(value);
  }
}

function array(items: readonly unknown[], style: Style): string {
  let out = '[';
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out += ',';
    out += serialize(items[i], style) ?? 'null';
  }
  return out + ']';
}

function object(value: object, style: Style): string | undefined {
  const proto = Object.getPrototypeOf(value) as unknown;
  if ((proto !== PLAIN && proto !== null) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return style.native(value);
  let out = '{';
  for (const key in value) {
    // Written out, not through a module variable: V8 then folds the test into the
    // for-in over the same object, as in `truthy`; this measured a tenth to a
    // fifth of writing small objects (bench/engine.ts, page).
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    const text = serialize((value as Record<string, unknown>)[key], style);
    if (text === undefined) continue;
    out += (out.length > 1 ? ',' : '') + member(key, style) + text;
  }
  return out + '}';
}

function member(key: string, style: Style): string {
  let text = style.members.get(key);
  if (text === undefined) {
    text = `${style.quote(key)}:`;
    if (style.members.size < MAX_MEMBERS) style.members.set(key, text);
  }
  return text;
}

const QUOTE = 34;
const AMP = 38;
const SLASH = 47;
const LT = 60;
const GT = 62;
const BACKSLASH = 92;

const isSurrogate = (ch: number) => ch >= 0xd800 && ch <= 0xdfff;

/** Escapes other than `<\/` are rare, so a string that needs one goes native. */
function scriptQuote(text: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch > BACKSLASH) {
      // Lone surrogates are escaped by the native serializer; pairs are not, but are rare enough to let it decide.
      if (!isSurrogate(ch)) continue;
      return native(text) as string;
    }
    if (ch > SLASH) {
      if (ch === BACKSLASH) return native(text) as string;
      continue;
    }
    if (ch === SLASH) {
      if (i > 0 && text.charCodeAt(i - 1) === LT) {
        out += `${text.slice(last, i)}\\`;
        last = i;
      }
      continue;
    }
    if (ch < 32 || ch === QUOTE) return native(text) as string;
  }
  return last === 0 ? `"${text}"` : `"${out}${text.slice(last)}"`;
}

/** Strings with nothing to escape (most of them) are written directly; the rest go native. */
function attributeQuote(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch < 32 || ch === QUOTE || ch === AMP || ch === LT || ch === GT || ch === BACKSLASH || isSurrogate(ch)) return attributeNative(text) as string;
  }
  return `&quot;${text}&quot;`;
}

function native(value: unknown, indent?: number): string | undefined {
  const text = JSON.stringify(value, null, indent);
  return text === undefined ? undefined : escapeScriptEnd(text);
}

function attributeNative(value: unknown): string | undefined {
  const text = native(value);
  return text === undefined ? undefined : escapeAttribute(text);
}

const SCRIPT: Style = { quote: scriptQuote, native: (value) => native(value), members: new Map() };
const ATTRIBUTE: Style = { quote: attributeQuote, native: attributeNative, members: new Map() };

/** `</` -> `<\/` in JSON text. Scanned by hand: a regular-expression replace measured several times slower. */
function escapeScriptEnd(text: string): string {
  let out = '';
  let last = 0;
  for (let at = text.indexOf('</'); at >= 0; at = text.indexOf('</', at + 2)) {
    out += text.slice(last, at + 1) + '\\';
    last = at + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}
