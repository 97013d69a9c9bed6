// The block state machine (spec section 4): turns the parser's flat
// instruction stream into the nested instruction tree. States are the open
// block kinds (root, section, repeated, predicate, or-predicate, if, macro,
// struct); END, OR and ALTERNATES WITH are the transitions.
import { Op, OP_NAMES } from './ast';
import type { AstNode, BlockNode, OrPredicateNode, RepeatedNode, RootNode } from './ast';
import { errorAt, messages } from './errors';
import type { TemplateError } from './errors';
import { markOffset } from './locator';
import { lastOf } from './values';
import type { Locator } from './locator';

/** Deeper trees would risk the JS stack in the recursive compiler and executor. */
export const MAX_NESTING = 100;

interface OpenBlock {
  node: BlockNode;
  target: AstNode[];
  /** The last `.or` branch, where the next `.or` chains. */
  lastOr: OrPredicateNode | null;
  inAlternates: boolean;
  offset: number;
}

/** Tokens the parser hands over: tree nodes plus the bare transitions. */
export type Token = AstNode | typeof Op.END | typeof Op.ALTERNATES_WITH;

export class Assembler {
  private readonly root: AstNode[] = [];
  private readonly stack: OpenBlock[] = [];
  private target: AstNode[] = this.root;

  constructor(
    private readonly errors: TemplateError[],
    private readonly locator: Locator,
  ) {}

  /** Literal text, which goes where it stands: no block opens or closes on it, and it is never reported. */
  text(content: string): void {
    this.target.push([Op.TEXT, content]);
  }

  add(token: Token, pos: number): void {
    // Source offsets of instructions, for compile-time errors.
    if (typeof token === 'object') markOffset(token, pos);
    const op = typeof token === 'number' ? token : token[0];
    switch (op) {
      case Op.END:
        return this.end(pos);
      case Op.ALTERNATES_WITH:
        return this.alternates(pos);
      case Op.OR_PREDICATE:
        return this.or(token as OrPredicateNode, pos);
      case Op.SECTION:
      case Op.REPEATED:
      case Op.PREDICATE:
      case Op.IF:
      case Op.MACRO:
      case Op.STRUCT:
        return this.open(token as BlockNode, pos);
      default:
        this.target.push(token as AstNode);
    }
  }

  finish(pos: number): RootNode {
    const open = lastOf(this.stack);
    if (open) this.fail(messages.eofInBlock(OP_NAMES[open.node[0]]), pos);
    return [Op.ROOT, 1, this.root, Op.EOF];
  }

  private open(node: BlockNode, pos: number): void {
    // Over-deep blocks are still tracked so their .end matches, but detached.
    if (this.stack.length >= MAX_NESTING) this.fail(messages.tooDeep(MAX_NESTING), pos);
    else this.target.push(node);
    const body = node[0] === Op.PREDICATE || node[0] === Op.IF ? node[3] : node[2];
    this.stack.push({ node, target: body as AstNode[], lastOr: null, inAlternates: false, offset: pos });
    this.target = body as AstNode[];
  }

  private end(pos: number): void {
    if (!this.stack.pop()) return this.fail(messages.notAllowedAtRoot(OP_NAMES[Op.END]), pos);
    this.target = lastOf(this.stack)?.target ?? this.root;
  }

  private or(node: OrPredicateNode, pos: number): void {
    const block = lastOf(this.stack);
    const name = OP_NAMES[Op.OR_PREDICATE];
    if (!block) return this.fail(messages.notAllowedAtRoot(name), pos);
    const kind = block.node[0];
    if (kind === Op.MACRO || kind === Op.STRUCT) return this.fail(messages.notAllowedInBlock(name, OP_NAMES[kind]), pos);
    if (block.lastOr && block.lastOr[1] === 0) return this.fail(messages.deadBlock(name), pos);
    const owner = block.lastOr ?? block.node;
    owner[owner[0] === Op.SECTION || owner[0] === Op.REPEATED ? 3 : 4] = node;
    block.lastOr = node;
    block.inAlternates = false;
    block.target = this.target = node[3];
  }

  private alternates(pos: number): void {
    const block = lastOf(this.stack);
    const name = OP_NAMES[Op.ALTERNATES_WITH];
    if (!block) return this.fail(messages.notAllowedAtRoot(name), pos);
    // The block being written decides the message: after `.or` it is that branch.
    const inside = block.lastOr ? Op.OR_PREDICATE : block.node[0];
    if (inside !== Op.REPEATED || block.inAlternates) return this.fail(messages.notAllowedInBlock(name, OP_NAMES[inside]), pos);
    block.inAlternates = true;
    block.target = this.target = (block.node as RepeatedNode)[4];
  }

  private fail(message: string, pos: number): void {
    this.errors.push(errorAt(message, this.locator.at(pos)));
  }
}
