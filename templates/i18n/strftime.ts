// `{t|date %A, %B %e}`: strftime-style patterns (reference `date`). The
// names are English: the date formatter predates locale data (datetime is
// the localized one).
import { isoWeek, sundayWeek } from './local-time';
import type { LocalTime } from './local-time';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, width: number, fill = '0') => {
  const text = String(Math.abs(n)).padStart(width, fill);
  return n < 0 ? `-${text}` : text;
};
const two = (n: number) => pad(n, 2);
const hour12 = (t: LocalTime) => t.hour % 12 || 12;
const meridiem = (t: LocalTime) => (t.hour < 12 ? 'AM' : 'PM');
const shortName = (name: string) => name.slice(0, 3);

/** ±hh:mm; the seconds of a local mean time offset are dropped. */
function offset(t: LocalTime): string {
  const m = Math.floor(Math.abs(t.offsetMs) / 60_000);
  return `${t.offsetMs < 0 ? '-' : '+'}${two(Math.floor(m / 60))}:${two(m % 60)}`;
}

const clock = (t: LocalTime) => `${two(t.minute)}:${two(t.second)}`;

/** The text of one `%x` directive; undefined for a letter that is not one. */
function directive(letter: string, t: LocalTime): string | undefined {
  switch (letter) {
    case 'a': return shortName(WEEKDAYS[t.weekday]);
    case 'A': return WEEKDAYS[t.weekday];
    case 'b':
    case 'h': return shortName(MONTHS[t.month - 1]);
    case 'B': return MONTHS[t.month - 1];
    case 'c': return `${directive('a', t)}, ${directive('b', t)} ${t.day}, ${t.year} ${directive('r', t)} ${directive('Z', t)}`;
    case 'C': return two(Math.floor(t.year / 100));
    case 'd': return two(t.day);
    case 'D': return `${two(t.month)}/${two(t.day)}/${directive('y', t)}`;
    case 'e': return pad(t.day, 2, ' ');
    case 'F': return `${pad(t.year, 4)}-${two(t.month)}-${two(t.day)}`;
    case 'g': return two(((isoWeek(t).year % 100) + 100) % 100);
    case 'G': return String(isoWeek(t).year);
    case 'H': return two(t.hour);
    case 'i': return String(hour12(t));
    case 'I': return two(hour12(t));
    case 'j': return pad(t.yearDay, 3);
    case 'k': return pad(t.hour, 2, ' ');
    case 'l': return pad(hour12(t), 2, ' ');
    case 'm': return two(t.month);
    case 'M': return two(t.minute);
    case 'n': return '\n';
    case 'N': return pad(t.millisecond * 1_000_000, 9);
    case 'p': return meridiem(t);
    case 'P': return meridiem(t).toLowerCase();
    case 'q': return String(Math.ceil(t.month / 3));
    case 'r': return `${hour12(t)}:${clock(t)} ${meridiem(t)}`;
    case 'R': return `${two(t.hour)}:${two(t.minute)}`;
    case 's': return String(Math.floor(t.epochMs / 1000));
    case 'S': return two(t.second);
    case 't': return '\t';
    case 'T': return `${two(t.hour)}:${clock(t)}`;
    case 'u': return String(t.weekday || 7);
    case 'U': return two(sundayWeek(t));
    case 'v': return `${pad(t.day, 2, ' ')}-${directive('b', t)}-${t.year}`;
    case 'V': return two(isoWeek(t).week);
    case 'w': return String(t.weekday);
    // The platform's %W is %U, not Monday-based.
    case 'W': return two(sundayWeek(t));
    case 'x': return `${two(t.month)}/${two(t.day)}/${t.year}`;
    case 'X': return `${two(hour12(t))}:${clock(t)} ${meridiem(t)}`;
    case 'y': return two(((t.year % 100) + 100) % 100);
    case 'Y': return String(t.year);
    case 'z': return offset(t);
    case 'Z': return t.zone.abbreviation(t.epochMs);
    case '%': return '%';
    default: return undefined;
  }
}

/**
 * A pattern split where its directives stand: `texts[i]` prints before the
 * directive `letters[i]`, the extra last text after them all. Split once,
 * when the tag compiles: a regular-expression replace on every call was most
 * of the `date` formatter's time (bench/engine.ts, gallery page).
 */
export interface StrftimePattern {
  readonly texts: readonly string[];
  readonly letters: readonly string[];
}

/** A `%` at the very end prints itself; any other `%` takes the one character after it as its directive. */
export function parseStrftime(pattern: string): StrftimePattern {
  const texts: string[] = [];
  const letters: string[] = [];
  let start = 0;
  for (let at = pattern.indexOf('%'); at >= 0 && at < pattern.length - 1; at = pattern.indexOf('%', start)) {
    texts.push(pattern.slice(start, at));
    letters.push(pattern[at + 1]);
    start = at + 2;
  }
  texts.push(pattern.slice(start));
  return { texts, letters };
}

/** Expands every directive; an unknown one prints nothing. */
export function strftime({ texts, letters }: StrftimePattern, t: LocalTime): string {
  let out = texts[0];
  for (let i = 0; i < letters.length; i++) out += (directive(letters[i], t) ?? '') + texts[i + 1];
  return out;
}
