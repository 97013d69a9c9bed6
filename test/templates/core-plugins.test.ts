import { describe, expect, it } from 'vitest';
import { render } from '../../templates/index';

const out = (source: string, data: unknown = {}) => render(source, data).output;

describe('core formatters', () => {
  it('apply renders a macro with the value as node', () => {
    expect(out('{.macro m}<{@}>{.end}{a|apply m}', { a: 1 })).toBe('<1>');
  });
  it('count', () => expect(out('{a|count}{b|count}{c|count}{d|count}', { a: [1, 2], b: { x: 1 }, c: 'abc', d: 5 })).toBe('2130'));
  it('cycle', () => expect(out('{a|cycle x y z}{b|cycle x y z}{c|cycle x y z}', { a: 1, b: 5, c: 0 })).toBe('xyz'));
  it('encode-space, encode-uri, encode-uri-component, url-encode', () => {
    expect(out('{a|encode-space}', { a: 'a b\tc' })).toBe('a&nbsp;b&nbsp;c');
    expect(out('{a|encode-uri}|{a|encode-uri-component}|{a|url-encode}', { a: 'a b&c/“' })).toBe(
      'a%20b&c/%E2%80%9C|a%20b%26c%2F%E2%80%9C|a%20b%26c%2F%E2%80%9C',
    );
  });
  it('format fills numbered slots from resolved arguments', () => {
    expect(out('{m|format a b}', { m: '{1}-{0}-{2}', a: 'A', b: 'B' })).toBe('B-A-');
  });
  it('get follows resolved keys and key arrays', () => {
    expect(out('{o|get k|json}{o|get p|json}', { o: { x: { y: 1 } }, k: 'x', p: ['x', 'y'] })).toBe('{"y":1}1');
  });
  it('html, htmlattr, htmltag escape', () => {
    expect(out('{a|html}|{a|htmlattr}|{a|htmltag}', { a: '<"&>' })).toBe('&lt;"&amp;&gt;|&lt;&quot;&amp;&gt;|&lt;&quot;&amp;&gt;');
  });
  it('iter prints the 1-based index', () => expect(out('{.repeated section a}{@|iter}{.end}', { a: [5, 6] })).toBe('12'));
  it('json and json-pretty keep </script> out', () => {
    expect(out('{a|json}', { a: '</SCRIPT>' })).toBe('"<\\/SCRIPT>"');
    expect(out('{a|json-pretty}', { a: { b: 1 } })).toBe('{\n  "b": 1\n}');
  });
  it('key-by indexes a list by a field', () => {
    expect(out('{a|key-by id|json}', { a: [{ id: 'x' }, { id: 2 }] })).toBe('{"2":{"id":2},"x":{"id":"x"}}');
  });
  it('lookup reads the key named by its argument, or the variable named by the value', () => {
    expect(out('{o|lookup k}|{n|lookup}', { o: { x: 1 }, k: 'x', n: 'o.x' })).toBe('1|1');
  });
  it('mod', () => expect(out('{a|mod}{a|mod 3}', { a: 7 })).toBe('11'));
  it('output', () => expect(out('{a|output x y}')).toBe('x y'));
  it('pluralize', () => expect(out('{a|pluralize}{b|pluralize}{b|pluralize es}{a|pluralize one many}', { a: 1, b: 2 })).toBe('sesone'));
  it('prop', () => expect(out('{a|prop b 1}', { a: { b: ['x', 'y'] } })).toBe('y'));
  it('raw', () => expect(out('{a|raw}{b|raw}', { a: 'x', b: null })).toBe('"x"null'));
  it('round', () => expect(out('{a|round}{b|round}', { a: 1.5, b: -1.5 })).toBe('2-1'));
  it('safe strips tags', () => expect(out('{a|safe}', { a: '<b>bold</b> <i>x</i>' })).toBe('bold x'));
  it('slugify', () => expect(out('{a|slugify}', { a: ' Hello, World & Co! ' })).toBe('hello-world-co'));
  it('smartypants', () => expect(out('{a|smartypants}', { a: `"It's" a--b` })).toBe('“It’s” a—b'));
  it('str', () => expect(out('{a|str}{b|str}{c|str}', { a: 1, b: [1], c: null })).toBe('1'));
  it('truncate defaults to 100 characters with an ellipsis at a word boundary', () => {
    const long = 'word '.repeat(30);
    expect(out('{a|truncate}', { a: long })).toBe('word '.repeat(20).trimEnd() + '...');
    expect(out('{a|truncate 7 !}', { a: 'abc def ghi' })).toBe('abc!');
  });
});

describe('core predicates', () => {
  const yes = (pred: string, data: unknown = {}) => out(`{.${pred}}Y{.or}N{.end}`, data);
  it('equal? and notEqual? compare with types', () => {
    expect(yes('equal? a 3', { a: 3 })).toBe('Y');
    expect(yes('equal? a "3"', { a: 3 })).toBe('N');
    expect(yes('equal? a b', { a: { x: [1] }, b: { x: [1] } })).toBe('Y');
    expect(yes('notEqual? a b', { a: 1, b: 2 })).toBe('Y');
  });
  it('ordering predicates compare numbers and strings', () => {
    expect(yes('greaterThan? a 2', { a: 3 })).toBe('Y');
    expect(yes('greaterThanOrEqual? a 3', { a: 3 })).toBe('Y');
    expect(yes('lessThan? a "b"', { a: 'a' })).toBe('Y');
    expect(yes('lessThanOrEqual? a 2', { a: 3 })).toBe('N');
  });
  it('even?, odd?, nth?, plural?, singular?', () => {
    expect(yes('even?', 4) + yes('odd?', 4) + yes('odd? a', { a: -3 }) + yes('even?', 1.2)).toBe('YNYN');
    expect(yes('nth? 3', 9) + yes('nth? a 4', { a: 6 })).toBe('YN');
    expect(yes('plural?', 2) + yes('singular?', 1) + yes('plural?', 1)).toBe('YYN');
  });
  it('debug? looks at the debug flag', () => {
    expect(yes('debug?', { debug: 1 }) + yes('debug?', {})).toBe('YN');
  });
});
