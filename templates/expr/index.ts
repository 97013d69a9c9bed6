// Public surface of the `{.eval}` expression language (reference §1.17).
// An expression is parsed on its first evaluation, not when its template
// compiles: most compiled templates are stored and run rarely, and parsing
// is most of what an expression costs to build.
import { reduce } from './evaluate';
import type { ExprScope } from './evaluate';
import { ParseFailure, ReduceFailure } from './failures';
import { parseExpression } from './parse';
import type { PostfixToken, Segment } from './tokens';
import { printValue } from './values';

export type { ExprScope } from './evaluate';

export interface ExprLimits {
  maxTokens?: number;
  maxStringLength?: number;
}

/** What evaluation reports back: bindings to make and errors to record. */
export interface EvalScope extends ExprScope {
  assign(name: string, value: unknown): void;
  error(message: string): void;
}

// Even without a configured limit, strings stay well below the JavaScript
// engine's own maximum, whose RangeError would otherwise escape: a short
// expression can double a string in every statement.
const STRING_LENGTH_CEILING = 2 ** 28;

export class Expression {
  /** The text after a leading `#` (the debug marker), as error messages quote it. */
  private readonly raw: string;
  private readonly debug: boolean;
  private segments: readonly Segment[] | null = null;
  private failure: string | null = null;

  constructor(
    source: string,
    private readonly limits: ExprLimits = {},
  ) {
    this.debug = source.charCodeAt(0) === 35;
    this.raw = this.debug ? source.slice(1) : source;
  }

  /** The parse error message, or null; parses on first use. */
  parseError(): string | null {
    this.parsed();
    return this.failure;
  }

  /** Evaluates against `scope` and returns the text the tag prints. */
  run(scope: EvalScope): string {
    const segments = this.parsed();
    if (segments === null) {
      scope.error(this.failure!);
      return '';
    }
    const maxLength = Math.min(this.limits.maxStringLength ?? STRING_LENGTH_CEILING, STRING_LENGTH_CEILING);
    const prefix = this.debug ? `EVAL=${describe(segments)}` : '';
    let reduction;
    try {
      reduction = reduce(segments, scope, maxLength);
    } catch (error) {
      if (!(error instanceof ReduceFailure)) throw error;
      scope.error(`RuntimeError: Error reducing expression: ${this.raw}: ${error.message}`);
      return prefix;
    }
    if (reduction.assigned) for (const [name, value] of reduction.assigned) scope.assign(name, value);
    const { value } = reduction;
    if (value === undefined) return prefix;
    return this.debug ? `${prefix} -> ${printValue(value)}` : printValue(value);
  }

  private parsed(): readonly Segment[] | null {
    if (this.segments === null && this.failure === null) {
      try {
        this.segments = parseExpression(this.raw, this.limits.maxTokens ?? Infinity);
      } catch (error) {
        if (!(error instanceof ParseFailure)) throw error;
        this.failure = `RuntimeError: Error parsing expression: ${JSON.stringify(this.raw)}: ${error.message}`;
      }
    }
    return this.segments;
  }
}

/** The debug form: `[[1 2 <add>], [@x]]`. */
function describe(segments: readonly Segment[]): string {
  return `[${segments.map((s) => `[${s.map(tokenText).join(' ')}]`).join(', ')}]`;
}

function tokenText(token: PostfixToken): string {
  if (token === null || typeof token !== 'object') return typeof token === 'string' ? JSON.stringify(token) : String(token);
  switch (token.kind) {
    case 'ref':
      return token.path.join('.');
    case 'call':
      return `${token.name}()`;
    case 'args':
      return '<args>';
    default:
      return `<${token.desc}>`;
  }
}
