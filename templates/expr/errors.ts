// Failures inside the expression language travel as this exception only
// between its own modules; the public entry points turn it into a collected
// message, so nothing ever escapes to the template engine.
export class ExpressionError extends Error {}

// The two prefixes are the ones the engine's error catalogue promises.
export function parseError(detail: string): ExpressionError {
  return new ExpressionError(`Error parsing expression: ${detail}`);
}

export function reduceError(detail: string): ExpressionError {
  return new ExpressionError(`Error reducing expression: ${detail}`);
}

export function collectError(error: unknown): string {
  if (error instanceof ExpressionError) return error.message;
  throw error;
}
