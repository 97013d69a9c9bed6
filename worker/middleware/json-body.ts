import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { isWellFormedValue } from '../../schemas/ids';

/**
 * `application/json`, without a charset or in UTF-8: the only JSON the Worker
 * reads. Other encodings would be misread as UTF-8, and vendor types
 * (`application/vnd.api+json`) are no call of ours.
 */
export function isJsonContentType(header: string | undefined): boolean {
  const [mediaType, ...parameters] = (header ?? '').split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return parameters.every((parameter) => !parameter.startsWith('charset=') || parameter.replace(/"/g, '') === 'charset=utf-8');
}

/** Why a JSON body was refused: 415 for another media type, 400 for a body that is not the call's shape. */
export type JsonRefusal = (c: Context, status: 400 | 415) => Response | Promise<Response>;

/**
 * A JSON body validated at the edge: the media type, well-formed Unicode in
 * every string (a lone surrogate must never reach a key or a database), then
 * the call's schema. Malformed JSON is the framework's 400 (app.onError).
 */
export function jsonBody<S extends z.ZodType>(schema: S, refuse: JsonRefusal) {
  return validator('json', async (value, c): Promise<z.output<S> | Response> => {
    if (!isJsonContentType(c.req.header('Content-Type'))) return refuse(c, 415);
    const parsed = isWellFormedValue(value) ? await schema.safeParseAsync(value) : null;
    return parsed?.success ? (parsed.data as z.output<S>) : refuse(c, 400);
  });
}
