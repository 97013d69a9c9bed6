import { reduceError } from './errors';
import { formatExpressionValue, isPrimitive, truthy, typeName } from './values';

export interface BuiltinFunction {
  name: string;
  minArgs: number;
  maxArgs: number;
  apply(args: readonly unknown[]): unknown;
}

function toNumber(name: string, value: unknown): number {
  if (!isPrimitive(value)) throw reduceError(`invalid argument for function '${name}': ${typeName(value)}`);
  return Number(value);
}

function builtin(name: string, minArgs: number, maxArgs: number, apply: BuiltinFunction['apply']): BuiltinFunction {
  return { name, minArgs, maxArgs, apply };
}

const FUNCTIONS: ReadonlyMap<string, BuiltinFunction> = new Map(
  [
    // Conversions, so templates can choose arithmetic over concatenation
    // (and back) when data carries numbers as strings.
    builtin('num', 1, 1, ([value]) => toNumber('num', value)),
    builtin('str', 1, 1, ([value]) => formatExpressionValue(value)),
    builtin('bool', 1, 1, ([value]) => truthy(value)),
    builtin('abs', 1, 1, ([value]) => Math.abs(toNumber('abs', value))),
    // Folded rather than spread: a call with 100k arguments would overflow
    // the native argument limit.
    builtin('min', 1, Infinity, (args) => args.reduce<number>((m, arg) => Math.min(m, toNumber('min', arg)), Infinity)),
    builtin('max', 1, Infinity, (args) => args.reduce<number>((m, arg) => Math.max(m, toNumber('max', arg)), -Infinity)),
  ].map((fn) => [fn.name, fn]),
);

export function lookupFunction(name: string): BuiltinFunction | undefined {
  return FUNCTIONS.get(name);
}
