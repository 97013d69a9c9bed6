import { createMiddleware } from 'hono/factory';
import { translated } from '../../schemas/message-lookup';
import { en } from '../../schemas/messages';
import { messagesFor } from '../../schemas/messages-for';
import type { AppEnv } from '../env';

/** The answer fields that carry a visitor-facing text. */
const TEXT_FIELDS = ['message', 'title'] as const;

/**
 * Speaks the site's language (`website.language`) in API answers: a JSON
 * answer's `message` and `title` that are catalogue texts come out translated.
 * English sites pass through untouched, so their answers stay byte for byte.
 */
export const localizeAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const messages = messagesFor((await c.get('site').settings())?.website.language);
  if (messages === en || !c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
  const body: unknown = await c.res.clone().json().catch(() => null);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const answer = body as Record<string, unknown>;
  let changed = false;
  for (const field of TEXT_FIELDS) {
    const text = answer[field];
    if (typeof text !== 'string') continue;
    const local = translated(text, messages);
    if (local !== text) (answer[field] = local), (changed = true);
  }
  if (!changed) return;
  const headers = new Headers(c.res.headers);
  headers.delete('Content-Length');
  const status = c.res.status;
  c.res = undefined; // else Hono copies the old headers, Content-Length among them, onto the new answer
  c.res = new Response(JSON.stringify(answer), { status, headers });
});
