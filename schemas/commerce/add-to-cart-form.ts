// The fields of the add-to-cart form the Worker makes of every add-to-cart
// button, read the same way by the Worker (a post without scripts) and the
// client (the same form, enhanced). Kept free of zod for the browser bundle.

/** A variant select posts as `option:{option name}`. */
export const OPTION_FIELD_PREFIX = 'option:';
/**
 * A custom form's control, on the page a refused add without scripts comes
 * back to, posts as `answer:{control name}` (the names of schemas/forms/form-answers.ts).
 */
export const ANSWER_FIELD_PREFIX = 'answer:';

/** The posted fields whose names start with `prefix`, by the rest of their names. */
function prefixed(fields: Iterable<readonly [string, string]>, prefix: string): [string, string][] {
  return [...fields].filter(([name]) => name.startsWith(prefix)).map(([name, value]) => [name.slice(prefix.length), value]);
}

/** The custom form's controls the form posted, by their own names; undefined when it posted none. */
export function answerControlsOf(fields: Iterable<readonly [string, string]>): [string, string][] | undefined {
  const controls = prefixed(fields, ANSWER_FIELD_PREFIX);
  return controls.length > 0 ? controls : undefined;
}

/**
 * The option values chosen, from the posted fields; undefined when the form
 * has no variant selects. Selects left at their prompt are missing, so the
 * rules name them as still to choose.
 */
export function chosenAttributesOf(fields: Iterable<readonly [string, string]>): Record<string, string> | undefined {
  const options = prefixed(fields, OPTION_FIELD_PREFIX);
  if (options.length === 0) return undefined;
  return Object.fromEntries(options.filter(([, value]) => value !== ''));
}
