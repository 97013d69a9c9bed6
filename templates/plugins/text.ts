// Text family: escaping, encoding and reshaping the text of a value
// (reference Part 2). Every formatter here reads only its value and
// arguments.
import { toText, truthy } from '../values';
import { escapeAttribute, escapeHtml } from './escape';
import type { Formatter, PluginFamily } from './registry';

const TRUNCATE_DEFAULT = 100;
const TAG = /<[^>]*>/g;
const SPACE_RUN = /\s+/g;

/** `escape()` over the UTF-8 bytes: `A-Z a-z 0-9 @ * _ + - . /` stay, every other byte is `%XX`. */
const BYTES = Array.from({ length: 256 }, (_, b) => {
  const ch = String.fromCharCode(b);
  return /^[A-Za-z0-9@*_+\-./]$/.test(ch) ? ch : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
});
const utf8 = new TextEncoder();

function urlEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    // ASCII is its own UTF-8: only other text is encoded into bytes first.
    if (ch >= 128) return utf8Encode(text);
    out += BYTES[ch];
  }
  return out;
}

function utf8Encode(text: string): string {
  let out = '';
  for (const byte of utf8.encode(text)) out += BYTES[byte];
  return out;
}

interface Truncation {
  max: number;
  ellipsis: string;
}

/** Cuts after the last whitespace within the first `max` characters, or hard at `max`. */
function truncate(text: string, { max, ellipsis }: Truncation): string {
  if (!(max > 0) || text.length <= max) return text;
  const head = text.slice(0, max);
  let cut = max;
  for (let i = max - 1; i >= 0; i--) {
    if (/\s/.test(head[i])) {
      cut = i + 1;
      break;
    }
  }
  return head.slice(0, cut) + ellipsis;
}

/**
 * Typographic quotes. The opening single quote follows `- — ( [ "` and, as
 * the platform writes the rule, a backslash or the letter `s` (where
 * whitespace was meant), so `'` after a space closes.
 */
function smartypants(text: string): string {
  return text
    .replace(/(^|[-\u2014(["\\s])'/gm, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(^|[-\u2014/[(\u2018\s])"/gm, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014');
}

/** Letters, digits, whitespace and `-` stay; whitespace runs become `-`; lower case. */
export const slugify = (t: string) => t.replace(/[^A-Za-z0-9\s-]/g, '').replace(SPACE_RUN, '-').toLowerCase();

const text = (fn: (text: string) => string): Formatter => ({ pure: true, format: (value) => fn(toText(value)) });

const formatters: Record<string, Formatter<unknown>> = {
  capitalize: text((t) => t.toUpperCase()),
  'encode-space': text((t) => t.replace(/\s/g, '&nbsp;')),
  'encode-uri': text(encodeURI),
  'encode-uri-component': text(encodeURIComponent),
  html: text(escapeHtml),
  htmlattr: text(escapeAttribute),
  htmltag: text(escapeAttribute),
  'line-breaks': text((t) => t.replace(/\n/g, '<br/>')),
  // Falsy values pass through untouched (`0` still prints 0).
  safe: { pure: true, format: (value) => (truthy(value) ? toText(value).replace(TAG, '') : value) },
  slugify: text(slugify),
  smartypants: text(smartypants),
  str: text((t) => t),
  truncate: {
    pure: true,
    prepare: (args): Truncation => ({ max: args.length ? parseInt(args[0], 10) : TRUNCATE_DEFAULT, ellipsis: args[1] ?? '...' }),
    format: (value, a: Truncation) => truncate(toText(value), a),
  },
  'url-encode': text(urlEncode),
};

export const textPlugins: PluginFamily = { formatters };
