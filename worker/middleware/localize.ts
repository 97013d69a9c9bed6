import { createMiddleware } from 'hono/factory';
import { en, translated } from '../../schemas/messages';
import type { AppEnv } from '../env';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer fields that carry a visitor-facing text. */
const TEXT_FIELDS = ['message', 'title'] as const;

/**
 * Speaks the site's language (`website.language`) in API answers: a JSON
 * answer's `message` and `title`, and the per-field messages of its `errors`,
 * that are catalogue texts come out translated. English sites pass through
 * untouched, so their answers stay byte for byte.
 */
export const localizeAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { messages } = await c.get('storefront').locale();
  if (messages === en || !c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
  const body: unknown = await c.res.clone().json().catch(() => null);
  if (!isRecord(body)) return;
  let changed = false;
  const translate = (holder: Record<string, unknown>, field: string) => {
    const text = holder[field];
    const local = typeof text === 'string' ? translated(text, messages) : text;
    if (local !== text) (holder[field] = local), (changed = true);
  };
  for (const field of TEXT_FIELDS) translate(body, field);
  if (isRecord(body.errors)) for (const field of Object.keys(body.errors)) translate(body.errors, field);
  if (!changed) return;
  const headers = new Headers(c.res.headers);
  headers.delete('Content-Length');
  const status = c.res.status;
  c.res = undefined; // else Hono copies the old headers, Content-Length among them, onto the new answer
  c.res = new Response(JSON.stringify(body), { status, headers });
});
