import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateExpression,
  expressionHasOutput,
  formatExpressionValue,
  isTruthy,
  parseExpression,
} from '../../templates/expr/index';
import type { ExprLimits, ExprScope } from '../../templates/expr/index';

type Path = readonly (string | number)[];

// Variables live beside the data, as the engine keeps them: '@name' paths
// read the bound value, every other path walks the data.
function scopeOf(data: unknown = {}, variables = new Map<string, unknown>()): ExprScope & { variables: Map<string, unknown>; resolved: Path[] } {
  const resolved: Path[] = [];
  return {
    variables,
    resolved,
    resolve(path) {
      resolved.push(path);
      const [head, ...rest] = path;
      const isVariable = typeof head === 'string' && head.startsWith('@');
      let node: unknown = isVariable ? (head === '@' ? data : variables.get(head)) : data;
      for (const segment of isVariable ? rest : path) {
        node = node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[segment] : undefined;
      }
      return node;
    },
    assign(name, value) {
      variables.set(name, value);
    },
  };
}

function run(source: string, data?: unknown, limits?: ExprLimits) {
  const { expr, errors } = parseExpression(source, limits);
  if (!expr) return { value: undefined, errors, printed: undefined };
  const result = evaluateExpression(expr, scopeOf(data));
  const printed = result.errors.length === 0 && expressionHasOutput(expr) ? formatExpressionValue(result.value) : '';
  return { ...result, printed };
}

function value(source: string, data?: unknown): unknown {
  const result = run(source, data);
  expect(result.errors).toEqual([]);
  return result.value;
}

function printed(source: string, data?: unknown): string | undefined {
  const result = run(source, data);
  expect(result.errors).toEqual([]);
  return result.printed;
}

function parseErrors(source: string, limits?: ExprLimits): string[] {
  const { expr, errors } = parseExpression(source, limits);
  expect(expr).toBeNull();
  return errors;
}

function reduceErrors(source: string, data?: unknown, limits?: ExprLimits): string[] {
  const { expr, errors } = parseExpression(source, limits);
  expect(errors).toEqual([]);
  return evaluateExpression(expr!, scopeOf(data)).errors;
}

describe('literals', () => {
  it.each([
    ['42', 42],
    ['7.25', 7.25],
    ['.5', 0.5],
    ['1.', 1],
    ['1e3', 1000],
    ['2.5E-1', 0.25],
    ['1e+2', 100],
    ['0x1F', 31],
    ['0XfF', 255],
    ['true', true],
    ['false', false],
    ['null', null],
  ])('%s', (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it('reads strings in either quote', () => {
    expect(value('"double"')).toBe('double');
    expect(value("'single'")).toBe('single');
    expect(value(`"it's"`)).toBe("it's");
    expect(value(`'say "hi"'`)).toBe('say "hi"');
    expect(value('""')).toBe('');
  });

  it.each([
    ['\\n', '\n'],
    ['\\t', '\t'],
    ['\\r', '\r'],
    ['\\b', '\b'],
    ['\\f', '\f'],
    ['\\v', '\v'],
    ['\\0', '\0'],
    ['\\\\', '\\'],
    ["\\'", "'"],
    ['\\"', '"'],
    ['\\x41', 'A'],
    ['\\x7e', '~'],
    ['\\u00e9', 'é'],
    ['\\u20AC', '€'],
    ['\\q', 'q'],
  ])('escape %s', (escape, expected) => {
    expect(value(`"a${escape}z"`)).toBe(`a${expected}z`);
  });
});

describe('paths and variables', () => {
  it('hands dotted paths to the scope with numeric indexes', () => {
    const scope = scopeOf({ a: { b: [10, 20] } });
    const { expr } = parseExpression('a.b.1 == @x == @ == @x.y.0');
    evaluateExpression(expr!, scope);
    expect(scope.resolved).toEqual([['a', 'b', 1], ['@x'], ['@'], ['@x', 'y', 0]]);
  });

  it('reads data', () => {
    expect(value('a.b.c * -2', { a: { b: { c: 3 } } })).toBe(-6);
    expect(value('items.1.price', { items: [{ price: 1 }, { price: 2 }] })).toBe(2);
  });

  it('yields undefined for missing data, which prints nothing', () => {
    expect(run('nothing.here').printed).toBe('');
  });
});

describe('operators', () => {
  it.each([
    // From the conformance cases.
    ['~1', -2], ['~2', -3],
    ['1+2', 3], ['1 + -3', -2], ['2 + ~2', -1],
    ['1-2', -1], ['-1 - -4', 3], ['3 + 4 - 5', 2],
    ['3 * 8', 24], ['3 * 8 / 6', 4], ['3 / 8 * 6', 2.25],
    ['0x02 | 0x01', 3], ['0x02 & 0x01', 0], ['0x03 & 0x07', 3],
    ['0x02 ^ 0x01', 3], ['0x02 ^ 0x03', 1],
    ['2 ** 3', 8], ['2 ** 64', 18446744073709552000],
    ['5 % 3', 2], ['5 % -4', 1], ['100 << 2', 400], ['100 >> 2', 25],
    // Precedence and associativity.
    ['1 + 2 * 3', 7], ['(1 + 2) * 3', 9], ['10 - 3 - 2', 5], ['2 ** 3 ** 2', 512],
    ['-2 ** 2', -4], ['2 ** -1', 0.5], ['1 * (2 + 7 / 2)', 5.5], ['1 + 2 << 1', 6],
    ['1 | 2 ^ 3 & 1', 3], ['-8 >> 1', -4], ['+"3"', 3], ['-"x"', NaN],
  ])('%s', (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it('divides by zero as JavaScript does', () => {
    expect(printed('5 % 0')).toBe('NaN');
    expect(printed('1 / 0')).toBe('Infinity');
    expect(printed('-1 / 0')).toBe('-Infinity');
  });

  it('coerces mixed primitive types as JavaScript does', () => {
    const data = { a: '-6.5' };
    expect(value('5 + a', data)).toBe('5-6.5');
    expect(value('a + 5', data)).toBe('-6.55');
    expect(value('true + 2')).toBe(3);
    expect(value('null + 1')).toBe(1);
    expect(value('"3" * "4"')).toBe(12);
    expect(value('"a" + null + true')).toBe('anulltrue');
    expect(value('"8" >> 1')).toBe(4);
  });

  it.each([
    ['1 > 2', false], ['3 > 2', true], ['2 >= 2', true], ['1 >= 2', false],
    ['1 < 2', true], ['2 < 2', false], ['1 <= 1', true], ['2 <= 1', false],
    ['0 <= true', true], ['0 <= false', true],
    ['"a" <= "b"', true], ['"b" <= "a"', false], ['"10" < "9"', true], ['"10" < 9', false],
    ['1 < "x"', false], ['1 >= "x"', false],
  ])('compares %s', (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it.each([
    ['1 == 1', true], ['1 == "1"', true], ['0 == false', true], ['null == false', false],
    ['null == missing', true], ['null === missing', false], ['1 === "1"', false], ['1 === 1', true],
    ['1 != "1"', false], ['1 !== "1"', true], ['"a" != "b"', true], ['"a" !== "a"', false],
  ])('equality %s', (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it('compares containers by identity, never by coercion', () => {
    const data = { o: { x: 1 }, p: { x: 1 }, s: '[object Object]' };
    expect(value('o == o', data)).toBe(true);
    expect(value('o === p', data)).toBe(false);
    expect(value('o == s', data)).toBe(false);
    expect(value('o != null', data)).toBe(true);
  });

  it('negates and combines truthiness', () => {
    const data = { a: { b: true } };
    expect(value('!true')).toBe(false);
    expect(value('!2')).toBe(false);
    expect(value('!!a.b', data)).toBe(true);
    expect(value('!!!!a.b', data)).toBe(true);
    expect(value('!""')).toBe(true);
    expect(value('true && (false || true)')).toBe(true);
    expect(value('true && false')).toBe(false);
  });

  it('returns the deciding operand of && and || like JavaScript', () => {
    expect(value('0 || "x"')).toBe('x');
    expect(value('"" && 1')).toBe('');
    expect(value('2 && 3')).toBe(3);
    expect(value('1 || 2 && 0')).toBe(1);
    expect(value('0 && 1 || 5')).toBe(5);
  });

  it('skips the right operand when && or || short-circuits', () => {
    const scope = scopeOf();
    const { expr } = parseExpression('false && (@a = 1); true || (@b = 2); true && (@c = 3); false || (@d = 4)');
    evaluateExpression(expr!, scope);
    expect([...scope.variables.keys()]).toEqual(['@c', '@d']);
  });
});

describe('assignment and sequences', () => {
  it('binds variables and yields the last statement', () => {
    expect(printed('@a = 2; @b = 5 * 7.2; @c = @a * @b; @c')).toBe('72');
    expect(printed('@a = 3 * a.b.c; @a * 7', { a: { b: { c: 2 } } })).toBe('42');
  });

  it('prints nothing when the expression ends in an assignment', () => {
    const scope = scopeOf({ factor: 3 });
    const { expr } = parseExpression('@foo = 3 ** factor');
    expect(expressionHasOutput(expr!)).toBe(false);
    expect(evaluateExpression(expr!, scope).errors).toEqual([]);
    expect(scope.variables.get('@foo')).toBe(27);
    expect(run('@a = 1; @b = 2').printed).toBe('');
    expect(expressionHasOutput(parseExpression('@a = 1; @a').expr!)).toBe(true);
  });

  it('chains assignments right to left and yields the value inside larger expressions', () => {
    const scope = scopeOf();
    const { expr } = parseExpression('@a = @b = 4 << 3; (@c = 1) + @a');
    expect(evaluateExpression(expr!, scope).value).toBe(33);
    expect(Object.fromEntries(scope.variables)).toEqual({ '@a': 32, '@b': 32, '@c': 1 });
  });

  it('assigns inside function arguments', () => {
    const scope = scopeOf();
    const { expr } = parseExpression('max(@a = 2, 1)');
    expect(evaluateExpression(expr!, scope).value).toBe(2);
    expect(scope.variables.get('@a')).toBe(2);
  });
});

describe('functions', () => {
  it.each([
    ['5 + num(a)', -1.5],
    ['num("0x10")', 16],
    ['num("x")', NaN],
    ['num(true)', 1],
    ['str(1) + 2', '12'],
    ['str(null)', 'null'],
    ['str(o)', '{"x":[1,2]}'],
    ['bool("")', false],
    ['bool(o)', true],
    ['abs(-3.5)', 3.5],
    ['min(3, "1", 2)', 1],
    ['max(3, 1, 2)', 3],
    ['max(1, num("x"))', NaN],
    ['max(min(4, 9), abs(-2)) * 2', 8],
  ])('%s', (source, expected) => {
    expect(value(source, { a: '-6.5', o: { x: [1, 2] } })).toBe(expected);
  });

  it('rejects container arguments where a number is needed', () => {
    expect(reduceErrors('num(o)', { o: {} })).toEqual(["Error reducing expression: invalid argument for function 'num': object"]);
    expect(reduceErrors('max(1, l)', { l: [] })).toEqual(["Error reducing expression: invalid argument for function 'max': array"]);
  });
});

describe('formatting', () => {
  it.each([
    [true, 'true'],
    [false, 'false'],
    [72, '72'],
    [2.25, '2.25'],
    [-0, '0'],
    [NaN, 'NaN'],
    [2 ** 64, '18446744073709552000'],
    ['text', 'text'],
    [null, 'null'],
    [undefined, ''],
    [{ a: [1, 'x'] }, '{"a":[1,"x"]}'],
    [[1, 2], '[1,2]'],
  ])('%j prints as %s', (input, expected) => {
    expect(formatExpressionValue(input)).toBe(expected);
  });

  it('exposes JavaScript truthiness for expression-form .if', () => {
    expect([0, '', null, undefined, NaN, false].map(isTruthy)).toEqual([false, false, false, false, false, false]);
    expect([1, 'x', {}, [], true].map(isTruthy)).toEqual([true, true, true, true, true]);
  });
});

describe('parse errors', () => {
  it.each([
    ['', 'Error parsing expression: empty expression'],
    ['   ', 'Error parsing expression: empty expression'],
    ['1 +', 'Error parsing expression: unexpected end of expression'],
    ['1 2', "Error parsing expression: unexpected literal '2' at offset 2, expected an operator"],
    ['a b', "Error parsing expression: unexpected name 'b' at offset 2, expected an operator"],
    ['1 + * 2', "Error parsing expression: unexpected token '*' at offset 4"],
    ['1 # 2', "Error parsing expression: unexpected character '#' at offset 2"],
    ['1 >>> 2', "Error parsing expression: unexpected token '>' at offset 4"],
    ['"abc', 'Error parsing expression: unterminated string starting at offset 0'],
    ["'abc\\'", 'Error parsing expression: unterminated string starting at offset 0'],
    ['"\\x4"', "Error parsing expression: bad hex escape '\\x4\"' at offset 1"],
    ['"\\xZZ"', "Error parsing expression: bad hex escape '\\xZZ' at offset 1"],
    ['"\\u12G4"', "Error parsing expression: bad unicode escape '\\u12G4' at offset 1"],
    ['"\\u12"', "Error parsing expression: bad unicode escape '\\u12\"' at offset 1"],
    ['(1 + 2', "Error parsing expression: mismatched parentheses: '(' at offset 0 is never closed"],
    ['1 + 2)', "Error parsing expression: mismatched parentheses: unexpected token ')' at offset 5"],
    ['max(1, 2', "Error parsing expression: mismatched parentheses: '(' at offset 3 is never closed"],
    ['()', "Error parsing expression: unexpected token ')' at offset 1"],
    ['foo(1)', "Error parsing expression: invalid function 'foo' at offset 0"],
    ['a.num(1)', "Error parsing expression: invalid function 'a.num' at offset 0"],
    ['num()', "Error parsing expression: invalid function call 'num' at offset 3: expected 1 argument(s), got 0"],
    ['num(1, 2)', "Error parsing expression: invalid function call 'num' at offset 3: expected 1 argument(s), got 2"],
    ['max()', "Error parsing expression: invalid function call 'max' at offset 3: expected at least 1 argument(s), got 0"],
    ['(1, 2)', "Error parsing expression: unexpected token ',' at offset 2 outside a function call"],
    ['(@a = 1; 2)', "Error parsing expression: unexpected token ';' at offset 7 inside parentheses"],
    ['1;', 'Error parsing expression: unexpected end of expression'],
    ['0x', 'Error parsing expression: invalid number at offset 0'],
    ['1e', 'Error parsing expression: invalid number at offset 0'],
    ['1.2.3', 'Error parsing expression: invalid number at offset 0'],
    ['a.', 'Error parsing expression: invalid path at offset 0'],
    ['a..b', 'Error parsing expression: invalid path at offset 0'],
  ])('%j', (source, message) => {
    expect(parseErrors(source)).toEqual([message]);
  });

  it.each(['a = 1', '@ = 1', '@a.b = 1', '1 + @a = 2', '!@a = 1', '(@a) = 1', 'true && @a = 1', '@a == @b = 1'])(
    'rejects assignment to a non-variable in %j',
    (source) => {
      expect(parseErrors(source)[0]).toMatch(/^Error parsing expression: invalid assignment target before token '=' at offset \d+/);
    },
  );
});

describe('reduce errors', () => {
  it.each([
    ['o + 1', "Error reducing expression: invalid arguments for operator '+': object and number"],
    ['1 - l', "Error reducing expression: invalid arguments for operator '-': number and array"],
    ['o < 1', "Error reducing expression: invalid arguments for operator '<': object and number"],
    ['o | 0', "Error reducing expression: invalid arguments for operator '|': object and number"],
    ['-o', "Error reducing expression: invalid argument for operator '-': object"],
    ['~l', "Error reducing expression: invalid argument for operator '~': array"],
  ])('%s', (source, message) => {
    expect(reduceErrors(source, { o: {}, l: [] })).toEqual([message]);
  });

  it('stops at the first failure and yields nothing', () => {
    const scope = scopeOf({ o: {} });
    const { expr } = parseExpression('@a = 1; @b = o * 2; @c = 3');
    const result = evaluateExpression(expr!, scope);
    expect(result.value).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect([...scope.variables.keys()]).toEqual(['@a']);
  });
});

describe('limits', () => {
  it('counts tokens against maxTokens', () => {
    expect(parseExpression('1 + 2', { maxTokens: 3 }).errors).toEqual([]);
    expect(parseErrors('1 + 2 + 3', { maxTokens: 3 })).toEqual(['Error parsing expression: too many tokens (the maximum is 3)']);
  });

  it('bounds string literals by maxStringLength, escapes decoded', () => {
    expect(parseExpression('"abcd"', { maxStringLength: 4 }).errors).toEqual([]);
    expect(parseExpression('"\\x41\\u0042CD"', { maxStringLength: 4 }).errors).toEqual([]);
    expect(parseErrors('"abcde"', { maxStringLength: 4 })).toEqual([
      'Error parsing expression: string literal at offset 0 exceeds the maximum string length of 4',
    ]);
  });

  it('rejects concatenation over maxStringLength', () => {
    expect(run('"ab" + "cd"', {}, { maxStringLength: 4 }).value).toBe('abcd');
    expect(reduceErrors('"ab" + "cd" + 1', {}, { maxStringLength: 4 })).toEqual([
      'Error reducing expression: concatenation exceeds the maximum string length of 4',
    ]);
    expect(reduceErrors('s + 1', { s: 'abcd' }, { maxStringLength: 4 })).toHaveLength(1);
  });

  it('stops runaway string doubling even without a configured limit', () => {
    const doubling = '@s = "xxxxxxxxxxxxxxxx"; ' + '@s = @s + @s; '.repeat(40) + '@s';
    const errors = reduceErrors(doubling);
    expect(errors[0]).toMatch(/^Error reducing expression: concatenation exceeds the maximum string length/);
  });
});

// The test timeout is the hang guard; speed belongs in npm run bench.
describe('hostile input', { timeout: 30_000 }, () => {

  it('handles a 1 MB string literal', () => {
    const big = 'x'.repeat(1 << 20);
    expect((value(`"${big}" + "!"`) as string).length).toBe((1 << 20) + 1);
    expect(parseErrors(`"${big}`)).toEqual(['Error parsing expression: unterminated string starting at offset 0']);
    expect(parseErrors(`"${big}"`, { maxStringLength: 1000 })[0]).toMatch(/exceeds the maximum string length of 1000/);
  });

  it('handles deeply nested parentheses', () => {
    const depth = 100_000;
    expect(value('('.repeat(depth) + '1' + ')'.repeat(depth))).toBe(1);
    expect(value('-('.repeat(depth) + '1' + ')'.repeat(depth))).toBe(1);
    expect(value('!'.repeat(depth) + 'true')).toBe(true);
    expect(value('max('.repeat(depth) + '1' + ')'.repeat(depth))).toBe(1);
    expect(parseErrors('('.repeat(depth))).toEqual(['Error parsing expression: unexpected end of expression']);
    expect(parseErrors('('.repeat(depth) + '1')[0]).toMatch(/mismatched parentheses/);
  });

  it('handles 100k tokens, with or without a token limit', () => {
    const source = Array.from({ length: 50_000 }, () => '1').join('+');
    expect(value(source)).toBe(50_000);
    expect(value(Array.from({ length: 50_000 }, () => '2').join('**'))).toBe(Infinity);
    expect(value(Array.from({ length: 50_000 }, (_, i) => `@v${i % 7} = ${i}`).join(';'))).toBe(49_999);
    expect(parseErrors(source, { maxTokens: 1000 })).toEqual(['Error parsing expression: too many tokens (the maximum is 1000)']);
  });

  it('never throws and always terminates on arbitrary input', () => {
    const scope = scopeOf({ a: { b: [1, 'x', null] }, s: 'str' });
    const check = (source: string) => {
      const { expr, errors } = parseExpression(source, { maxStringLength: 64 });
      if (!expr) {
        expect(errors[0]).toMatch(/^Error parsing expression: /);
        return;
      }
      const result = evaluateExpression(expr, scope);
      for (const error of result.errors) expect(error).toMatch(/^Error reducing expression: /);
      formatExpressionValue(result.value);
    };
    fc.assert(fc.property(fc.string({ maxLength: 200 }), check), { numRuns: 2000 });
    const pieces = fc.constantFrom(
      '1', '0x1f', '2.5e3', '"s"', "'\\x41'", '"\\u00e9"', 'true', 'null', 'a.b.1', 's', '@v', '@',
      '+', '-', '*', '/', '%', '**', '<<', '>>', '<', '>=', '==', '!==', '&', '|', '^', '~', '!', '&&', '||',
      '=', '(', ')', ',', ';', 'num(', 'max(', 'str(', ' ',
    );
    fc.assert(fc.property(fc.array(pieces, { maxLength: 60 }).map((parts) => parts.join('')), check), { numRuns: 5000 });
  });
});

describe('compiled expressions', () => {
  it('are reusable across evaluations and scopes', () => {
    const { expr } = parseExpression('@total = price * qty; @total > 10');
    const results = [1, 3, 5].map((qty) => {
      const scope = scopeOf({ price: 4, qty });
      return [evaluateExpression(expr!, scope).value, scope.variables.get('@total')];
    });
    expect(results).toEqual([[false, 4], [true, 12], [true, 20]]);
  });

  it('keep their source', () => {
    expect(parseExpression(' 1 * (2 + 7 / 2) ').expr!.source).toBe(' 1 * (2 + 7 / 2) ');
  });
});
