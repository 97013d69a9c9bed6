import { Hono } from 'hono';
import { AnalyticsRangeQuerySchema, OWNER_API } from '../../schemas';
import { ANALYTICS_UNAVAILABLE, REQUEST_UNREADABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { plainAnswer } from '../http/answers';
import { validQuery } from '../http/json-body';
import { ownerArea } from '../middleware/account-access';
import { CensusUnavailable } from '../services/census';

/** The dashboard's JSON (behind `ownerCalls`, worker/middleware/account-access.ts): one call per report. */
export const ownerAnalyticsApi = new Hono<AppEnv>();

ownerAnalyticsApi.get(`${OWNER_API.analytics}/:report{traffic|commerce|vitals|errors}`, ownerArea('analytics'), validQuery(AnalyticsRangeQuerySchema), async (c) => {
  const storefront = c.get('storefront');
  const site = await storefront.settings();
  if (!site) return c.json({ message: REQUEST_UNREADABLE }, 404);
  // The reports load when the dashboard first asks for one: a cold isolate needs none of them (#30).
  const { commerceReport, errorsReport, reportScope, trafficReport, vitalsReport } = await import('../analytics/reports');
  const reports = { traffic: trafficReport, commerce: commerceReport, vitals: vitalsReport, errors: errorsReport };
  const report = reports[c.req.param('report') as keyof typeof reports];
  try {
    return c.json(await report(reportScope(storefront.env, storefront.log, storefront.websiteId, site, c.req.valid('query').days)));
  } catch (error) {
    // The census store could not be read (its service unconfigured or failing; logged where it failed): the hits are still being written.
    if (error instanceof CensusUnavailable) return plainAnswer(c, 503, ANALYTICS_UNAVAILABLE);
    throw error;
  }
});
