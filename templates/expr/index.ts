// Public surface of the `{.eval}` / expression-form `{.if}` language.
import { collectError } from './errors';
import { run } from './evaluate';
import type { ExprScope } from './evaluate';
import { compile } from './parser';
import type { Expression } from './program';
import { tokenize } from './tokenizer';

export type { ExprScope } from './evaluate';
export type { Expression } from './program';
export { formatExpressionValue, truthy as isTruthy } from './values';

export interface ExprLimits {
  maxTokens?: number;
  maxStringLength?: number;
}

// Even without a configured limit, strings stay well below the JavaScript
// engine's own maximum, whose RangeError would otherwise escape: a short
// expression can double a string in every statement.
const STRING_LENGTH_CEILING = 2 ** 28;

export function parseExpression(source: string, limits: ExprLimits = {}): { expr: Expression | null; errors: string[] } {
  const maxStringLength = Math.min(limits.maxStringLength ?? STRING_LENGTH_CEILING, STRING_LENGTH_CEILING);
  try {
    const tokens = tokenize(source, { maxTokens: limits.maxTokens ?? Infinity, maxStringLength });
    return { expr: { source, code: compile(tokens), maxStringLength }, errors: [] };
  } catch (error) {
    return { expr: null, errors: [collectError(error)] };
  }
}

// Evaluation stops at the first failure; the value is then undefined, which
// formats as nothing.
export function evaluateExpression(expr: Expression, scope: ExprScope): { value: unknown; errors: string[] } {
  try {
    return { value: run(expr, scope), errors: [] };
  } catch (error) {
    return { value: undefined, errors: [collectError(error)] };
  }
}

// `{.eval @a = 1}` only binds; an expression whose final step is an
// assignment prints nothing, anything else prints its value.
export function expressionHasOutput(expr: Expression): boolean {
  return expr.code.at(-1)?.op !== 'assign';
}
