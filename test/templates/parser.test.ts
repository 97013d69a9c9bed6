import { describe, expect, it } from 'vitest';
import { compileAst, execute, parse, render } from '../../templates/index';
import { parseTemplate } from '../../templates/parser';

// The tree as stored in KV (nodes also carry their source offsets in memory).
const body = (source: string) => (JSON.parse(JSON.stringify(parse(source).ast)) as ReturnType<typeof parse>['ast'])[2];

describe('parser', () => {
  it('encodes text and variables with numeric path segments', () => {
    expect(body('Hi, {people.0.name}!')).toEqual([[0, 'Hi, '], [1, [['people', 0, 'name']], 0], [0, '!']]);
  });

  it('encodes formatter chains and custom argument delimiters', () => {
    expect(body('{bar|truncate 10|json-pretty}')).toEqual([[1, [['bar']], [['truncate', [['10'], ' ']], ['json-pretty']]]]);
    expect(body('{.equal?:a:"b c"}x{.end}')).toEqual([[5, 'equal?', [['a', '"b c"'], ':'], [[0, 'x']], 3]]);
  });

  it('keeps braces that do not hold an instruction as text', () => {
    const css = 'a { color: red } {} {{x}} {.unknown} {a b}\n{x\n}';
    expect(render(css, { x: 1 }).output).toBe('a { color: red } {} {1} {.unknown} {a b}\n{x\n}');
  });

  it('parses comments, single and multi-line', () => {
    expect(body('{# a #}{## b {c} ##}')).toEqual([[11, ' a #', 0], [11, ' b {c} ', 1]]);
  });

  it('encodes .if operators left to right and .if with a predicate as a predicate', () => {
    expect(body('{.if a && b || c}x{.end}')[0]).toEqual([8, [1, 0], [['a'], ['b'], ['c']], [[0, 'x']], 3]);
    expect(body('{.if equal? a 1}x{.end}')[0]).toEqual([5, 'equal?', [['a', '1'], ' '], [[0, 'x']], 3]);
  });

  it('encodes var, ctx, inject, include, eval and meta instructions', () => {
    expect(body('{.var @x a|html}{.ctx @c k=a.b}{.inject @i f.json}{.include m output}{.eval 1+2}{.space}')).toEqual([
      [6, '@x', [['a']], [['html']]],
      [22, '@c', [['k', ['a', 'b']]]],
      [9, '@i', 'f.json', 0],
      [24, 'm', [['output'], ' ']],
      [23, '1+2'],
      15,
    ]);
  });

  it('round-trips through the stored tree', () => {
    const stored = JSON.parse(JSON.stringify(parse('{.section a}{b|html}{.end}').ast));
    expect(execute(compileAst(stored), { a: { b: '<' } }).output).toBe('&lt;');
  });

  it('reports positions as 1-based line and column', () => {
    const { errors } = parseTemplate('ab\n  {.end}');
    expect(errors).toEqual([{ message: 'Instruction END not allowed at root', line: 2, column: 3 }]);
  });

  // The test timeout is the hang guard; speed belongs in npm run bench.
  it('finishes on a megabyte of unmatched braces, keeping them as text', { timeout: 30_000 }, () => {
    expect(parseTemplate('{'.repeat(1_000_000)).errors).toEqual([]);
    expect(parseTemplate('{a'.repeat(500_000) + '}').ast).toBeDefined();
  });
});
