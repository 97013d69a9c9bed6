// Source positions for error messages. The parser marks each instruction
// with its offset, and line and column are worked out only when an error
// reads them: line starts are indexed on first use, so clean templates
// never pay for them.
import type { Position } from './errors';

/**
 * The offset rides on the node as a symbol-keyed property, which the stored
 * JSON form leaves out: a side map keyed by node measured a noticeable part
 * of compiling a page.
 */
const OFFSET = Symbol('source offset');

interface Marked {
  [OFFSET]?: number;
}

export function markOffset(node: object, offset: number): void {
  (node as Marked)[OFFSET] = offset;
}

export function offsetOf(node: object): number | undefined {
  return (node as Marked)[OFFSET];
}

export class Locator {
  private starts: number[] | null = null;

  constructor(private readonly source: string) {}

  at(offset: number): Position {
    return new Site(this, offset);
  }

  /** [line, column] of an offset. */
  resolve(offset: number): [number, number] {
    const starts = (this.starts ??= lineStarts(this.source));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return [lo + 1, offset - starts[lo] + 1];
  }
}

/** A position resolved when first read. */
class Site implements Position {
  private resolved: [number, number] | null = null;

  constructor(
    private readonly locator: Locator,
    private readonly offset: number,
  ) {}

  get line(): number {
    return (this.resolved ??= this.locator.resolve(this.offset))[0];
  }

  get column(): number {
    return (this.resolved ??= this.locator.resolve(this.offset))[1];
  }
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let nl = source.indexOf('\n'); nl >= 0; nl = source.indexOf('\n', nl + 1)) starts.push(nl + 1);
  return starts;
}
