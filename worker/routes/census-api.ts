import { Hono, type Context } from 'hono';
import type * as z from 'zod';
import {
  ButtonHitSchema,
  CENSUS_API,
  FormRenderSchema,
  OverlaySchema,
  parseReturningVisit,
  PerformanceRecordsRequestSchema,
  RecordHitRequestSchema,
  type PerformanceMetricName,
} from '../../schemas';
import { aggregate } from '../analytics/aggregate';
import type { AppEnv } from '../env';
import { censusBodyLimit, censusInput, noContent, referrerHost, unreadable } from './census-input';

/**
 * The census calls of spec section 7. Beacons carry no crumb (sendBeacon
 * cannot send a header, and they change nothing a visitor owns), so they are
 * registered before the crumb check and spend none of the cart's rate limit;
 * the analytics shards keep a census budget per address instead. Each answers
 * 204 at once and is aggregated afterwards; anything malformed is a 400 and
 * never reaches an aggregate.
 */
export const censusApi = new Hono<AppEnv>();

censusApi.use('/api/census/*', censusBodyLimit());
censusApi.use(CENSUS_API.performance, censusBodyLimit());

censusApi.post(CENSUS_API.hit, async (c) => {
  const request = await censusInput(c, RecordHitRequestSchema, 'form', (hit) => hit.data.websiteId);
  if (!request) return unreadable(c);
  const visitor = parseReturningVisit(request.ss_cvr)!.id;
  aggregate(c.get('storefront'), [{ kind: 'hit', page: request.data.pagePath, visitor, referrer: referrerHost(request.data.referrer, c) }], visitor);
  return noContent(c);
});

/** A census call counted as an event on its page; `detail` says which button, form or overlay. */
function censusEvent<T extends { websiteId: string; pagePath: string; visitorCookie?: string }>(
  name: string,
  schema: z.ZodType<T>,
  detail: (payload: T) => string,
) {
  return async (c: Context<AppEnv>) => {
    const payload = await censusInput(c, schema, 'json', (body) => body.websiteId);
    if (!payload) return unreadable(c);
    aggregate(c.get('storefront'), [{ kind: 'event', page: payload.pagePath, name, detail: detail(payload).slice(0, 128) }], payload.visitorCookie);
    return noContent(c);
  };
}

censusApi.post(CENSUS_API.buttonClick, censusEvent('button-click', ButtonHitSchema, (hit) => hit.buttonText ?? hit.blockId ?? ''));
censusApi.post(CENSUS_API.buttonRender, censusEvent('button-render', ButtonHitSchema, (hit) => hit.buttonText ?? hit.blockId ?? ''));
censusApi.post(CENSUS_API.formRender, censusEvent('form-render', FormRenderSchema, (form) => form.formId));
censusApi.post(CENSUS_API.overlay, censusEvent('overlay', OverlaySchema, (overlay) => [overlay.overlayId, overlay.action].filter(Boolean).join(' ')));

const ITEM_ID = /^[\w-]{1,128}$/;

/** The path of the page that sent a call, from its Referer when that is this site. */
function refererPath(c: Context<AppEnv>): string {
  try {
    const referer = new URL(c.req.header('Referer') ?? '');
    return referer.host === new URL(c.req.url).host ? referer.pathname.slice(0, 2048) : '';
  } catch {
    return '';
  }
}

// Spec section 7: no body; the item is in the path.
censusApi.post(`${CENSUS_API.quickView}/:itemId`, (c) => {
  const itemId = c.req.param('itemId');
  if (!ITEM_ID.test(itemId)) return unreadable(c);
  aggregate(c.get('storefront'), [{ kind: 'event', page: refererPath(c), name: 'quick view', detail: itemId }]);
  return noContent(c);
});

// A text body holding a JSON array: sendBeacon sends text/plain, which needs no preflight.
censusApi.post(CENSUS_API.performance, async (c) => {
  const records = await censusInput(c, PerformanceRecordsRequestSchema, 'text', (list) => list.map((record) => record.websiteId));
  if (!records) return unreadable(c);
  aggregate(
    c.get('storefront'),
    records.map((record) => ({ kind: 'vital', page: record.pagePath, metric: record.name as PerformanceMetricName, value: record.value })),
  );
  return noContent(c);
});
