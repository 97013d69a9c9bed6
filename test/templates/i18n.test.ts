// What the reference case files (test/templates/cases) cannot show: behaviour
// without locale data, error reports, and the bounded caches of spec section 9.
import { describe, expect, it } from 'vitest';
import { LruCache } from '../../templates/i18n/lru';
import { cachedMessage, MESSAGE_CACHE_SIZE } from '../../templates/i18n/message/format';
import { render } from '../../templates/index';

const t = Date.UTC(2020, 1, 24, 19, 4, 40);

describe('without locale data', () => {
  it('every locale formatter prints nothing', () => {
    const data = { t, u: t + 1000, n: 5, m: { decimalValue: '1', currencyCode: 'USD' }, s: '{0}' };
    const source =
      '{t|datetime}{t, u|datetime-interval}{n|decimal}{s|message n}{s|plural n}{m|money}{t|relative-time}{n|percentage-format}{n|bookkeeper-money-format}';
    expect(render(source, data, { locale: 'none' }).output).toBe('');
    expect(render(source, data).output).toBe('');
  });
});

describe('dates out of range', () => {
  it('print nothing and report the Julian day', () => {
    const far = render('{t|datetime}', { t: 1e16 }, { locale: 'en' });
    expect(far.output).toBe('');
    expect(far.errors[0].message).toContain('Julian day');
  });
});

describe('caches', () => {
  it('keep at most 100 parsed messages, dropping the least recently used', () => {
    const first = cachedMessage('msg 0');
    const second = cachedMessage('msg 1');
    for (let i = 2; i < MESSAGE_CACHE_SIZE; i++) cachedMessage(`msg ${i}`);
    cachedMessage('msg 0');
    cachedMessage(`msg ${MESSAGE_CACHE_SIZE}`);
    expect(cachedMessage('msg 0')).toBe(first);
    expect(cachedMessage('msg 1')).not.toBe(second);
  });

  it('never hold more than their capacity', () => {
    const cache = new LruCache<number, number>(3);
    for (let i = 0; i < 10; i++) cache.use(i, (k) => k * 2);
    expect(cache.size).toBe(3);
    expect([7, 8, 9].every((k) => cache.has(k))).toBe(true);
  });
});
