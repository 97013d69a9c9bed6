import { parseError } from './errors';
import { lookupFunction } from './functions';
import type { BuiltinFunction } from './functions';
import {
  ASSIGN_PRECEDENCE,
  BINARY_OPERATORS,
  LOGICAL_PRECEDENCE,
  PREFIX_OPERATORS,
  PREFIX_PRECEDENCE,
} from './operators';
import type { BinaryOperator, BinarySymbol, LogicalSymbol, PrefixSymbol } from './operators';
import type { Instruction } from './program';
import type { Token } from './tokenizer';

// Shunting-yard: operators wait on an explicit stack until an operator that
// binds no tighter arrives, then move to the program.
type Pending =
  | { kind: 'prefix'; symbol: PrefixSymbol }
  | { kind: 'binary'; operator: BinaryOperator }
  | { kind: 'logical'; symbol: LogicalSymbol; jump: number }
  | { kind: 'assign'; name: string }
  | { kind: 'paren'; offset: number }
  | { kind: 'call'; fn: BuiltinFunction; argc: number; offset: number };

type Group = Extract<Pending, { kind: 'paren' | 'call' }>;
type CallGroup = Extract<Pending, { kind: 'call' }>;
type PendingOperator = Exclude<Pending, Group>;

// Tokens after which `@name =` starts a fresh assignment; anywhere else an
// `=` would assign to part of a larger expression.
const STATEMENT_STARTS = new Set(['(', ',', ';', '=']);

function isBinarySymbol(text: string): text is BinarySymbol {
  return Object.hasOwn(BINARY_OPERATORS, text);
}

function isPrefixSymbol(text: string): text is PrefixSymbol {
  return Object.hasOwn(PREFIX_OPERATORS, text);
}

function isLogicalSymbol(text: string): text is LogicalSymbol {
  return Object.hasOwn(LOGICAL_PRECEDENCE, text);
}

function isSymbol(token: Token | undefined, text: string): boolean {
  return token?.kind === 'symbol' && token.text === text;
}

// Only plain variables can be bound: not data paths, not '@' (the current
// context), not a member of a variable.
function variableName(token: Extract<Token, { kind: 'path' }>): string | undefined {
  const [name] = token.path;
  return token.path.length === 1 && typeof name === 'string' && name.length > 1 && name.startsWith('@') ? name : undefined;
}

// After an operand's last token an operator follows, unless that token
// opened something (`(`, `f(`, `@a =`, a prefix operator).
function expectsOperandAfter(token: Token): boolean {
  return token.kind === 'symbol' && token.text !== ')';
}

function precedence(entry: PendingOperator): number {
  switch (entry.kind) {
    case 'prefix':
      return PREFIX_PRECEDENCE;
    case 'binary':
      return entry.operator.precedence;
    case 'logical':
      return LOGICAL_PRECEDENCE[entry.symbol];
    case 'assign':
      return ASSIGN_PRECEDENCE;
  }
}

function describe(token: Token): string {
  switch (token.kind) {
    case 'symbol':
      return `token '${token.text}' at offset ${token.offset}`;
    case 'path':
      return `name '${token.path.join('.')}' at offset ${token.offset}`;
    default:
      // A string literal may be megabytes long; never echo it.
      return `${typeof token.value === 'string' ? 'string' : `literal '${token.value}'`} at offset ${token.offset}`;
  }
}

class Compiler {
  private readonly code: Instruction[] = [];
  private readonly pending: Pending[] = [];
  private groupDepth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  compile(): Instruction[] {
    const { tokens } = this;
    if (tokens.length === 0) throw parseError('empty expression');
    let expectOperand = true;
    for (let t = 0; t < tokens.length; t++) {
      if (expectOperand) {
        t = this.operand(t);
        expectOperand = expectsOperandAfter(tokens[t]);
      } else {
        expectOperand = this.operator(tokens[t]);
      }
    }
    if (expectOperand) throw parseError('unexpected end of expression');
    const unclosed = this.popUntilGroup();
    if (unclosed) throw parseError(`mismatched parentheses: '(' at offset ${unclosed.offset} is never closed`);
    return this.code;
  }

  // Consumes the operand, prefix or group opener at `t` (plus any tokens it
  // owns) and returns the index of the last token it consumed.
  private operand(t: number): number {
    const token = this.tokens[t];
    if (token.kind === 'literal') {
      this.code.push({ op: 'push', value: token.value });
      return t;
    }
    if (token.kind === 'path') {
      const next = this.tokens[t + 1];
      if (isSymbol(next, '(')) return this.call(token, t + 1);
      const name = variableName(token);
      if (name && isSymbol(next, '=') && this.isStatementStart(t)) {
        this.pending.push({ kind: 'assign', name });
        return t + 1;
      }
      this.code.push({ op: 'load', path: token.path });
      return t;
    }
    if (token.text === '(') {
      this.pending.push({ kind: 'paren', offset: token.offset });
      this.groupDepth++;
      return t;
    }
    if (isPrefixSymbol(token.text)) {
      this.pending.push({ kind: 'prefix', symbol: token.text });
      return t;
    }
    throw parseError(`unexpected ${describe(token)}`);
  }

  private call(name: Extract<Token, { kind: 'path' }>, open: number): number {
    const first = name.path[0];
    const fn = name.path.length === 1 && typeof first === 'string' ? lookupFunction(first) : undefined;
    if (!fn) throw parseError(`invalid function '${name.path.join('.')}' at offset ${name.offset}`);
    const group: CallGroup = { kind: 'call', fn, argc: 0, offset: this.tokens[open].offset };
    if (isSymbol(this.tokens[open + 1], ')')) {
      this.emitCall(group);
      return open + 1;
    }
    this.pending.push(group);
    this.groupDepth++;
    return open;
  }

  private emitCall(group: CallGroup): void {
    const { fn, argc } = group;
    if (argc < fn.minArgs || argc > fn.maxArgs) {
      const expected = fn.minArgs === fn.maxArgs ? `${fn.minArgs}` : fn.maxArgs === Infinity ? `at least ${fn.minArgs}` : `${fn.minArgs} to ${fn.maxArgs}`;
      throw parseError(`invalid function call '${fn.name}' at offset ${group.offset}: expected ${expected} argument(s), got ${argc}`);
    }
    this.code.push({ op: 'call', fn, argc });
  }

  private isStatementStart(t: number): boolean {
    const previous = this.tokens[t - 1];
    return previous === undefined || (previous.kind === 'symbol' && STATEMENT_STARTS.has(previous.text));
  }

  // Handles the token following a complete operand; returns whether an
  // operand must come next.
  private operator(token: Token): boolean {
    if (token.kind !== 'symbol') throw parseError(`unexpected ${describe(token)}, expected an operator`);
    const { text } = token;
    if (isBinarySymbol(text)) {
      const operator = BINARY_OPERATORS[text];
      this.popWhileTighter(operator.precedence, operator.rightAssoc);
      this.pending.push({ kind: 'binary', operator });
      return true;
    }
    if (isLogicalSymbol(text)) {
      this.popWhileTighter(LOGICAL_PRECEDENCE[text], false);
      this.pending.push({ kind: 'logical', symbol: text, jump: this.code.length });
      this.code.push({ op: 'shortCircuit', when: text === '||', target: -1 });
      return true;
    }
    switch (text) {
      case ')':
        this.closeGroup(token);
        return false;
      case ',': {
        const group = this.popUntilGroup();
        if (group?.kind !== 'call') throw parseError(`unexpected ${describe(token)} outside a function call`);
        group.argc++;
        return true;
      }
      case ';':
        if (this.groupDepth > 0) throw parseError(`unexpected ${describe(token)} inside parentheses`);
        this.popUntilGroup();
        this.code.push({ op: 'discard' });
        return true;
      case '=':
        throw parseError(`invalid assignment target before ${describe(token)}: only a variable like '@name' can be assigned`);
      default:
        throw parseError(`unexpected ${describe(token)}`);
    }
  }

  private closeGroup(token: Token): void {
    const group = this.popUntilGroup();
    if (!group) throw parseError(`mismatched parentheses: unexpected ${describe(token)}`);
    this.pending.pop();
    this.groupDepth--;
    if (group.kind === 'call') {
      group.argc++;
      this.emitCall(group);
    }
  }

  private popWhileTighter(bound: number, rightAssoc: boolean): void {
    for (let top = this.pending.at(-1); top; top = this.pending.at(-1)) {
      if (top.kind === 'paren' || top.kind === 'call') return;
      const p = precedence(top);
      if (p < bound || (p === bound && rightAssoc)) return;
      this.emit(top);
      this.pending.pop();
    }
  }

  // Moves every operator down to the innermost open group to the program,
  // leaving that group (returned) on the stack.
  private popUntilGroup(): Group | undefined {
    this.popWhileTighter(-Infinity, false);
    return this.pending.at(-1) as Group | undefined;
  }

  private emit(entry: PendingOperator): void {
    switch (entry.kind) {
      case 'prefix':
        this.code.push({ op: 'prefix', apply: PREFIX_OPERATORS[entry.symbol] });
        return;
      case 'binary':
        this.code.push({ op: 'binary', operator: entry.operator });
        return;
      case 'logical':
        (this.code[entry.jump] as Extract<Instruction, { op: 'shortCircuit' }>).target = this.code.length;
        return;
      case 'assign':
        this.code.push({ op: 'assign', name: entry.name });
    }
  }
}

export function compile(tokens: readonly Token[]): Instruction[] {
  return new Compiler(tokens).compile();
}
