import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { AnalyticsRangeQuerySchema, OWNER_API } from '../../schemas';
import { REQUEST_UNREADABLE } from '../../schemas/messages';
import { commerceReport, errorsReport, reportScope, trafficReport, vitalsReport } from '../analytics/reports';
import { refuse } from '../cart/responses';
import type { AppEnv } from '../env';

/** The dashboard's JSON (behind the owner token or session, worker/middleware/owner.ts): one call per report. */
export const ownerAnalyticsApi = new Hono<AppEnv>();

const REPORTS = { traffic: trafficReport, commerce: commerceReport, vitals: vitalsReport, errors: errorsReport };

ownerAnalyticsApi.get(
  `${OWNER_API.analytics}/:report{traffic|commerce|vitals|errors}`,
  zValidator('query', AnalyticsRangeQuerySchema, (result, c) => {
    if (!result.success) return refuse(c, 400, REQUEST_UNREADABLE);
  }),
  async (c) => {
    const site = await c.get('site').settings();
    if (!site) return c.json({ message: REQUEST_UNREADABLE }, 404);
    const report = REPORTS[c.req.param('report') as keyof typeof REPORTS];
    return c.json(await report(reportScope(c.env, site, c.req.valid('query').days)));
  },
);
