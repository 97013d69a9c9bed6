import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { renderToReadableStream } from 'react-dom/server';
import type { AppEnv } from '../env';
import { Document, type DocumentProps } from './document';

/**
 * Streams a page document through the request's context, so cookies the
 * middleware set go out with it. The site's language and icon come from its
 * settings (already read for the page). Errors after the shell has gone out
 * are logged, never shown.
 */
export async function streamPage(c: Context<AppEnv>, props: DocumentProps, status: ContentfulStatusCode = 200): Promise<Response> {
  const site = await c.get('site')?.settings();
  const nonce = c.get('nonce');
  const document = <Document language={site?.website.language} favicon={site?.favicon} nonce={nonce} {...props} />;
  const stream = await renderToReadableStream(document, {
    nonce,
    onError(error) {
      console.error('page render failed', error);
    },
  });
  c.header('Content-Type', 'text/html; charset=utf-8');
  return c.body(stream, status);
}
