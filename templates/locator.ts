// Turns source offsets into line/column for error messages. Line starts are
// indexed only when the first error needs one, so clean templates never pay.
import type { Position } from './errors';

export class Locator {
  private starts: number[] | null = null;

  constructor(private readonly source: string) {}

  at(offset: number): Position {
    const starts = (this.starts ??= lineStarts(this.source));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let nl = source.indexOf('\n'); nl >= 0; nl = source.indexOf('\n', nl + 1)) starts.push(nl + 1);
  return starts;
}
