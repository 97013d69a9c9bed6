// Values the compiled closures and the execution context both recognise.
// They live apart from both so that the compiler, which builds closures
// around them, and the executor, which compiles partials on first use, do
// not import each other.

/** What a formatter chain yields once a formatter has failed: the chain stops and prints nothing. */
export const FAILED = Symbol('failed');

/** A variable bound to a missing value (see `Ctx.setVar`). */
export const MISSING = Symbol('missing');

/** Macros share a frame's record with its `@variables`; no variable name starts with this. */
const MACRO_KEY = '#';

/**
 * Macro keys by name. A key concatenated anew for every application is a
 * new string, which V8 must look up in its string table before it can read
 * a frame's record with it; the same string object is looked up once. This
 * measured a few percent of a page that applies a macro per item
 * (bench/engine.ts, page). Bounded so that hostile templates cannot grow it.
 */
const macroKeys = new Map<string, string>();
const MAX_MACRO_KEYS = 4096;

/** The key a macro named `name` is stored under in a frame's record. */
export function macroKey(name: string): string {
  let key = macroKeys.get(name);
  if (key === undefined) {
    key = MACRO_KEY + name;
    if (macroKeys.size < MAX_MACRO_KEYS) macroKeys.set(name, key);
  }
  return key;
}
