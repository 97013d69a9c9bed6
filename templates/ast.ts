// The platform's JSON instruction encoding. Templates are parsed once at
// publish time and stored in KV in exactly this shape, so the numbers and
// tuple layouts below are a storage format: never renumber them.
export const Op = {
  TEXT: 0,
  VARIABLE: 1,
  SECTION: 2,
  END: 3,
  REPEATED: 4,
  PREDICATE: 5,
  BINDVAR: 6,
  OR_PREDICATE: 7,
  IF: 8,
  INJECT: 9,
  MACRO: 10,
  COMMENT: 11,
  META_LEFT: 12,
  META_RIGHT: 13,
  NEWLINE: 14,
  SPACE: 15,
  TAB: 16,
  ROOT: 17,
  EOF: 18,
  ALTERNATES_WITH: 19,
  STRUCT: 20,
  ATOM: 21,
  CTXVAR: 22,
  EVAL: 23,
  INCLUDE: 24,
} as const;

export type OpCode = (typeof Op)[keyof typeof Op];

/** Names used in error messages, indexed by opcode. */
export const OP_NAMES: readonly string[] = Object.keys(Op);

export type Path = (string | number)[];
/** Argument list plus the delimiter it was written with, or 0 when absent. */
export type Args = [string[], string] | 0;
export type FormatterCall = [string] | [string, [string[], string]];
export type Formatters = FormatterCall[] | 0;
/** A block's alternative: END (3) or the next `.or` branch. */
export type Alternative = typeof Op.END | OrPredicateNode;

export type TextNode = [typeof Op.TEXT, string];
export type VariableNode = [typeof Op.VARIABLE, Path[], Formatters];
export type SectionNode = [typeof Op.SECTION, Path, AstNode[], Alternative];
export type RepeatedNode = [typeof Op.REPEATED, Path, AstNode[], Alternative, AstNode[]];
export type PredicateNode = [typeof Op.PREDICATE, string, Args, AstNode[], Alternative];
export type BindvarNode = [typeof Op.BINDVAR, string, Path[], Formatters];
export type OrPredicateNode = [typeof Op.OR_PREDICATE, string | 0, Args, AstNode[], Alternative];
/** Operators: 1 is &&, 0 is ||, folded left to right. */
export type IfNode = [typeof Op.IF, number[], Path[], AstNode[], Alternative];
export type InjectNode = [typeof Op.INJECT, string, string, Args];
export type MacroNode = [typeof Op.MACRO, string, AstNode[]];
export type CommentNode = [typeof Op.COMMENT, string, 0 | 1];
export type StructNode = [typeof Op.STRUCT, string, AstNode[]];
export type CtxvarNode = [typeof Op.CTXVAR, string, [string, Path][]];
export type EvalNode = [typeof Op.EVAL, string];
export type IncludeNode = [typeof Op.INCLUDE, string, [string[], string]];
export type MetaOp = typeof Op.META_LEFT | typeof Op.META_RIGHT | typeof Op.NEWLINE | typeof Op.SPACE | typeof Op.TAB;

export type AstNode =
  | MetaOp
  | TextNode
  | VariableNode
  | SectionNode
  | RepeatedNode
  | PredicateNode
  | BindvarNode
  | OrPredicateNode
  | IfNode
  | InjectNode
  | MacroNode
  | CommentNode
  | StructNode
  | CtxvarNode
  | EvalNode
  | IncludeNode;

export type RootNode = [typeof Op.ROOT, 1, AstNode[], typeof Op.EOF];

/** Nodes that open a block closed by `.end`. */
export type BlockNode = SectionNode | RepeatedNode | PredicateNode | OrPredicateNode | IfNode | MacroNode | StructNode;

export const META_TEXT: Readonly<Record<number, string>> = {
  [Op.META_LEFT]: '{',
  [Op.META_RIGHT]: '}',
  [Op.NEWLINE]: '\n',
  [Op.SPACE]: ' ',
  [Op.TAB]: '\t',
};
