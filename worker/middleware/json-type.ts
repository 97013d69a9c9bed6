import { createMiddleware } from 'hono/factory';
import { REQUEST_UNREADABLE } from '../../schemas/messages';
import { plainAnswer } from '../http/answers';

/** What our calls read as JSON: UTF-8, the only encoding JSON has on the wire. */
const JSON_TYPE = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/**
 * A body that calls itself JSON in any other way (`application/vnd.api+json`,
 * `charset=utf-16le`) is refused with 415 rather than read as if it were ours.
 */
export const strictJsonType = createMiddleware(async (c, next) => {
  const type = c.req.header('Content-Type');
  if (type === undefined || !/json/i.test(type) || JSON_TYPE.test(type)) return next();
  return plainAnswer(c, 415, REQUEST_UNREADABLE);
});
