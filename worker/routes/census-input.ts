import type { Context } from 'hono';
import type * as z from 'zod';
import { REQUEST_UNREADABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { refuse } from '../http/answers';
import { fitted } from '../http/json-body';
import { limitBody } from '../middleware/body-limit';

// What the census and events routes share to read their calls and answer them.

/** Census bodies are small; a larger one is refused before it is read. */
export const MAX_CENSUS_BYTES = 64 * 1024;

export const censusBodyLimit = (maxSize = MAX_CENSUS_BYTES) => limitBody(maxSize);

/** The call's body as `schema` reads it, or null for anything else: unreadable, malformed, or sent for another site. */
export async function censusInput<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  read: 'form' | 'json' | 'text',
  websiteIdOf: (value: z.infer<S>) => string | string[],
): Promise<z.infer<S> | null> {
  let body: unknown;
  try {
    body = read === 'form' ? await c.req.parseBody() : read === 'json' ? await c.req.json() : JSON.parse(await c.req.text());
  } catch {
    return null;
  }
  const parsed = await fitted(schema, body);
  if (!parsed?.success) return null;
  return [websiteIdOf(parsed.data)].flat().every((id) => id === c.get('storefront').websiteId) ? parsed.data : null;
}

export const unreadable = (c: Context<AppEnv>) => refuse(c, 400, REQUEST_UNREADABLE);

/** Census calls answer nothing (spec section 7: "ignored"). */
export const noContent = (c: Context<AppEnv>) => c.body(null, 204);

/** The site a visitor came from, by host; '' when there is none or it is this site. */
export function referrerHost(referrer: string | undefined, c: Context<AppEnv>): string {
  if (!referrer) return '';
  try {
    const { hostname } = new URL(referrer);
    return hostname === new URL(c.req.url).hostname ? '' : hostname.slice(0, 253);
  } catch {
    return '';
  }
}
