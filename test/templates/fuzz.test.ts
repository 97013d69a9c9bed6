// Hostile and random templates and data against the engine (issue #14): an
// owner's template is untrusted input to the Worker, so compiling and running
// any text on any JSON must never throw, and must stay bounded: errors are
// collected (at most MAX_ERRORS) and the output cannot outgrow what the
// template and data can make.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, execute, parse, pluginNames } from '../../templates/index';
import { MAX_ERRORS } from '../../templates/executor';

const { formatters, predicates } = pluginNames();

/** Pieces templates are made of, including broken ones, so that random text reaches deep into the parser. */
const TOKEN = fc.oneof(
  fc.constantFrom(
    '{', '}', '{.end}', '{.or}', '{.alternates with}', '{@}', '{@index}', '{.section a}', '{.section b.c}', '{.repeated section list}',
    '{.if a}', '{.if a || b}', '{.var @x a}', '{.macro m}', '{.apply m}', '{.eval 1 + a * 2}', '{.eval "x" + 1/0}', '{#comment}',
    '{##', '##}', '{^.if a}', '{^.end}', '{.ctx @c a=1}', '{.include x}', '{.inject @i x}', '{.meta-left}', '{.space}', '{.newline}',
    '{a|', '{a|json}', '{a.b.c|html|htmlattr}', '{a,b|datetime-interval}', '\n', ' ', 'text', '<b>', '&amp;', '\u0000', '\ud800', '💥',
  ),
  fc.constantFrom(...formatters).map((name) => `{a|${name}}`),
  fc.constantFrom(...formatters).map((name) => `{list.0|${name} x y}`),
  fc.constantFrom(...predicates).map((name) => `{.${name} a}Y{.or}N{.end}`),
  fc.string({ maxLength: 8 }),
);
const TEMPLATE = fc.array(TOKEN, { maxLength: 40 }).map((tokens) => tokens.join(''));

const LEAF = fc.oneof(
  fc.constant(null), fc.boolean(), fc.integer(), fc.double(), fc.string({ maxLength: 20 }),
  fc.constantFrom(-0, Number.MAX_SAFE_INTEGER, 1e308, '', '0', 'NaN', '2024-02-29', '\ud800', '<script>'),
);
const DATA = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, LEAF, tie('list'), tie('object')),
  list: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'list', 'items', 'structuredContent', 'variants', 'priceMoney', 'options', 'id'), tie('value'), { maxKeys: 6 }),
})).object;

describe('the engine on hostile templates and data', () => {
  it('never throws, and keeps its errors and output bounded', () => {
    fc.assert(
      fc.property(TEMPLATE, DATA, fc.constantFrom('en-US', 'de-DE', 'ja-JP', undefined), (source, data, locale) => {
        const { errors } = parse(source);
        expect(Array.isArray(errors)).toBe(true);
        const result = execute(compile(source), data, { locale, enableExpr: true, enableInclude: true });
        expect(typeof result.output).toBe('string');
        expect(result.errors.length).toBeLessThanOrEqual(MAX_ERRORS);
        // Every byte comes from the template, the data or a formatter's markup around them: nothing runs away.
        expect(result.output.length).toBeLessThan(200_000);
      }),
      { numRuns: 1000, seed: 20261123 },
    );
  });

  it('stops a macro that applies itself and deep nesting, with an error and no throw', () => {
    const recursive = execute(compile('{.macro m}x{@|apply m}{.end}{@|apply m}'), {}, {});
    expect(recursive.errors.map((error) => error.message)).toContain('Attempt to apply partial exceeded maximum recursion depth of 16');
    const deep = '{.section a}'.repeat(5000) + 'x' + '{.end}'.repeat(5000);
    const nested = execute(compile(deep), { a: { a: 1 } }, {});
    expect(typeof nested.output).toBe('string');
  });
});
