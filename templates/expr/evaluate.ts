import type { Expression } from './program';
import { truthy } from './values';

export interface ExprScope {
  resolve(path: readonly (string | number)[]): unknown;
  assign(name: string, value: unknown): void;
}

// Runs the postfix program; operator and function failures surface as
// ExpressionError for the public entry point to collect.
export function run(expr: Expression, scope: ExprScope): unknown {
  const { code, maxStringLength } = expr;
  const stack: unknown[] = [];
  let pc = 0;
  while (pc < code.length) {
    const instruction = code[pc++];
    switch (instruction.op) {
      case 'push':
        stack.push(instruction.value);
        break;
      case 'load':
        stack.push(scope.resolve(instruction.path));
        break;
      case 'prefix':
        stack.push(instruction.apply(stack.pop()));
        break;
      case 'binary': {
        const right = stack.pop();
        const left = stack.pop();
        stack.push(instruction.operator.apply(left, right, maxStringLength));
        break;
      }
      case 'shortCircuit':
        if (truthy(stack.at(-1)) === instruction.when) pc = instruction.target;
        else stack.pop();
        break;
      case 'assign':
        // Like JavaScript, an assignment's value is the assigned value.
        scope.assign(instruction.name, stack.at(-1));
        break;
      case 'call':
        stack.push(instruction.fn.apply(stack.splice(stack.length - instruction.argc)));
        break;
      case 'discard':
        stack.pop();
        break;
    }
  }
  return stack.pop();
}
