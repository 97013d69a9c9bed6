// Escaping shared by every family that emits markup. Values printed in a
// page are short (titles, prices, URLs), and for those one hand-written scan
// measured faster than a native regular-expression search followed by a scan
// (bench/engine.ts): the call into the regular-expression engine costs more
// than the characters it skips. Most values need no escaping and come back
// untouched, without a copy.
const AMP = 38;
const LT = 60;
const GT = 62;
const QUOT = 34;

function escape(text: string, quotes: boolean): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    // Every special character is at most '>': one comparison skips letters and digits.
    if (ch > GT) continue;
    let entity: string;
    if (ch === AMP) entity = '&amp;';
    else if (ch === LT) entity = '&lt;';
    else if (ch === GT) entity = '&gt;';
    else if (ch === QUOT && quotes) entity = '&quot;';
    else continue;
    out += text.slice(last, i) + entity;
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** For element content: quotes stay readable. */
export function escapeHtml(text: string): string {
  return escape(text, false);
}

/** For attribute values and tag bodies, where a quote would end the value. */
export function escapeAttribute(text: string): string {
  return escape(text, true);
}
