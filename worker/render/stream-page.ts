import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RecentValues, RENDERED_TTL_MS } from '../content/isolate-cache';
import type { AppEnv } from '../env';
import { documentHead, documentShell, type DocumentProps, type DocumentShell } from './document';

/** Shells are a few KB each: one per page of the site visitors are reading is plenty. */
const shells = new RecentValues<DocumentShell>(200, RENDERED_TTL_MS);

/**
 * Resolves to null once the work already queued has run (a timer fires after
 * every pending promise callback): a body made only from what the isolate
 * holds is settled by then, one that waits for a read is not.
 */
function afterQueuedWork(): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), 0));
}

/**
 * Sends a page document through the request's context, so cookies the
 * middleware set go out with it. A body still waiting for content reads is
 * streamed: the head at once, the body when the reads and the engine are done
 * (`body` never rejects). A body that needed no read goes out with the head as
 * one string, which costs the runtime and any proxy less than a stream. The
 * site's language, icon and cookie banner come from its settings (already read for the page).
 *
 * `shellKey` names a page whose document around the body is the same for
 * everyone under one publish (a content page at its address): the isolate
 * keeps that shell, and `props` are made only when it has none.
 */
export async function streamPage(
  c: Context<AppEnv>,
  props: () => DocumentProps,
  body: Promise<string>,
  status: ContentfulStatusCode = 200,
  shellKey?: string,
): Promise<Response> {
  const site = await c.get('site')?.settings();
  const make = () => documentShell({ language: site?.website.language, favicon: site?.favicon, cookieSettings: site?.cookieSettings, ...props() });
  const key = site && shellKey !== undefined ? `${site.version}|${shellKey}` : undefined;
  const shell = key === undefined ? make() : (shells.get(key) ?? shells.set(key, make()));
  const head = documentHead(shell, c.get('nonce'));
  c.header('Content-Type', 'text/html; charset=utf-8');
  const ready = await Promise.race([body, afterQueuedWork()]);
  if (ready !== null) return c.body(head + ready + shell.end, status);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(head));
      controller.enqueue(encoder.encode((await body) + shell.end));
      controller.close();
    },
  });
  return c.body(stream, status);
}
