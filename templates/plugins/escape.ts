// Escaping shared by every family that emits markup. Most values need no
// escaping at all, so one native regular-expression search finds the first
// special character (or returns the input untouched) and only the rest of
// the text is scanned by hand.
const AMP = 38;
const LT = 60;
const GT = 62;
const QUOT = 34;
const HTML_SPECIAL = /[&<>]/;
const ATTRIBUTE_SPECIAL = /[&<>"]/;

function escape(text: string, quotes: boolean): string {
  const first = text.search(quotes ? ATTRIBUTE_SPECIAL : HTML_SPECIAL);
  if (first < 0) return text;
  let out = '';
  let last = 0;
  for (let i = first; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    let entity: string;
    if (ch === AMP) entity = '&amp;';
    else if (ch === LT) entity = '&lt;';
    else if (ch === GT) entity = '&gt;';
    else if (ch === QUOT && quotes) entity = '&quot;';
    else continue;
    out += text.slice(last, i) + entity;
    last = i + 1;
  }
  return out + text.slice(last);
}

/** For element content: quotes stay readable. */
export function escapeHtml(text: string): string {
  return escape(text, false);
}

/** For attribute values and tag bodies, where a quote would end the value. */
export function escapeAttribute(text: string): string {
  return escape(text, true);
}
