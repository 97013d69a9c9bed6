/**
 * JSON from a data attribute the Worker wrote; `fallback` when it is missing.
 * Markup that does not parse is the page's fault, not the visitor's: the page
 * goes on with `fallback`, and the error goes to the error reporter (spec
 * section 8: a product's subscription context that cannot be read).
 */
export function readJson<T>(text: string | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    // Reported as an uncaught error would be: the census module hears it on `window`, however early.
    reportError(new SyntaxError(`unreadable page data: ${(error as Error).message}`));
    return fallback;
  }
}
