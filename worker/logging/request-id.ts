/**
 * The id a request's log lines share, echoed to the client as X-Request-Id:
 * Cloudflare's own ray id when the request came through Cloudflare (so a line
 * can be matched with Cloudflare's records of the request), else a fresh one.
 */
export function requestIdOf(headers: Headers): string {
  const ray = headers.get('cf-ray');
  return ray && /^[\w-]{1,64}$/.test(ray) ? ray : crypto.randomUUID();
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
