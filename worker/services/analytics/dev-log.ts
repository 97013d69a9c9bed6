import type { Log } from '../../logging';
import type { AnalyticsEvents, ExternalAnalyticsEvent } from './event';

/**
 * Local development, without ANALYTICS_EVENTS_URL: nothing leaves the
 * machine; the log names each event (never its visitor fields), so a
 * developer sees what the service would have received.
 */
export class DevLogAnalyticsEvents implements AnalyticsEvents {
  constructor(private readonly log: Log) {}

  async send(event: ExternalAnalyticsEvent): Promise<void> {
    this.log.info(`analytics event (not sent, ANALYTICS_EVENTS_URL is unset): ${event.custom_schema_name}`);
  }
}
