import { CRUMB_COOKIE, CRUMB_HEADER } from '../../schemas/site/cookies';
import { readCookie } from '../cookies';

/** A census or events call that did not go through: the reporter hears of it, the visitor never does. */
export class TrackingFailure extends Error {}

export interface PostOptions {
  /** Echo the crumb in the CSRF header (error reports). */
  crumbHeader?: boolean;
  timeoutMs?: number;
  /** Let the call outlive the page; small bodies only (browsers cap them at 64 KB in all). */
  keepalive?: boolean;
}

/** POSTs a census or events call; the answer is ignored (spec section 7), a failure rejects with TrackingFailure. */
export async function post(path: string, body: BodyInit, options: PostOptions = {}): Promise<void> {
  const headers = new Headers();
  if (options.crumbHeader) headers.set(CRUMB_HEADER, readCookie(CRUMB_COOKIE) ?? '');
  if (typeof body === 'string') headers.set('Content-Type', 'application/json');
  let status: number;
  try {
    const response = await fetch(path, {
      method: 'POST',
      body,
      headers,
      credentials: 'same-origin',
      keepalive: options.keepalive,
      signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
    });
    status = response.status;
  } catch (error) {
    throw new TrackingFailure(`${path}: ${(error as Error).name}`);
  }
  if (status >= 400) throw new TrackingFailure(`${path}: HTTP ${status}`);
}

/** A text body by `navigator.sendBeacon`, which outlives the page; an XHR where beacons are missing or refused. */
export function beacon(path: string, text: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, text)) return;
  const request = new XMLHttpRequest();
  request.open('POST', path, true);
  request.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
  request.send(text);
}
