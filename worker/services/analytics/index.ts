// The external analytics events service boundary (spec section 7): the real
// HTTP service when ANALYTICS_EVENTS_URL is configured, else the dev log.
import type { Env } from '../../env';
import type { Log } from '../../logging';
import { DevLogAnalyticsEvents } from './dev-log';
import type { AnalyticsEvents } from './event';
import { HttpAnalyticsEvents } from './http';

export function analyticsEvents(env: Env, log: Log): AnalyticsEvents {
  return env.ANALYTICS_EVENTS_URL ? new HttpAnalyticsEvents(env.ANALYTICS_EVENTS_URL, log) : new DevLogAnalyticsEvents(log);
}

export type { AnalyticsEvents, ExternalAnalyticsEvent } from './event';

