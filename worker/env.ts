import type { Log } from './logging';
import type { Storefront } from './storefront';

/**
 * What wrangler.toml cannot declare: the secrets (`wrangler secret put`, locally
 * .dev.vars; schemas/site/deployment.ts says which a deployment needs) and the
 * optional variables. The bindings and the variables wrangler.toml does set
 * come from worker/worker-configuration.d.ts, which `npm run types` generates
 * from it (test/unit/env-types.test.ts fails when the two disagree).
 */
interface Configuration {
  /** Signs the cookies; the configuration check answers 503 without it (worker/middleware/configuration.ts). */
  COOKIE_SECRET: string;
  /** The platform's key (worker/middleware/platform.ts): opens /api/platform/ only, never a site's data; unset means none are open. */
  PLATFORM_TOKEN?: string;
  /** Optional: the installments provider's modal page, `{country}` and `{language}` filled in (worker/services/installments). */
  INSTALLMENTS_MODAL_URL?: string;
  /** Optional: state-changing calls a visitor may make per minute, counted exactly instead of by the VISITOR_CALLS binding (worker/middleware/rate-limit.ts). */
  RATE_LIMIT_PER_MINUTE?: string;
  /** Turnstile secret key (worker/services/captcha); unset means the local-development check, or none in production. */
  CAPTCHA_SECRET?: string;
  /** 'development' in .dev.vars only: without a CAPTCHA_SECRET, the provider's always-pass test token is accepted. */
  ENVIRONMENT?: string;
  /** Optional: form submissions a visitor may send per minute (worker/forms/submit-form.ts). */
  FORM_SUBMISSIONS_PER_MINUTE?: string;
  /** Optional: census calls one address may make per minute into one local analytics shard (worker/analytics/aggregate.ts). */
  CENSUS_CALLS_PER_MINUTE?: string;
  /** The Cloudflare account whose Analytics Engine SQL API the dashboard's reports read (worker/services/census). */
  ANALYTICS_ENGINE_ACCOUNT_ID?: string;
  /** An API token with Account Analytics Read on that account; with the CENSUS binding but without it, reports answer 503. */
  ANALYTICS_ENGINE_SQL_TOKEN?: string;
  /** Optional: the external analytics events service; unset, events go to the dev log (worker/services/analytics). */
  ANALYTICS_EVENTS_URL?: string;
  /** Stripe's secret key; with the publishable key and the webhook secret, checkout takes cards (worker/services/payments). */
  STRIPE_SECRET_KEY?: string;
  /** Stripe's publishable key, which the checkout's card field (Stripe.js) opens with. */
  STRIPE_PUBLISHABLE_KEY?: string;
  /** The signing secret of Stripe's webhook endpoint (/api/payments/stripe/webhook). */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Optional: Stripe's API (default https://api.stripe.com); locally the stand-in's address. */
  STRIPE_API_BASE?: string;
  /** Optional: Stripe.js (default https://js.stripe.com/v3/); locally the stand-in's. */
  STRIPE_JS_URL?: string;
  /** "test" where no real money may move, on purpose: test cards without keys, and a notice on every page of the buying flow. */
  PAYMENTS_MODE?: string;
  /** Optional: transactional mail (Resend) API key; without one, mail goes to the dev outbox. */
  RESEND_API_KEY?: string;
  /** Optional: the From of receipts and other mail, e.g. 'Fern & Field <orders@example.com>'. */
  MAIL_FROM?: string;
}

declare global {
  namespace Cloudflare {
    interface Env extends Configuration {}
  }
}

/** The Worker's bindings: wrangler.toml's (generated) and the configuration above. */
export type Env = Cloudflare.Env;

/** Per-request values the middleware resolves once for the handlers. */
export interface Variables {
  /** The domain's view of the request: the site, its content, the visitor (worker/storefront.ts, built by worker/middleware/site.ts). */
  storefront: Storefront;
  /** The visitor's CSRF crumb, also when this response is the one handing it out (no-JS forms echo it). */
  crumb: string;
  /** This response's CSP nonce, for the inline scripts and styles our renderers write (worker/middleware/security-headers.ts). */
  nonce: string;
  /** This request's log (worker/logging), set first of all by worker/middleware/request-log.ts. */
  log: Log;
}

export type AppEnv = { Bindings: Env; Variables: Variables };
