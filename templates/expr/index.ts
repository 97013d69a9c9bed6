// Public surface of the `{.eval}` expression language (reference §1.17).
// An expression is parsed on its first evaluation, not when its template
// compiles: most compiled templates are stored and run rarely, and parsing
// is most of what an expression costs to build.
import { bindings, compileProgram, NO_VALUE } from './evaluate';
import type { Program } from './evaluate';
import type { ExprScope } from './evaluate';
import { ParseFailure, ReduceFailure } from './failures';
import { LruCache } from '../i18n/lru';
import { parseExpression } from './parse';
import { ARGS, CALL, REF, Token } from './tokens';
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

/** An expression parsed once: its postfix segments and closures, or why it does not parse. */
interface Parsed {
  readonly segments: readonly Segment[] | null;
  readonly failure: string | null;
  program: Program | null;
}

/**
 * Parses are shared by every tag with the same text, and compiled ones are
 * kept (bounded): templates repeat their expressions, and one set of
 * closures for them all keeps a large page's working set small.
 */
const PARSE_CACHE_SIZE = 500;
const parses = new LruCache<string, Parsed>(PARSE_CACHE_SIZE);

function parse(raw: string, maxTokens: number): Parsed {
  return parses.use(`${maxTokens}\u0000${raw}`, () => {
    try {
      return { segments: parseExpression(raw, maxTokens), failure: null, program: null };
    } catch (error) {
      if (!(error instanceof ParseFailure)) throw error;
      return { segments: null, failure: `RuntimeError: Error parsing expression: ${JSON.stringify(raw)}: ${error.message}`, program: null };
    }
  });
}

export class Expression {
  /** The text after a leading `#` (the debug marker), as error messages quote it. */
  private readonly raw: string;
  private readonly debug: boolean;
  private parsed: Parsed | null = null;
  private readonly maxLength: number;

  constructor(
    source: string,
    private readonly limits: ExprLimits = {},
  ) {
    this.debug = source.charCodeAt(0) === 35;
    this.raw = this.debug ? source.slice(1) : source;
    this.maxLength = Math.min(limits.maxStringLength ?? STRING_LENGTH_CEILING, STRING_LENGTH_CEILING);
  }

  /** The parse error message, or null; parses on first use. */
  parseError(): string | null {
    return this.parse().failure;
  }

  /** Evaluates against `scope` and returns the text the tag prints. */
  run(scope: EvalScope): string {
    const parsed = this.parsed ?? this.parse();
    if (parsed.segments === null) {
      scope.error(parsed.failure!);
      return '';
    }
    const program = (parsed.program ??= compileProgram(parsed.segments));
    const prefix = this.debug ? `EVAL=${describe(parsed.segments)}` : '';
    let value;
    try {
      value = program(scope, this.maxLength);
    } catch (error) {
      if (!(error instanceof ReduceFailure)) throw error;
      scope.error(`RuntimeError: Error reducing expression: ${this.raw}: ${error.message}`);
      return prefix;
    }
    // Bindings are made only when nothing failed.
    for (let k = 0; k < bindings.count; k++) scope.assign(bindings.names[k], bindings.values[k]);
    if (value === NO_VALUE) return prefix;
    return this.debug ? `${prefix} -> ${printValue(value)}` : printValue(value);
  }

  private parse(): Parsed {
    return (this.parsed ??= parse(this.raw, this.limits.maxTokens ?? Infinity));
  }
}

/** The debug form: `[[1 2 <add>], [@x]]`. */
function describe(segments: readonly Segment[]): string {
  return `[${segments.map((s) => `[${s.map(tokenText).join(' ')}]`).join(', ')}]`;
}

function tokenText(token: PostfixToken): string {
  if (!(token instanceof Token)) return typeof token === 'string' ? JSON.stringify(token) : String(token);
  switch (token.kind) {
    case REF:
      return token.path!.join('.');
    case CALL:
      return `${token.name}()`;
    case ARGS:
      return '<args>';
    default:
      return `<${token.op!.desc}>`;
  }
}
