import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type * as z from 'zod';
import { REQUEST_UNREADABLE } from '../../schemas/messages';
import { isWellFormedValue } from '../../schemas/site/ids';
import { refuse } from './answers';

/**
 * A JSON body validated at the edge: well-formed Unicode in every string (a
 * lone surrogate must never reach a key or a database), then the call's
 * schema; `refuse` answers what does not fit. Its media type was checked by
 * strictJsonType, malformed JSON is the framework's 400 (app.onError).
 */
export function jsonBody<S extends z.ZodType>(schema: S, refuse: (c: Context) => Response | Promise<Response>) {
  return validator('json', async (value, c): Promise<z.output<S> | Response> => {
    const parsed = isWellFormedValue(value) ? await fitted(schema, value) : null;
    return parsed?.success ? (parsed.data as z.output<S>) : refuse(c);
  });
}

/**
 * zod runs a length check on any value with a `length`, even once the type
 * has failed, so `{"itemId": {"length": {"toString": ""}}}` throws inside
 * zod rather than failing: such a body does not fit either.
 */
export async function fitted<S extends z.ZodType>(schema: S, value: unknown) {
  try {
    return await schema.safeParseAsync(value);
  } catch {
    return null;
  }
}

/** A JSON body validated at the edge; anything that does not fit is one 4xx, never a 500. */
export function validJson<S extends z.ZodType>(schema: S) {
  return jsonBody(schema, (c) => refuse(c, 400, REQUEST_UNREADABLE));
}

/** A query validated at the edge, the same way. */
export function validQuery<S extends z.ZodType>(schema: S) {
  return zValidator('query', schema, (result, c) => {
    if (!result.success) return refuse(c, 400, REQUEST_UNREADABLE);
  });
}
