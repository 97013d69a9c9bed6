// Error messages are part of the platform contract (spec section 8): editors
// and logs match on them, so the wording lives in one place.
export interface TemplateError {
  message: string;
  line: number;
  column: number;
}

/** 1-based position of an instruction in its source; 0/0 when unknown (ASTs loaded from storage). */
export interface Position {
  readonly line: number;
  readonly column: number;
}

export const NO_POSITION: Position = Object.freeze({ line: 0, column: 0 });

export const MAX_PARTIAL_DEPTH = 16;

export const messages = {
  unknownFormatter: (name: string) => `SyntaxError: Formatter '${name}' is unknown`,
  unknownPredicate: (name: string) => `SyntaxError: Predicate '${name}' is unknown`,
  deadBlock: (block: string) => `This ${block} block will never execute.`,
  eofInBlock: (block: string) => `Reached EOF in the middle of ${block}`,
  notAllowedInBlock: (inst: string, block: string) => `${inst} instruction is not allowed inside ${block} block.`,
  notAllowedAtRoot: (inst: string) => `Instruction ${inst} not allowed at root`,
  unclosed: (what: string) => `Unclosed ${what}`,
  tooDeep: (max: number) => `Blocks nested deeper than ${max} levels are dropped`,
  invalidInstruction: (what: string) => `Invalid instruction ${what}`,
  partialNotFound: (name: string) => `RuntimeError: Attempt to apply partial '${name}' which could not be found.`,
  injectNotFound: (path: string) => `RuntimeError: Attempt to inject '${path}' which could not be found.`,
  partialParseFailed: () => 'Parse of partial failed',
  partialDepth: () => `Attempt to apply partial exceeded maximum recursion depth of ${MAX_PARTIAL_DEPTH}`,
  applyBudget: (max: number) => `Attempt to apply partial exceeded the budget of ${max} applications per execution`,
  pluginFailed: (name: string, reason: string) => `RuntimeError: '${name}' failed: ${reason}`,
  disabled: (inst: string) => `${inst} is disabled for this execution`,
} as const;

export function errorAt(message: string, pos: Position): TemplateError {
  return { message, line: pos.line, column: pos.column };
}
