import * as z from 'zod';
import { ADD_TO_CART_SURFACES, ANALYTICS_ERROR_TYPES, ANALYTICS_EVENTS, ERROR_REPORTER_LIMITS, PAGE_VIEW, parseReturningVisit } from './census';
import { PERFORMANCE_METRICS } from './web-vitals';

// What the census and events calls of spec section 7 accept. Every text is
// bounded, so a bot's garbage is refused at the edge and never reaches an
// aggregate; unknown fields are dropped.

const text = (max: number) => z.string().max(max);
const id = text(128);
const size = z.number().int().min(0).max(100_000);
const path = text(2048).startsWith('/');

/** A form field holding JSON, parsed and then validated by `schema`. */
export function jsonText<S extends z.ZodType>(schema: S, max = 32 * 1024) {
  return text(max)
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** The page fields every census call carries. */
export const PageFieldsSchema = z.lazy(() => z.object({
  websiteId: id,
  pagePath: path,
  pageId: id.nullish(),
  collectionId: id.nullish(),
  itemId: id.nullish(),
  templateId: id.nullish(),
  website_locale: text(35).optional(),
  visitorCookie: id.optional(),
}));

/** Hit payload fields of spec section 7. */
export const HitPayloadSchema = z.lazy(() => PageFieldsSchema.unwrap().extend({
  pageTitle: text(512).optional(),
  title: text(512).optional(),
  contentSource: z.enum(['i', 'c']).optional(),
  pagePermissionTypeValue: z.number().int().min(0).max(100).optional(),
  userAgent: text(512).optional(),
  clientDate: z.number().int().min(0).optional(),
  viewportInnerWidth: size.optional(),
  viewportInnerHeight: size.optional(),
  screenWidth: size.optional(),
  screenHeight: size.optional(),
  url: text(4096).optional(),
  recordType: z.number().int().min(0).max(1000).nullish(),
  localStorageSupported: z.boolean().optional(),
  queryString: text(2048).optional(),
  referrer: text(2048).optional(),
}));
export type HitPayload = z.infer<typeof HitPayloadSchema>;

/** `POST /api/census/RecordHit`: form-encoded `event`, `data` (JSON) and the returning-visit cookie. */
export const RecordHitRequestSchema = z.lazy(() => z.object({
  event: z.literal(PAGE_VIEW),
  data: jsonText(HitPayloadSchema),
  ss_cvr: text(200).refine((value) => parseReturningVisit(value) !== null, 'not a returning-visit cookie'),
}));

export const ButtonHitSchema = z.lazy(() => HitPayloadSchema.unwrap().extend({
  buttonText: text(256).optional(),
  buttonUrl: text(2048).optional(),
  blockId: id.optional(),
}));

export const FormRenderSchema = z.lazy(() => PageFieldsSchema.unwrap().extend({ formId: id.min(1) }));

export const OverlaySchema = z.lazy(() => PageFieldsSchema.unwrap().extend({ overlayId: id.optional(), action: text(32).optional() }));

/** `data` of `POST /api/events/RecordEvent`: the spec's page fields plus the event's own. */
export const EventDataSchema = z.lazy(() => z.object({
  pagePath: path,
  pageHash: text(512).optional(),
  websiteId: id,
  templateId: id.nullish(),
  variantId: id.nullish(),
  memberAccountId: id.nullish(),
  member_locale: text(35).nullish(),
  website_locale: text(35).optional(),
  page_id: id.nullish(),
  item_ids: z.array(id).max(100).optional(),
  item_types: z.array(z.number().int().min(0).max(100)).max(100).optional(),
  currency: text(3).optional(),
  quantity: z.union([z.number(), text(16)]).optional(),
  session_id: id.optional(),
  visitor_id: id.optional(),
  analytics_id: id.optional(),
  error_type: z.enum(ANALYTICS_ERROR_TYPES).optional(),
  surface: z.enum(ADD_TO_CART_SURFACES).optional(),
  order_id: id.optional(),
  browser_language: text(35).optional(),
  window_width: size.optional(),
  window_height: size.optional(),
  query_params: text(2048).optional(),
  referrer: text(2048).optional(),
}));
export type EventData = z.infer<typeof EventDataSchema>;

export const RecordEventRequestSchema = z.lazy(() => z.object({
  event: z.enum(ANALYTICS_EVENTS),
  data: jsonText(EventDataSchema),
}));

/** One report of the client error reporter; stacks are already cut by the client. */
export const JavascriptErrorSchema = z.lazy(() => z.object({
  event: text(64),
  data: z.object({
    message: text(1000),
    stack: text(ERROR_REPORTER_LIMITS.stackLength).optional(),
    filename: text(2048).optional(),
    lineno: z.number().int().min(0).optional(),
    colno: z.number().int().min(0).optional(),
    pagePath: path,
  }),
  timestamp: z.number().int().min(0),
}));
export const JavascriptErrorsRequestSchema = z.array(JavascriptErrorSchema).min(1).max(ERROR_REPORTER_LIMITS.reportsPerPage);

/** One web-vitals record; the rating is worked out again on the server, never trusted. */
export const PerformanceRecordSchema = z.lazy(() => z.object({
  name: z.enum(PERFORMANCE_METRICS as [string, ...string[]]),
  value: z.number().min(0).max(10_000_000),
  id: id.optional(),
  elementPath: text(200).optional(),
  navigationType: text(32).optional(),
  interactionType: text(16).optional(),
  pagePath: path,
  websiteId: id,
}));
export type PerformanceRecord = z.infer<typeof PerformanceRecordSchema>;
export const PerformanceRecordsRequestSchema = z.array(PerformanceRecordSchema).min(1).max(50);

/** Dashboard queries: the last `days` days, today included. */
export const AnalyticsRangeQuerySchema = z.lazy(() => z.object({
  days: z.coerce.number().int().min(1).max(400).default(30),
}));
