import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { documentBody, documentHead, type DocumentProps } from './document';

/**
 * Streams a page document through the request's context, so cookies the
 * middleware set go out with it: the head at once, the body when its content
 * reads and the engine are done (`body` never rejects). The site's language
 * and icon come from its settings (already read for the page).
 */
export async function streamPage(c: Context<AppEnv>, props: DocumentProps, body: Promise<string>, status: ContentfulStatusCode = 200): Promise<Response> {
  const site = await c.get('site')?.settings();
  const document = { language: site?.website.language, favicon: site?.favicon, nonce: c.get('nonce'), ...props };
  const head = documentHead(document);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(head));
      controller.enqueue(encoder.encode(documentBody(await body, document.storefront, document.language)));
      controller.close();
    },
  });
  c.header('Content-Type', 'text/html; charset=utf-8');
  return c.body(stream, status);
}
