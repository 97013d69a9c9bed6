import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../schemas/currency';
import { LruCache } from '../../templates/i18n/lru';
import { cachedMessage, MESSAGE_CACHE_SIZE } from '../../templates/i18n/message/format';
import { MAX_DIGITS } from '../../templates/i18n/options';
import { render } from '../../templates/index';

const t = Date.UTC(2020, 1, 24, 19, 4, 40);
const out = (source: string, data: unknown = {}, locale = 'en', now?: number) =>
  render(source, data, { locale, now }).output;
// Intl's own text, with CLDR's spaces (the *ToParts methods keep them).
const intlDate = (locale: string, options: Intl.DateTimeFormatOptions, ms = t) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'America/New_York', ...options }).formatToParts(ms).map((p) => p.value).join('');

describe('without locale data', () => {
  it('every i18n formatter prints nothing', () => {
    const data = { t, r: [t, t + 1000], n: 5, m: { decimalValue: '1', currencyCode: 'USD' }, s: '{0}' };
    const source = '{t|datetime}{r|datetime-interval}{n|decimal}{s|message n}{s|plural n}{m|money}{t|relative-time}';
    expect(out(source, data, 'none')).toBe('');
    expect(render(source, data).output).toBe('');
  });
});

describe('datetime', () => {
  it('shows styles as the locale writes them, in the site time zone', () => {
    for (const style of ['short', 'medium', 'long', 'full'] as const) {
      expect(out(`{t|datetime date:${style}}`, { t }, 'de')).toBe(intlDate('de', { dateStyle: style }));
      expect(out(`{t|datetime time:${style}}`, { t })).toBe(intlDate('en', { timeStyle: style }));
    }
    const tokyo = { website: { timeZone: 'Asia/Tokyo' }, t };
    expect(out('{t|datetime time:short}', tokyo)).toBe(intlDate('en', { timeStyle: 'short', timeZone: 'Asia/Tokyo' }));
  });

  it('joins a date and a time with the glue of wrap:, else of the date width', () => {
    const date = intlDate('en', { dateStyle: 'short' });
    const time = intlDate('en', { timeStyle: 'short' });
    expect(out('{t|datetime date:short time:short}', { t })).toBe(`${date}, ${time}`);
    expect(out('{t|datetime date:short time:short wrap:full}', { t })).toBe(`${date} at ${time}`);
  });

  it('reads skeletons and other calendars', () => {
    expect(out('{t|datetime yMMMM}', { t }, 'fr')).toBe(intlDate('fr', { year: 'numeric', month: 'long' }));
    expect(out('{t|datetime date:long calendar:buddhist}', { t }, 'th')).toBe(intlDate('th', { dateStyle: 'long', calendar: 'buddhist' }));
  });

  it('opens a sentence with an upper-case letter for context:begin-sentence', () => {
    const weekday = intlDate('fr', { weekday: 'long' });
    expect(weekday[0]).toBe(weekday[0].toLowerCase());
    expect(out('{t|datetime EEEE context:begin-sentence}', { t }, 'fr')).toBe(weekday[0].toUpperCase() + weekday.slice(1));
  });

  it('prints nothing for a value that is not a date, and reports a Julian day out of range', () => {
    expect(render('{t|datetime}', { t: 'soon' }, { locale: 'en' })).toEqual({ output: '', errors: [] });
    const far = render('{t|datetime}', { t: 1e16 }, { locale: 'en' });
    expect(far.output).toBe('');
    expect(far.errors[0].message).toContain('Julian day');
  });
});

describe('datetime-interval', () => {
  const format = (options: Intl.DateTimeFormatOptions, a: number, b: number) =>
    new Intl.DateTimeFormat('en', { timeZone: 'America/New_York', ...options }).formatRangeToParts(a, b).map((p) => p.value).join('');

  it('shows the times of one day, else the dates, else the given skeleton', () => {
    const later = t + 3 * 3_600_000;
    const nextMonth = t + 30 * 86_400_000;
    expect(out('{r|datetime-interval}', { r: [t, later] })).toBe(format({ hour: 'numeric', minute: 'numeric' }, t, later));
    expect(out('{r|datetime-interval}', { r: [t, nextMonth] })).toBe(format({ year: 'numeric', month: 'short', day: 'numeric' }, t, nextMonth));
    expect(out('{r|datetime-interval yMMMM}', { r: [t, nextMonth] })).toBe(format({ year: 'numeric', month: 'long' }, t, nextMonth));
  });

  it('prints nothing without two dates', () => {
    expect(out('{a|datetime-interval}{b|datetime-interval}{c|datetime-interval}', { a: t, b: [t], c: [t, 'x'] })).toBe('');
  });
});

describe('decimal', () => {
  const nf = (locale: string, options: Intl.NumberFormatOptions, n: number | string) =>
    new Intl.NumberFormat(locale, options).format(n as number);

  it('writes numbers the locale way, exactly as given in decimal text', () => {
    expect(out('{n|decimal}', { n: 1234567.891 }, 'de')).toBe(nf('de', {}, 1234567.891));
    expect(out('{n|decimal maxfrac:20}', { n: '0.12345678901234567891' })).toBe('0.12345678901234567891');
  });

  it('knows percent, percent-scaled, short and long styles', () => {
    const percent = nf('en', { style: 'percent' }, 0.42);
    expect(out('{a|decimal style:percent}|{b|decimal style:percent-scaled}', { a: 0.42, b: 42 })).toBe(`${percent}|${percent}`);
    expect(out('{n|decimal style:short}', { n: 12345 })).toBe(nf('en', { notation: 'compact' }, 12345));
    expect(out('{n|decimal style:long}', { n: 12345 })).toBe(nf('en', { notation: 'compact', compactDisplay: 'long' }, 12345));
  });

  it('takes digit options, clamped to 0 to 50, and group:false', () => {
    const n = { n: 1234.5 };
    expect(out('{n|decimal minfrac:2}|{n|decimal maxfrac:0}|{n|decimal minint:6 group:false}', n)).toBe('1,234.50|1,234|001234.5');
    expect(out('{n|decimal maxsig:2}', n)).toBe(nf('en', { maximumSignificantDigits: 2 }, 1234.5));
    expect(out('{n|decimal maxfrac:-4}', n)).toBe(out('{n|decimal maxfrac:0}', n));
    expect(out(`{n|decimal minfrac:${MAX_DIGITS + 40}}`, n)).toBe(out(`{n|decimal minfrac:${MAX_DIGITS}}`, n));
    expect(render(`{n|decimal minfrac:999 minint:999 maxsig:999}`, n, { locale: 'en' }).errors).toEqual([]);
  });

  it('rounds half to even unless round: says otherwise', () => {
    expect(out('{a|decimal maxfrac:0} {b|decimal maxfrac:0}', { a: 2.5, b: 3.5 })).toBe('2 4');
    expect(out('{a|decimal maxfrac:0 round:half-up}', { a: 2.5 })).toBe('3');
  });

  it('prints nothing for what is not a finite number', () => {
    expect(out('{a|decimal}{b|decimal}{c|decimal}{d|decimal}', { a: 'Infinity', b: 'abc', c: null, d: { x: 1 } })).toBe('');
  });
});

describe('money', () => {
  it('shows store currencies in English exactly as the rest of the store does', () => {
    for (const [currencyCode, decimalValue, cents] of [['USD', '1234.5', 123450], ['DKK', '-7.25', -725], ['JPY', '1500', 1500]] as const) {
      expect(out('{m|money}', { m: { decimalValue, currencyCode } })).toBe(formatMoney(cents, currencyCode));
    }
    expect(out('{m|money}', { m: { value: '3.10', currency: 'CAD' } }, 'en-US')).toBe(formatMoney(310, 'CAD'));
  });

  it('rounds half to even to the currency digits', () => {
    const money = (decimalValue: string) => ({ decimalValue, currencyCode: 'USD' });
    expect(out('{a|money} {b|money} {c|money}', { a: money('0.125'), b: money('0.135'), c: money('0.1251') })).toBe(
      [12, 14, 13].map((c) => formatMoney(c, 'USD')).join(' '),
    );
  });

  it('follows the locale and the style elsewhere', () => {
    const m = { decimalValue: '2500', currencyCode: 'EUR' };
    const nf = (locale: string, options: Intl.NumberFormatOptions = {}) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', ...options }).format(2500);
    expect(out('{m|money}', { m }, 'de-DE')).toBe(nf('de-DE'));
    expect(out('{m|money style:code}', { m })).toBe(nf('en', { currencyDisplay: 'code' }));
    expect(out('{m|money style:name}', { m })).toBe(nf('en', { currencyDisplay: 'name' }));
  });

  it('prints nothing for a value that is not money', () => {
    const bad = [{ foo: 1 }, { decimalValue: 'ten', currencyCode: 'USD' }, { decimalValue: '1', currencyCode: 'dollars' }, 5, null];
    for (const m of bad) expect(out('{m|money}', { m })).toBe('');
  });
});

describe('relative-time', () => {
  const now = Date.UTC(2021, 0, 1);
  const DAY = 86_400_000;
  const rtf = (value: number, unit: Intl.RelativeTimeFormatUnit) => new Intl.RelativeTimeFormat('en').format(value, unit);

  it('counts from now in the largest unit, rounded, weeks only when allowed', () => {
    expect(out('{t|relative-time}', { t: now - 10 * DAY }, 'en', now)).toBe(rtf(-10, 'day'));
    expect(out('{t|relative-time allowWeeks:true}', { t: now - 10 * DAY }, 'en', now)).toBe(rtf(-1, 'week'));
    expect(out('{t|relative-time}', { t: now + 45 * DAY }, 'en', now)).toBe(rtf(2, 'month'));
    expect(out('{t|relative-time style:short}', { t: now + 3 * 3_600_000 }, 'en', now)).toBe(
      new Intl.RelativeTimeFormat('en', { style: 'short' }).format(3, 'hour'),
    );
  });

  it('measures from the first of two dates to the second', () => {
    expect(out('{r|relative-time}', { r: [now, now + 400 * DAY] }, 'en', now)).toBe(rtf(1, 'year'));
  });
});

describe('message and plural', () => {
  it('reads arguments by position, and by name when bound with name=path', () => {
    expect(out('{m|message a who=b.c}', { m: '{0}, {1}, {who}, {2}, {a}', a: 'A', b: { c: 'C' } })).toBe('A, C, C, , ');
  });

  it('chooses exact values before plural categories, counting past an offset', () => {
    const m = '{0 plural offset:1 =0{nobody} =1{just {1}} one{{1} and # other} other{{1} and # others}}';
    const said = (n: number) => out('{m|message n who}', { m, n, who: 'Ann' });
    expect([0, 1, 2, 5].map(said)).toEqual(['nobody', 'just Ann', 'Ann and 1 other', 'Ann and 4 others']);
  });

  it('selects by value and by ordinal, in the locale', () => {
    const m = '{0 select she{her} other{their}} {1 selectordinal one{#st} two{#nd} few{#rd} other{#th}}';
    expect(out('{m|message g n}', { m, g: 'she', n: 22 })).toBe('her 22nd');
    expect(out('{m|message g n}', { m, g: 'x', n: 13 })).toBe('their 13th');
    const fr = '{0 plural one{# jour} other{# jours}}';
    expect(out('{m|plural n}', { m: fr, n: 1.5 }, 'fr')).toBe('1.5 jour');
    expect(out('{m|plural n}', { m: fr, n: 2 }, 'fr')).toBe('2 jours');
  });

  it('runs template formatters named in placeholders', () => {
    const data = { m: '{0 decimal maxfrac:1} / {1 money} / {1 currency style:code}', n: 3.14159, p: { decimalValue: '5', currencyCode: 'GBP' } };
    const expected = `3.1 / ${formatMoney(500, 'GBP')} / ${new Intl.NumberFormat('en', { style: 'currency', currency: 'GBP', currencyDisplay: 'code' }).format(5)}`;
    expect(out('{m|message n p}', data)).toBe(expected);
    expect(out('{m|message}', { m: 'a{0 no-such-formatter}b' })).toBe('ab');
  });

  it("keeps ICU quotes and apostrophes, and prints a broken placeholder as written", () => {
    expect(out('{m|message}', { m: "It's '{0}' and ''{0}''" })).toBe("It's {0} and ''");
    for (const m of ['{0 plural one{#', 'a {', '}{', '{0 plural one}', '{'.repeat(500)]) expect(out('{m|message}', { m })).toBe(m);
  });

  it('prints nothing for a message that is not text', () => {
    expect(out('{m|message}', { m: 5 })).toBe('');
  });

  it('keeps at most 100 parsed messages, dropping the least recently used', () => {
    const first = cachedMessage('msg 0');
    const second = cachedMessage('msg 1');
    for (let i = 2; i < MESSAGE_CACHE_SIZE; i++) cachedMessage(`msg ${i}`);
    cachedMessage('msg 0');
    cachedMessage(`msg ${MESSAGE_CACHE_SIZE}`);
    expect(cachedMessage('msg 0')).toBe(first);
    expect(cachedMessage('msg 1')).not.toBe(second);
  });
});

describe('LruCache', () => {
  it('never holds more than its capacity', () => {
    const cache = new LruCache<number, number>(3);
    for (let i = 0; i < 10; i++) cache.use(i, (k) => k * 2);
    expect(cache.size).toBe(3);
    expect([7, 8, 9].every((k) => cache.has(k))).toBe(true);
  });
});
