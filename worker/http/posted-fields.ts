import type { Context } from 'hono';

/**
 * The text fields of a form a browser posted without scripts, in order, a
 * name repeated for each checked box; files have no place in our forms.
 * Rejects when the body cannot be read as a form.
 */
export async function postedFields(c: Context): Promise<[string, string][]> {
  const body = await c.req.parseBody({ all: true });
  return Object.entries(body).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string').map((item): [string, string] => [name, item]),
  );
}
