// React's HTML, from its streaming renderer only, loaded when a request first
// renders with React: a page view, /healthz and the API calls need none of its
// 107 KiB, which a production build keeps in a module of its own (#30). The
// Worker never calls renderToString or renderToStaticMarkup, whose separate
// build (98 KiB minified) the production bundle leaves out (scripts/build-worker.ts).
import type { ReactNode } from 'react';
import type { RenderToReadableStreamOptions } from 'react-dom/server';

/** React's markup of `node` as it renders. */
export async function renderStream(node: ReactNode, options?: RenderToReadableStreamOptions): Promise<ReadableStream<Uint8Array>> {
  const { renderToReadableStream } = await import('./react-renderer');
  return renderToReadableStream(node, options);
}

/** The whole markup of `node`, once every part of it has rendered; inline scripts React adds carry `nonce`. */
export async function renderMarkup(node: ReactNode, nonce?: string): Promise<string> {
  return new Response(await renderStream(node, { nonce })).text();
}

/**
 * Markup that nothing hydrates (mail), as renderToStaticMarkup writes it:
 * without the empty comments React puts between adjacent texts for hydration.
 * No text can make one: React escapes every `<` of a value.
 */
export async function staticMarkup(node: ReactNode): Promise<string> {
  return (await renderMarkup(node)).replaceAll('<!-- -->', '');
}
