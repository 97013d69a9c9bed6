import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render, toJson } from '../../templates/index';
import { toJsonAttribute } from '../../templates/json';

// The oracle: the platform's rule stated directly, native JSON with every
// `</` broken as `<\/`.
const oracle = (value: unknown): string => (JSON.stringify(value) ?? '').replaceAll('</', '<\\/');

// Strings built from the characters that matter to JSON and to the script
// rule, plus arbitrary code units (lone surrogates, controls, U+2028).
const tricky = fc.oneof(
  fc.array(fc.constantFrom('<', '/', 'script', 'SCRIPT', 'sCrIpT', '</', '"', '\\', '\n', '\u0000', '\u2028', 'é', '😀', '\ud800', 'a', ' '), { maxLength: 12 }).map((xs) => xs.join('')),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const key = fc.oneof(tricky, fc.constantFrom('__proto__', '0', '10', '2', 'toJSON', 'constructor'));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    tricky,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  ),
}));

describe('json formatter text', () => {
  it('equals native JSON with every `</` escaped, for any JSON-like value', () => {
    fc.assert(fc.property(value, (v) => {
        expect(toJson(v)).toBe(oracle(v));
      }), { numRuns: 2000 });
  });

  it('inside an attribute, equals that text with `&<>"` escaped', () => {
    const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
    fc.assert(fc.property(value, (v) => {
        expect(toJsonAttribute(v)).toBe(attribute(oracle(v)));
      }), { numRuns: 2000 });
    expect(toJsonAttribute({ when: new Date(Date.UTC(2026, 0, 2)), t: 'a&b' })).toBe(attribute(oracle({ when: new Date(Date.UTC(2026, 0, 2)), t: 'a&b' })));
  });

  it('prints the same through `json|htmlattr` and `json|htmltag` as through `json` then the escape', () => {
    const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
    fc.assert(fc.property(value, (v) => {
        const expected = `<b data-v="${attribute(oracle(v))}">`;
        expect(render('<b data-v="{v|json|htmlattr}">', { v }).output).toBe(expected);
        expect(render('<b data-v="{v|json|htmltag}">', { v }).output).toBe(expected);
        expect(render('{.var @j v|json|htmlattr}<b data-v="{@j}">', { v }).output).toBe(expected);
      }), { numRuns: 500 });
    // Formatters after the fused pair still run on its text.
    expect(render('{v|json|htmlattr|html}', { v: { a: '<&>' } }).output).toBe('{&amp;quot;a&amp;quot;:&amp;quot;&amp;lt;&amp;amp;&amp;gt;&amp;quot;}');
  });

  it('writes a list changed between two executions as it is in each', () => {
    const variants = [{ sku: 'A', qtyInStock: 1 }];
    const template = '<b data-v="{variants|json|htmlattr}" data-w="{variants|json|htmlattr}">';
    const first = render(template, { variants }).output;
    expect(first).toBe('<b data-v="[{&quot;sku&quot;:&quot;A&quot;,&quot;qtyInStock&quot;:1}]" data-w="[{&quot;sku&quot;:&quot;A&quot;,&quot;qtyInStock&quot;:1}]">');
    variants[0].qtyInStock = 0;
    variants.push({ sku: 'B', qtyInStock: 2 });
    expect(render(template, { variants }).output).toBe(
      '<b data-v="[{&quot;sku&quot;:&quot;A&quot;,&quot;qtyInStock&quot;:0},{&quot;sku&quot;:&quot;B&quot;,&quot;qtyInStock&quot;:2}]" data-w="[{&quot;sku&quot;:&quot;A&quot;,&quot;qtyInStock&quot;:0},{&quot;sku&quot;:&quot;B&quot;,&quot;qtyInStock&quot;:2}]">',
    );
  });

  it('hands values with their own serialization to the native serializer', () => {
    const values = [
      { when: new Date(Date.UTC(2026, 0, 2)), note: '</Script>' },
      { toJSON: () => ({ replaced: '</script>' }) },
      [new Map([[1, 2]]), Object.create({ inherited: 1 }), Object.assign(Object.create(null), { bare: '</SCRIPT' })],
      { skipped: () => 1, also: Symbol('s'), kept: [() => 1, undefined] },
    ];
    for (const v of values) expect(toJson(v)).toBe(oracle(v));
  });

  it('keeps the native failure for values JSON cannot express', () => {
    const { output, errors } = render('{a|json}', { a: { n: 1n } });
    expect(output).toBe('');
    expect(errors.map((e) => e.message).join()).toContain('BigInt');
  });

  it('pretty-prints with the same escaping', () => {
    const v = { a: ['</script>', { b: 1 }] };
    expect(render('{@|json-pretty}', v).output).toBe((JSON.stringify(v, null, 2) ?? '').replace(/<\/(script)/gi, '<\\/$1'));
  });
});
