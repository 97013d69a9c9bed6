// Built-in functions of the expression language (reference §1.17,
// "Functions"). Each receives at least one argument; the caller reports a
// call with none.
import type { Literal } from './tokens';
import { toBoolean, toNumber, toString } from './values';

type Fn = (args: readonly Literal[]) => Literal;

/** Keeps the later value whenever the comparison is false, as the reference does with NaN. */
const extreme = (keep: (a: number, b: number) => boolean): Fn => (args) => {
  let result = toNumber(args[0]);
  for (let i = 1; i < args.length; i++) {
    const n = toNumber(args[i]);
    if (!keep(result, n)) result = n;
  }
  return result;
};

export const FUNCTIONS: ReadonlyMap<string, Fn> = new Map<string, Fn>([
  ['max', extreme((a, b) => a > b)],
  ['min', extreme((a, b) => a < b)],
  ['abs', (args) => Math.abs(toNumber(args[0]))],
  ['num', (args) => toNumber(args[0])],
  ['str', (args) => toString(args[0])],
  ['bool', (args) => toBoolean(args[0])],
]);
