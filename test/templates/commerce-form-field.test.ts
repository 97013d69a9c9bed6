import { describe, expect, it } from 'vitest';
import { render } from '../../templates/index';

/** The answer part of a summary-form-field: what follows the bold title. */
function answer(field: object): string {
  const html = render('{f|summary-form-field}', { f: { rawTitle: 'Q', ...field } }).output;
  return html.slice(html.indexOf('</span> ') + '</span> '.length, html.lastIndexOf('</div>')).trim();
}

describe('summary-form-field (spec section 3 value shapes)', () => {
  it('maps likert answers -2 to 2 onto their five labels', () => {
    const values = { a: '-2', b: '-1', c: '0', d: '1', e: '2' };
    const labels = [...answer({ type: 'likert', values }).matchAll(/<\/span> (.*)<\/div>/g)].map((m) => m[1]);
    expect(labels).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
  });

  it('prepends an empty country to a phone in 3 parts', () => {
    expect(answer({ type: 'phone', values: ['646', '555', '0101'] })).toBe('646-555-0101');
    expect(answer({ type: 'phone', values: ['44', '20', '7946', '0000'] })).toBe('+44 20-7946-0000');
  });

  it('writes dates as month/day/year and names as first last', () => {
    expect(answer({ type: 'date', values: { Month: '7', Day: '4', Year: '2026' } })).toBe('7/4/2026');
    expect(answer({ type: 'name', values: { First: 'Ada', Last: 'Lovelace' } })).toBe('Ada Lovelace');
  });

  it('pads minutes and seconds of a time', () => {
    expect(answer({ type: 'time', values: { Hour: '11', Minute: '5', Ampm: 'pm' } })).toBe('11:05:00 pm');
  });

  it("shows 'N/A' for an empty answer: whitespace, zero-width characters or bare tags", () => {
    const empties: object[] = [
      { type: 'text', value: '  ' },
      { type: 'text', value: '\u200B<br>' },
      { type: 'name', values: { First: '', Last: ' ' } },
      { type: 'address', values: {} },
      { type: 'phone', values: { Country: '1' } },
      { type: 'time', values: { Ampm: 'am' } },
      { type: 'likert', values: { a: '' } },
      { type: 'checkbox', values: [] },
      { type: 'date' },
    ];
    for (const field of empties) expect(answer(field), JSON.stringify(field)).toBe('N/A');
  });

  it('escapes what visitors typed', () => {
    expect(answer({ type: 'text', value: '<script>x</script>' })).toBe('&lt;script&gt;x&lt;/script&gt;');
    expect(answer({ type: 'checkbox', values: ['1 < 2', 'b&c'] })).toBe('1 &lt; 2, b&amp;c');
    expect(render('{f|summary-form-field}', { f: { rawTitle: '<T>', value: 'v' } }).output).toContain('>&lt;T&gt;:</span>');
  });
});
