import type { PublishedSite } from '../../schemas';
import { RecentValues, RENDERED_TTL_MS } from '../content/isolate-cache';
import { documentHead, documentShell, type DocumentProps, type DocumentShell } from './document';

/**
 * A page (or its JSON context, or a 304) ready to go out. The renderers make
 * it without the request's context; a route or middleware sends it through
 * the context (`sendPage`, worker/http/answers.ts), so the cookies set on the
 * way go out with it.
 */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | ReadableStream<Uint8Array> | null;
}

export const HTML_TYPE = 'text/html; charset=utf-8';

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
 * A page document. A body still waiting for content reads is streamed: the
 * head at once, the body when the reads and the engine are done (`body` never
 * rejects). A body that needed no read goes out with the head as one string,
 * which costs the runtime and any proxy less than a stream. The site's
 * language, icon and cookie banner come from its settings (already read for
 * the page); our
 * scripts carry this response's CSP `nonce`.
 *
 * `shellKey` names a page whose document around the body is the same for
 * everyone under one publish (a content page at its address): the isolate
 * keeps that shell, and `props` are made only when it has none.
 */
export async function streamPage(
  site: PublishedSite,
  nonce: string,
  props: () => DocumentProps,
  body: Promise<string>,
  status = 200,
  headers: Record<string, string> = {},
  shellKey?: string,
): Promise<PageAnswer> {
  const make = () => documentShell({ language: site.website.language, favicon: site.favicon, cookieSettings: site.cookieSettings, ...props() });
  const key = shellKey === undefined ? undefined : `${site.version}|${shellKey}`;
  const shell = key === undefined ? make() : (shells.get(key) ?? shells.set(key, make()));
  const head = documentHead(shell, nonce);
  const answer = (content: string | ReadableStream<Uint8Array>): PageAnswer => ({ status, headers: { ...headers, 'Content-Type': HTML_TYPE }, body: content });
  const ready = await Promise.race([body, afterQueuedWork()]);
  if (ready !== null) return answer(head + ready + shell.end);
  const encoder = new TextEncoder();
  return answer(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(head));
        controller.enqueue(encoder.encode((await body) + shell.end));
        controller.close();
      },
    }),
  );
}
