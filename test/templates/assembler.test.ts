import { describe, expect, it } from 'vitest';
import { parse, render } from '../../templates/index';

const messages = (source: string) => parse(source).errors.map((e) => e.message);
// The tree as stored in KV (nodes also carry their source offsets in memory).
const stored = (source: string) => (JSON.parse(JSON.stringify(parse(source).ast)) as ReturnType<typeof parse>['ast'])[2];

describe('assembler state machine', () => {
  it('nests .or chains and alternates with into repeated sections', () => {
    expect(stored('{.repeated section a}x{.alternates with}-{.or}none{.end}')).toEqual([
      [4, ['a'], [[0, 'x']], [7, 0, 0, [[0, 'none']], 3], [[0, '-']]],
    ]);
    expect(stored('{.a?}1{.or b?}2{.or}3{.end}')).toEqual([[5, 'a?', 0, [[0, '1']], [7, 'b?', 0, [[0, '2']], [7, 0, 0, [[0, '3']], 3]]]]);
  });

  it('rejects transitions at root', () => {
    expect(messages('{.end}{.or}{.alternates with}')).toEqual([
      'Instruction END not allowed at root',
      'Instruction OR_PREDICATE not allowed at root',
      'Instruction ALTERNATES_WITH not allowed at root',
    ]);
  });

  it('rejects instructions that a block does not allow', () => {
    expect(messages('{.section a}{.alternates with}{.end}')).toEqual(['ALTERNATES_WITH instruction is not allowed inside SECTION block.']);
    expect(messages('{.macro m}{.or}{.end}')).toEqual(['OR_PREDICATE instruction is not allowed inside MACRO block.']);
  });

  it('reports blocks that can never execute', () => {
    expect(messages('{.section a}{.or}{.or}{.end}')).toEqual(['This OR_PREDICATE block will never execute.']);
    expect(messages('{.repeated section a}{.or}{.alternates with}{.end}')).toEqual(['ALTERNATES_WITH instruction is not allowed inside OR_PREDICATE block.']);
    expect(messages('{.repeated section a}{.alternates with}{.alternates with}{.end}')).toEqual([
      'ALTERNATES_WITH instruction is not allowed inside REPEATED block.',
    ]);
  });

  it('reports EOF inside a block and still renders what it can', () => {
    expect(messages('{.section a}{.repeated section b}')).toEqual(['Reached EOF in the middle of REPEATED']);
    expect(render('x{.section a}{b}', { a: { b: 1 } }).output).toBe('x1');
  });

  it('keeps a tag with an unknown formatter as text; an unknown predicate is false', () => {
    const result = render('a{x|nope}b{.nope? x}c{.or}d{.end}', { x: 1 });
    expect(result.errors.map((e) => e.message)).toEqual(["SyntaxError: Formatter 'nope' is unknown", "SyntaxError: Predicate 'nope?' is unknown"]);
    expect(result.output).toBe('a{x|nope}bd');
  });

  it('drops blocks nested beyond the limit instead of overflowing the stack', () => {
    const deep = '{.section a}'.repeat(5000) + 'x' + '{.end}'.repeat(5000);
    const result = render(deep, { a: { a: 1 } });
    expect(result.errors.length).toBeGreaterThan(0);
  });
});
