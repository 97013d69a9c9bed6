// Stripe's webhooks, checked and read: the `Stripe-Signature` header is
// `t=<unix seconds>,v1=<hex>[,v1=…]`, each v1 the HMAC-SHA256 of
// `<t>.<raw body>` keyed with the endpoint's signing secret. The signature
// is the call's only credential, so the body is read only once it passes.
import * as z from 'zod';
import { hmacHex } from '../../http/hmac';
import { sameSecret } from '../../http/same-secret';

/** Stripe's own default: a signature older (or newer) than five minutes is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What the store does with a payment's events, whatever the provider calls them. */
export type PaymentEventKind = 'payment_succeeded' | 'payment_failed' | 'refunded' | 'disputed';

export interface PaymentEvent {
  /** The provider's event id: a redelivery carries the same. */
  id: string;
  kind: PaymentEventKind;
  /** When the provider made it, in ms. */
  created: number;
  paymentId: string;
  /** The website and cart the payment names, where the event carries the payment itself (its metadata); else null. */
  websiteId: string | null;
  cartId: string | null;
  /** `refunded`: how much of the payment has been refunded so far, all refunds together. */
  refundedCents: number;
}

const Id = z.string().min(1).max(255);
const Metadata = z.lazy(() => z.object({ websiteId: Id.optional(), cartId: Id.optional() }).partial().optional());
const EventSchema = z.lazy(() => z.object({ id: Id, type: z.string().max(200), created: z.number().int(), data: z.object({ object: z.record(z.string(), z.unknown()) }) }));
const IntentSchema = z.lazy(() => z.object({ id: Id, metadata: Metadata }));
const ChargeSchema = z.lazy(() => z.object({ payment_intent: Id, amount_refunded: z.number().int().min(0) }));
const DisputeSchema = z.lazy(() => z.object({ payment_intent: Id }));

/** Whether `header` signs `payload` with `secret` within the tolerance of `nowMs`; every v1 is compared in constant time. */
export async function signedByStripe(secret: string, header: string | undefined, payload: string, nowMs: number): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([name]) => name === 't').map(([, value]) => value);
  const signatures = parts.filter(([name, value]) => name === 'v1' && value !== undefined).map(([, value]) => value);
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]) || signatures.length === 0) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamps[0])) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = await hmacHex(secret, `${timestamps[0]}.${payload}`);
  // Every candidate is compared, so the time taken says nothing of which (if any) matched.
  return signatures.map((candidate) => sameSecret(candidate, expected)).includes(true);
}

/** The event a signed body carries, in the store's terms; null for an event the store does not act on. Throws nothing: a body that does not fit is null too. */
function eventOf(payload: string): PaymentEvent | null | 'unreadable' {
  let parsed: z.infer<typeof EventSchema>;
  try {
    parsed = EventSchema.parse(JSON.parse(payload));
  } catch {
    return 'unreadable';
  }
  const base = { id: parsed.id, created: parsed.created * 1000, websiteId: null, cartId: null, refundedCents: 0 };
  const object = parsed.data.object;
  const read = <S extends z.ZodType>(schema: S) => schema.safeParse(object);
  switch (parsed.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = read(IntentSchema);
      if (!intent.success) return 'unreadable';
      const kind = parsed.type === 'payment_intent.succeeded' ? 'payment_succeeded' : 'payment_failed';
      return { ...base, kind, paymentId: intent.data.id, websiteId: intent.data.metadata?.websiteId ?? null, cartId: intent.data.metadata?.cartId ?? null };
    }
    case 'charge.refunded': {
      const charge = read(ChargeSchema);
      return charge.success ? { ...base, kind: 'refunded', paymentId: charge.data.payment_intent, refundedCents: charge.data.amount_refunded } : 'unreadable';
    }
    case 'charge.dispute.created': {
      const dispute = read(DisputeSchema);
      return dispute.success ? { ...base, kind: 'disputed', paymentId: dispute.data.payment_intent } : 'unreadable';
    }
    default:
      return null;
  }
}

export type VerifiedEvent = { ok: true; event: PaymentEvent | null } | { ok: false; reason: 'signature' | 'unreadable' };

/** A webhook's event once its signature passed; `ok: false` for a bad signature or an unreadable body. */
export async function verifiedStripeEvent(secret: string, header: string | undefined, payload: string, nowMs = Date.now()): Promise<VerifiedEvent> {
  if (!(await signedByStripe(secret, header, payload, nowMs))) return { ok: false, reason: 'signature' };
  const event = eventOf(payload);
  return event === 'unreadable' ? { ok: false, reason: 'unreadable' } : { ok: true, event };
}
