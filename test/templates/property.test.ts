import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../templates/index';

// Fragments that exercise every instruction and transition, so random
// concatenations reach unbalanced and nonsensical block structures.
const FRAGMENTS = [
  'text', ' ', '\n', '{', '}', '{a}', '{a.b.0}', '{@}', '{@index}', '{a|html|json}', '{a|truncate 3}', '{a|nope}',
  '{.section a}', '{.repeated section list}', '{.alternates with}', '{.or}', '{.or equal? a 1}', '{.end}',
  '{.if a || b}', '{.equal? a b}', '{.even?}', '{.var @v a}', '{@v}', '{.ctx @c k=a}', '{.macro m}', '{@|apply m}',
  '{@|apply p}', '{.include m output}', '{.inject @i j}', '{.eval 1 + @v}', '{.eval @v = "x" + @v}', '{# c }',
  '{## c', '##}', '{.meta-left}', '{.struct s}', '{.bindvar @w b|get a}',
];
const DATA = { a: { b: [1] }, b: 0, list: [1, { a: 2 }, [3]], j: 1 };
const OPTIONS = { partials: { p: '{@|apply p}{.section a}{@|apply m}{.end}' }, injects: { j: '{"x":1}' }, enableExpr: true, enableInclude: true };

function renders(source: string): void {
  const result = render(source, DATA, OPTIONS);
  expect(typeof result.output).toBe('string');
  expect(Array.isArray(result.errors)).toBe(true);
}

describe('robustness', () => {
  it('random fragment sequences never throw', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((xs) => xs.join('')), renders), { numRuns: 400 });
  });

  it('mutated templates never throw', () => {
    const base = '{.repeated section list}{.macro m}{@|json}{.end}{@|apply m}{.alternates with},{.or}none{.end}';
    const mutated = fc
      .tuple(fc.nat(base.length), fc.nat(8), fc.string({ maxLength: 6 }))
      .map(([at, cut, insert]) => base.slice(0, at) + insert + base.slice(at + cut));
    fc.assert(fc.property(mutated, renders), { numRuns: 400 });
  });

  it('arbitrary strings never throw', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), renders), { numRuns: 400 });
  });
});
