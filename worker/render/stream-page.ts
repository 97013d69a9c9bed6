import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { documentBody, documentHead, type DocumentProps } from './document';

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
 * site's language and icon come from its settings (already read for the page).
 */
export async function streamPage(c: Context<AppEnv>, props: DocumentProps, body: Promise<string>, status: ContentfulStatusCode = 200): Promise<Response> {
  const site = await c.get('site')?.settings();
  const document = { language: site?.website.language, favicon: site?.favicon, nonce: c.get('nonce'), ...props };
  const head = documentHead(document);
  const tail = (content: string) => documentBody(content, document.storefront, document.language);
  c.header('Content-Type', 'text/html; charset=utf-8');
  const ready = await Promise.race([body, afterQueuedWork()]);
  if (ready !== null) return c.body(head + tail(ready), status);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(head));
      controller.enqueue(encoder.encode(tail(await body)));
      controller.close();
    },
  });
  return c.body(stream, status);
}
