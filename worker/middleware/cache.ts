import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/** A response that sets a cookie belongs to one visitor: no shared cache may keep it. */
export const privateWhenSettingCookies = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('Set-Cookie')) return;
  c.res.headers.set('Cache-Control', 'private, no-store');
  c.res.headers.delete('ETag');
});
