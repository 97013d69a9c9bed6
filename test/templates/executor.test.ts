import { describe, expect, it } from 'vitest';
import { compile, execute, render } from '../../templates/index';

const out = (source: string, data: unknown, options = {}) => render(source, data, options).output;

describe('variable resolution and scoping', () => {
  it('resolves names up the section stack, then descends without fallback', () => {
    const data = { title: 'T', a: { b: { c: 'C' } }, x: { title: 'inner' } };
    expect(out('{.section a}{.section b}{c} {title}{.end}{.end}', data)).toBe('C T');
    expect(out('{.section x}{title}{.end}', data)).toBe('inner');
    expect(out('{.section a}{b.title}{.end}', data)).toBe('');
  });

  it('prints scalars as written, arrays joined with commas, objects and null as nothing', () => {
    expect(out('{a} {b} {c} {d} {e} {f}', { a: 'x', b: 1.5, c: false, d: null, e: [1, null, [2, 3], {}], f: { k: 1 } })).toBe(
      'x 1.5 false  1,null,2,3,[object Object] ',
    );
  });

  it('prints the first of several comma-separated paths; its formatters see the first value', () => {
    const data = { start: 1, end: 'two', nested: { n: 3 } };
    expect(out('{start,end|json}', data)).toBe('1');
    expect(out('{start , end}', data)).toBe('1');
    expect(out('{ start,end|json}', data)).toBe('{ start,end|json}');
    expect(out('{start,}', data)).toBe('{start,}');
  });

  it('never exposes prototype members', () => {
    expect(out('{constructor}{a.length}{toString}', { a: [1] })).toBe('');
    expect(out('{.section constructor}x{.or}none{.end}{a.constructor}{a.valueOf}', { a: { b: 1 } })).toBe('none');
  });

  it('looks a name an object only inherits up the stack, also in blocks that read their frame in place', () => {
    const data = JSON.parse('{"toString":"outer","constructor":"c","a":{"b":1},"rows":[{"t":1},{"t":2}]}') as unknown;
    expect(out('{.section a}{toString}{b}{.end}', data)).toBe('outer1');
    expect(out('{.section a}{toString|html}{b}{.end}', data)).toBe('outer1');
    expect(out('{.repeated section rows}{constructor}{t}{.alternates with},{.end}', data)).toBe('c1,c2');
    // Blocks with other instructions too read the current frame in place first.
    expect(out('{.section a}{toString}{.if b}!{.end}{.end}', data)).toBe('outer!');
    expect(out('{.repeated section rows}{constructor}{.if t}.{.end}{.end}', data)).toBe('c.c.');
  });

  it('reads data keys that share a name with prototype members', () => {
    const data = JSON.parse('{"constructor":"c","toString":2,"a":{"__proto__":1}}') as unknown;
    expect(out('{constructor} {toString}', data)).toBe('c 2');
  });

  it('binds @index, @index0 and variables per repeated item', () => {
    const data = { rows: [{ n: 'a', xs: [1, 2] }, { n: 'b', xs: [3] }] };
    const tpl = '{.repeated section rows}{.var @row n}{.repeated section xs}{@row}{@index}{@index0}={@};{.end}{.end}';
    expect(out(tpl, data)).toBe('a10=1;a21=2;b10=3;');
  });

  it('runs .or when a section is falsy and alternates between items', () => {
    const tpl = '{.repeated section a}{@}{.alternates with},{.or}none{.end}|{.section b}B{.or}noB{.end}';
    expect(out(tpl, { a: [1, 2, 3], b: 0 })).toBe('1,2,3|noB');
    expect(out(tpl, { a: [], b: {} })).toBe('none|noB');
  });

  it('folds .if operators left to right, stopping once || is true or && is false', () => {
    expect(out('{.if a && b || c}y{.or}n{.end}', { a: 1, b: 0, c: 1 })).toBe('n');
    expect(out('{.if a || c && b}y{.or}n{.end}', { a: 1, b: 0, c: 1 })).toBe('y');
    expect(out('{.if b || c && a}y{.or}n{.end}', { a: 1, b: 0, c: 1 })).toBe('y');
  });

  it('builds .ctx objects from paths', () => {
    expect(out('{.ctx @p w=d.w h=d.h}{@p.w}x{@p.h}', { d: { w: 2, h: 3 } })).toBe('2x3');
  });
});

describe('macros, partials, include, inject and eval', () => {
  it('applies a macro with @args; only a private application hides the caller scope', () => {
    const tpl = '{.macro m}{n}:{outer}:{@args.k}{.end}{.section o}{@|apply m k=v}|{@|apply m private}{.end}';
    expect(out(tpl, { outer: 'X', o: { n: 'N' } })).toBe('N:X:v|N::');
  });

  it('lets a partial call macros of the template applying it', () => {
    expect(out('{.macro m}<{@}>{.end}{x|apply p}', { x: 1 }, { partials: { p: '[{@|apply m}]' } })).toBe('[<1>]');
  });

  it('stops recursion at depth 16 and reports missing partials', () => {
    const result = render('{@|apply p}{@|apply nope}', {}, { partials: { p: 'x{@|apply p}' } });
    expect(result.output).toBe('x'.repeat(16));
    expect(result.errors.map((e) => e.message)).toEqual([
      'Attempt to apply partial exceeded maximum recursion depth of 16',
      "RuntimeError: Attempt to apply partial 'nope' which could not be found.",
    ]);
  });

  // The test timeout is the hang guard; speed belongs in npm run bench.
  it('terminates with errors on fan-out recursion', { timeout: 30_000 }, () => {
    const result = render('{.macro m}{@|apply m}{@|apply m}{@|apply m}{@|apply m}{.end}{@|apply m}', {});
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it('reports partials whose structure does not parse', () => {
    expect(render('{@|apply p}', {}, { partials: { p: '{.end}' } }).errors.map((e) => e.message)).toEqual(['Parse of partial failed']);
  });

  it('binds injected JSON and ignores undecodable text', () => {
    const injects = { 'a.json': '{"n": 1}', 'bad.json': '{' };
    expect(out('{.inject @a a.json}{.inject @b bad.json}{@a.n}-{@b}', {}, { injects })).toBe('1-');
  });

  it('includes a macro in the current scope, printing only when asked', () => {
    const tpl = '{.macro m}M{.var @v x}{.end}{.include m}{@v}|{.include m output}';
    expect(out(tpl, { x: 1 }, { enableInclude: true })).toBe('1|M');
    expect(render(tpl, {}).errors.map((e) => e.message)).toContain('.include is disabled for this execution');
  });

  it('evaluates expressions when enabled and reports their errors with a position', () => {
    expect(out('{.eval @a = 2; @a * x}{.eval @b = 1}{@b}', { x: 21 }, { enableExpr: true })).toBe('421');
    const bad = render('\n {.eval 1 +}', {}, { enableExpr: true });
    expect(bad.errors[0]).toMatchObject({ line: 2, column: 2 });
    expect(bad.errors[0].message).toBe('RuntimeError: Error reducing expression: 1 +: Invalid arguments to operator add');
  });

  it('reuses a compiled template across executions with isolated state', () => {
    const compiled = compile('{.var @x a}{@x}{.section b}{@x}{.end}');
    expect(execute(compiled, { a: 1, b: true }).output).toBe('11');
    expect(execute(compiled, { a: 2 }).output).toBe('2');
  });
});
