import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { IdSchema, isReadableKey, OwnerTokenRequestSchema, PLATFORM_API } from '../../schemas';
import { NO_SUCH_CALL, NO_SUCH_OWNER_TOKEN, NO_SUCH_WEBSITE, REQUEST_UNREADABLE } from '../../schemas/messages';
import { forgetCachedContent } from '../content/isolate-cache';
import { SiteStore } from '../content/site-store';
import type { AppEnv } from '../env';
import { refuse } from '../http/answers';
import { validJson } from '../http/json-body';
import { audit } from '../middleware/audit';
import { mintOwnerToken, ownerTokenBook, revokeOwnerToken } from '../owner-tokens';
import type { SiteObjects } from '../storefront';

/**
 * The platform's owner-token calls (behind worker/middleware/platform.ts):
 * they name the website in the path, so they answer on any host, the
 * platform's own included. A website exists once it has been published.
 */
export const platformApi = new Hono<AppEnv>();

const TOKENS = `${PLATFORM_API.websites}/:websiteId/owner-tokens`;

/** The published website the path names, or the 404 to answer with. */
async function publishedWebsite(c: Context<AppEnv>): Promise<SiteObjects | Response> {
  const websiteId = IdSchema.safeParse(c.req.param('websiteId')).data;
  const store = websiteId && isReadableKey(websiteId) ? new SiteStore(c.env.CONTENT, websiteId, c.get('log')) : null;
  if (!store || !(await store.settings())) return refuse(c, 404, NO_SUCH_WEBSITE);
  audit(c, { websiteId: store.websiteId });
  return { env: c.env, websiteId: store.websiteId };
}

platformApi.post(TOKENS, validJson(OwnerTokenRequestSchema), async (c) => {
  const website = await publishedWebsite(c);
  if (website instanceof Response) return website;
  return c.json(await mintOwnerToken(website, c.req.valid('json')), 201);
});

platformApi.get(TOKENS, async (c) => {
  const website = await publishedWebsite(c);
  if (website instanceof Response) return website;
  return c.json({ ownerTokens: await ownerTokenBook(website.env, website.websiteId).list() });
});

platformApi.delete(`${TOKENS}/:tokenId`, async (c) => {
  const website = await publishedWebsite(c);
  if (website instanceof Response) return website;
  if (!(await revokeOwnerToken(website, c.req.param('tokenId')))) return refuse(c, 404, NO_SUCH_OWNER_TOKEN);
  return c.body(null, 204);
});

const ContentChangeSchema = z.lazy(() => z.object({
  put: z.array(z.object({ key: z.string().min(1), value: z.string() })).max(200),
  delete: z.array(z.string().min(1)).max(200),
}));

/**
 * Local development only (`npm run dev -- --site <folder>`, scripts/dev.ts):
 * the site watcher writes the keys an edit changed straight into the running
 * server's KV and the isolate forgets what it had parsed, so the next reload
 * shows the edit. Only for the keys of the site the host serves, so it is
 * registered behind the site middleware.
 */
export const platformDevContent = new Hono<AppEnv>();

platformDevContent.post(PLATFORM_API.devContent, validJson(ContentChangeSchema), async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return refuse(c, 404, NO_SUCH_CALL);
  const change = c.req.valid('json');
  const prefix = `site:${c.get('storefront').websiteId}:`;
  const keys = [...change.put.map((entry) => entry.key), ...change.delete];
  if (!keys.every((key) => key.startsWith(prefix) && isReadableKey(key))) return refuse(c, 400, REQUEST_UNREADABLE);
  await Promise.all([...change.put.map((entry) => c.env.CONTENT.put(entry.key, entry.value)), ...change.delete.map((key) => c.env.CONTENT.delete(key))]);
  forgetCachedContent();
  return c.json({ written: change.put.length, deleted: change.delete.length });
});
