import { Hono } from 'hono';
import { z } from 'zod';
import { isReadableKey } from '../../schemas';
import { NO_SUCH_CALL, REQUEST_UNREADABLE } from '../../schemas/messages';
import { forgetCachedContent } from '../content/isolate-cache';
import type { AppEnv } from '../env';
import { refuse } from '../http/answers';
import { validJson } from '../http/json-body';
import { OWNER_API } from '../../schemas/site/paths';

const ContentChangeSchema = z.object({
  put: z.array(z.object({ key: z.string().min(1), value: z.string() })).max(200),
  delete: z.array(z.string().min(1)).max(200),
});

/**
 * Local development only (`npm run dev -- --site <folder>`, scripts/dev.ts):
 * the site watcher writes the keys an edit changed straight into the running
 * server's KV and the isolate forgets what it had parsed, so the next reload
 * shows the edit. Behind the owner token, and only for this site's own keys.
 */
export const ownerDevContent = new Hono<AppEnv>();

ownerDevContent.post(OWNER_API.devContent, validJson(ContentChangeSchema), async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return refuse(c, 404, NO_SUCH_CALL);
  const change = c.req.valid('json');
  const prefix = `site:${c.get('storefront').websiteId}:`;
  const keys = [...change.put.map((entry) => entry.key), ...change.delete];
  if (!keys.every((key) => key.startsWith(prefix) && isReadableKey(key))) return refuse(c, 400, REQUEST_UNREADABLE);
  await Promise.all([
    ...change.put.map((entry) => c.env.CONTENT.put(entry.key, entry.value)),
    ...change.delete.map((key) => c.env.CONTENT.delete(key)),
  ]);
  forgetCachedContent();
  return c.json({ written: change.put.length, deleted: change.delete.length });
});
