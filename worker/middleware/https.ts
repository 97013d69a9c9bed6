import type { Context } from 'hono';

/** The request came over https: every cookie set in answer is then Secure. */
export const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';
