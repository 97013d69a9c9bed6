// The fields of the add-to-cart form the Worker makes of every add-to-cart
// button, read the same way by the Worker (a post without scripts) and the
// client (the same form, enhanced). Kept free of zod for the browser bundle.

/** A variant select posts as `option:{option name}`. */
export const OPTION_FIELD_PREFIX = 'option:';

/**
 * The option values chosen, from the posted fields; undefined when the form
 * has no variant selects. Selects left at their prompt are missing, so the
 * rules name them as still to choose.
 */
export function chosenAttributesOf(fields: Iterable<readonly [string, string]>): Record<string, string> | undefined {
  const options = [...fields].filter(([name]) => name.startsWith(OPTION_FIELD_PREFIX));
  if (options.length === 0) return undefined;
  return Object.fromEntries(options.filter(([, value]) => value !== '').map(([name, value]) => [name.slice(OPTION_FIELD_PREFIX.length), value]));
}
