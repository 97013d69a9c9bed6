// The part of Stripe's REST API the store calls, kept in memory, for local
// development and the tests (README "Payments and mail"): PaymentIntents
// (create, retrieve, update, confirm, cancel), refunds, `Idempotency-Key`
// replay, and webhooks signed the way Stripe signs them. Written against the
// Fetch API only, so the Node server (server.ts) and the Worker tests (which
// hand it the Worker's outgoing fetch) run the same code. Not the Worker's:
// nothing in worker/ imports it, and the deployed bundle never holds it.
import { CARD_PAGE_PATH, CHALLENGE_PAGE_PATH, cardPage, challengePage, STRIPE_JS, STRIPE_JS_PATH } from './pages';

/** Stripe's test cards (its docs' numbers), as the stand-in answers them. */
export const STAND_IN_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002760003184',
  disputed: '4000000000000259',
} as const;

/** Stripe's test payment method names, confirmed server-side (the checkout without scripts in test mode). */
const TEST_METHODS: Record<string, string> = {
  pm_card_visa: STAND_IN_CARDS.pays,
  pm_card_chargeDeclined: STAND_IN_CARDS.declined,
  pm_card_threeDSecure2Required: STAND_IN_CARDS.threeDSecure,
  pm_card_createDispute: STAND_IN_CARDS.disputed,
};

export interface StandInKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

type Status = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

interface StripeError {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'authentication_error';
  code?: string;
  decline_code?: string;
  message: string;
}

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: Status;
  client_secret: string;
  livemode: false;
  metadata: Record<string, string>;
  description: string | null;
  created: number;
  latest_charge: string | null;
  last_payment_error: (StripeError & { payment_method?: { id: string } }) | null;
  next_action: { type: 'use_stripe_sdk' } | null;
  canceled_at: number | null;
  automatic_payment_methods: { enabled: boolean } | null;
}

interface Charge {
  id: string;
  amount: number;
  refunded: number;
  disputed: boolean;
}

/** A webhook as Stripe sends it: the event's JSON and its `Stripe-Signature`. */
export interface SignedEvent {
  type: string;
  payload: string;
  signature: string;
}

const now = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `Stripe-Signature: t=…,v1=…`, the HMAC-SHA256 of `t.payload` with the endpoint secret (at `timestamp`, for tests of old ones). */
export async function signPayload(secret: string, payload: string, timestamp = now()): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${payload}`)}`;
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeError,
  ) {
    super(error.message);
  }
}

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization, Content-Type' };

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: CORS });
}

/**
 * One Stripe account in memory. `send` takes each signed webhook as it
 * happens (the server posts it to the store; the tests keep it and deliver
 * it when they choose).
 */
export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>();
  private readonly charges = new Map<string, Charge>();
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  /** Every request the store made, in order: method, path and Idempotency-Key, for tests to read. */
  readonly requests: { method: string; path: string; idempotencyKey: string | null }[] = [];

  constructor(
    readonly keys: StandInKeys,
    private readonly send: (event: SignedEvent) => void,
  ) {}

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...CORS, 'Access-Control-Allow-Methods': 'GET, POST' } });
    if (request.method === 'GET' && url.pathname === STRIPE_JS_PATH) {
      return new Response(STRIPE_JS, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } });
    }
    if (request.method === 'GET' && url.pathname === CARD_PAGE_PATH) return html(cardPage(url));
    if (request.method === 'GET' && url.pathname === CHALLENGE_PAGE_PATH) return html(challengePage(url));
    if (!url.pathname.startsWith('/v1/')) return json({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` } }, 404);
    const fields = request.method === 'POST' ? new URLSearchParams(await request.text()) : url.searchParams;
    const idempotencyKey = request.headers.get('Idempotency-Key');
    this.requests.push({ method: request.method, path: url.pathname, idempotencyKey });
    try {
      const secret = this.authenticate(request, fields);
      if (!idempotencyKey || request.method !== 'POST') return json(await this.route(request.method, url.pathname, fields, secret));
      return this.replayed(idempotencyKey, `${url.pathname}?${[...fields].sort().join('&')}`, () => this.route(request.method, url.pathname, fields, secret));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return json({ error: error.error }, error.status);
    }
  }

  /**
   * A request with a key the account has seen answers as it did the first
   * time, without running again; the same key with other parameters is
   * refused, as Stripe refuses it.
   */
  private async replayed(key: string, fingerprint: string, run: () => Promise<unknown>): Promise<Response> {
    const seen = this.idempotent.get(key);
    if (seen) {
      if (seen.fingerprint !== fingerprint) {
        return json({ error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } }, 400);
      }
      return json(seen.body, seen.status);
    }
    let status = 200;
    let body: unknown;
    try {
      body = await run();
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      [status, body] = [error.status, { error: error.error }];
    }
    this.idempotent.set(key, { fingerprint, status, body });
    return json(body, status);
  }

  /** True for the secret key; the publishable key only opens an intent whose client secret comes with it, as from Stripe.js. */
  private authenticate(request: Request, fields: URLSearchParams): boolean {
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? fields.get('key');
    if (bearer === this.keys.secretKey) return true;
    if (bearer === this.keys.publishableKey) return false;
    throw new Refusal(401, { type: 'authentication_error', message: 'Invalid API Key provided.' });
  }

  private async route(method: string, path: string, fields: URLSearchParams, secret: boolean): Promise<unknown> {
    const [, , resource, id, action] = path.split('/');
    if (resource === 'payment_intents' && id === undefined && method === 'POST' && secret) return this.create(fields);
    if (resource === 'refunds' && id === undefined && method === 'POST' && secret) return this.refund(fields);
    if (resource !== 'payment_intents' || !id) throw this.unknownPath(method, path);
    const intent = this.intent(id, secret, fields);
    if (method === 'GET' && action === undefined) return intent;
    if (method !== 'POST') throw this.unknownPath(method, path);
    if (action === undefined && secret) return this.update(intent, fields);
    if (action === 'confirm') return this.confirm(intent, fields, secret);
    if (action === 'cancel' && secret) return this.cancel(intent);
    if (action === 'authenticate') return this.authenticate3ds(intent, fields.get('outcome') === 'complete');
    throw this.unknownPath(method, path);
  }

  private unknownPath(method: string, path: string): Refusal {
    return new Refusal(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  private intent(id: string, secret: boolean, fields: URLSearchParams): StandInIntent {
    const intent = this.intents.get(id);
    if (!intent || (!secret && fields.get('client_secret') !== intent.client_secret)) {
      throw new Refusal(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` });
    }
    return intent;
  }

  private create(fields: URLSearchParams): StandInIntent {
    const amount = Number(fields.get('amount'));
    const currency = fields.get('currency') ?? '';
    if (!Number.isInteger(amount) || amount < 1) throw new Refusal(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'Invalid integer: amount' });
    if (!/^[a-z]{3}$/.test(currency)) throw new Refusal(400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: currency.' });
    const id = randomId('pi');
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${crypto.randomUUID().replace(/-/g, '')}`,
      livemode: false,
      metadata: metadataOf(fields),
      description: fields.get('description'),
      created: now(),
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      canceled_at: null,
      automatic_payment_methods: fields.get('automatic_payment_methods[enabled]') === 'true' ? { enabled: true } : null,
    };
    this.intents.set(id, intent);
    return intent;
  }

  private update(intent: StandInIntent, fields: URLSearchParams): StandInIntent {
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') throw unexpectedState(intent, 'update');
    if (fields.has('amount')) intent.amount = Number(fields.get('amount'));
    Object.assign(intent.metadata, metadataOf(fields));
    return intent;
  }

  private async confirm(intent: StandInIntent, fields: URLSearchParams, secret: boolean): Promise<StandInIntent> {
    if (intent.status !== 'requires_payment_method') throw unexpectedState(intent, 'confirm');
    const method = fields.get('payment_method');
    const number = secret && method ? TEST_METHODS[method] : (fields.get('payment_method_data[card][number]') ?? '').replace(/\D/g, '');
    if (number === undefined) throw new Refusal(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${method}'` });
    if (!luhn(number)) return this.decline(intent, { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' });
    if (!secret && !validExpiry(fields.get('payment_method_data[card][exp_month]'), fields.get('payment_method_data[card][exp_year]'))) {
      return this.decline(intent, { type: 'card_error', code: 'invalid_expiry_year', message: "Your card's expiration date is invalid." });
    }
    switch (number) {
      case STAND_IN_CARDS.pays:
      case STAND_IN_CARDS.disputed:
        return this.succeed(intent, number === STAND_IN_CARDS.disputed);
      case STAND_IN_CARDS.threeDSecure:
        intent.status = 'requires_action';
        intent.next_action = { type: 'use_stripe_sdk' };
        return intent;
      case STAND_IN_CARDS.declined:
        return this.decline(intent, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
      default:
        return this.decline(intent, { type: 'card_error', code: 'card_declined', message: 'Your card was declined. Your request was in test mode, but used a non test card.' });
    }
  }

  /** The 3-D Secure challenge passed or failed (the stand-in's challenge page asks it; Stripe's own runs on its hooks host). */
  private async authenticate3ds(intent: StandInIntent, passed: boolean): Promise<StandInIntent> {
    if (intent.status !== 'requires_action') throw unexpectedState(intent, 'authenticate');
    intent.next_action = null;
    if (passed) return this.succeed(intent, false);
    return this.decline(intent, {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
  }

  private async succeed(intent: StandInIntent, disputed: boolean): Promise<StandInIntent> {
    const charge: Charge = { id: randomId('ch'), amount: intent.amount, refunded: 0, disputed: false };
    this.charges.set(charge.id, charge);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id, last_payment_error: null });
    await this.emit('payment_intent.succeeded', { ...intent });
    if (disputed) {
      charge.disputed = true;
      const dispute = { id: randomId('dp'), object: 'dispute', amount: charge.amount, currency: intent.currency, charge: charge.id, payment_intent: intent.id, reason: 'fraudulent', status: 'needs_response', created: now() };
      await this.emit('charge.dispute.created', dispute);
    }
    return intent;
  }

  /** A failed attempt: the intent waits for another payment method, and the error is both the answer (402) and the event. */
  private async decline(intent: StandInIntent, error: StripeError): Promise<never> {
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error, next_action: null });
    await this.emit('payment_intent.payment_failed', { ...intent });
    throw new Refusal(402, { ...error, payment_intent: { ...intent } } as StripeError);
  }

  private cancel(intent: StandInIntent): StandInIntent {
    if (intent.status === 'succeeded' || intent.status === 'canceled') throw unexpectedState(intent, 'cancel');
    Object.assign(intent, { status: 'canceled', canceled_at: now(), next_action: null });
    return intent;
  }

  private async refund(fields: URLSearchParams): Promise<unknown> {
    const intent = this.intents.get(fields.get('payment_intent') ?? '');
    const charge = intent?.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!intent || !charge) throw new Refusal(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${fields.get('payment_intent')}'` });
    const left = charge.amount - charge.refunded;
    const amount = fields.has('amount') ? Number(fields.get('amount')) : left;
    if (left === 0) throw new Refusal(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` });
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw new Refusal(400, { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})` });
    }
    charge.refunded += amount;
    const chargeObject = {
      id: charge.id,
      object: 'charge',
      amount: charge.amount,
      amount_refunded: charge.refunded,
      refunded: charge.refunded === charge.amount,
      disputed: charge.disputed,
      currency: intent.currency,
      payment_intent: intent.id,
      metadata: {},
      livemode: false,
    };
    await this.emit('charge.refunded', chargeObject);
    return { id: randomId('re'), object: 'refund', amount, currency: intent.currency, charge: charge.id, payment_intent: intent.id, status: 'succeeded', created: now() };
  }

  private async emit(type: string, object: unknown): Promise<void> {
    const event = { id: randomId('evt'), object: 'event', api_version: '2024-06-20', created: now(), livemode: false, type, data: { object }, pending_webhooks: 1, request: { id: null, idempotency_key: null } };
    const payload = JSON.stringify(event);
    this.send({ type, payload, signature: await signPayload(this.keys.webhookSecret, payload) });
  }
}

function metadataOf(fields: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of fields) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}

function validExpiry(month: string | null, year: string | null): boolean {
  const [m, y] = [Number(month), Number(year)];
  if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y)) return false;
  const fullYear = y < 100 ? 2000 + y : y;
  const today = new Date();
  return fullYear > today.getUTCFullYear() || (fullYear === today.getUTCFullYear() && m >= today.getUTCMonth() + 1);
}

function unexpectedState(intent: StandInIntent, action: string): Refusal {
  return new Refusal(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
  });
}

function html(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
