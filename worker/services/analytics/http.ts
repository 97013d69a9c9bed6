import { ANALYTICS_POST_TIMEOUT_MS } from '../../../schemas';
import type { Log } from '../../logging';
import type { AnalyticsEvents, ExternalAnalyticsEvent } from './event';

/** The service answers 200 or 202 for an event it took (spec section 7). */
const ACCEPTED = new Set([200, 202]);

/** The external analytics events service at ANALYTICS_EVENTS_URL: one JSON post per event, 2.5 s at most. */
export class HttpAnalyticsEvents implements AnalyticsEvents {
  constructor(
    private readonly url: string,
    private readonly log: Log,
  ) {}

  async send(event: ExternalAnalyticsEvent): Promise<void> {
    // 0 stands for no answer at all: the network failed or the 2.5 s ran out.
    let status = 0;
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(ANALYTICS_POST_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      // logged below
    }
    // The spec's words (section 8), inside the JSON line.
    if (!ACCEPTED.has(status)) this.log.warn(`Error tracking event: HTTP Status ${status}`);
  }
}
