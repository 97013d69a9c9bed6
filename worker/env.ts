import type { SiteAnalytics } from './analytics/site-analytics';
import type { CartObject } from './cart/cart-object';
import type { FormSubmissionsObject } from './forms/form-submissions';
import type { SubmissionKeyObject } from './forms/submission-keys';
import type { OrderBook } from './orders/order-book';
import type { OwnerTokenBook } from './owner-tokens';
import type { RateLimitObject } from './rate-limit';
import type { RestockBook } from './restock/restock-book';
import type { DevOutbox } from './services/mail/dev-outbox';
import type { SiteUserDirectory } from './site-users/site-user-directory';
import type { StockObject } from './stock/stock-object';
import type { Storefront } from './storefront';

/** Bindings of wrangler.toml. */
export interface Env {
  CONTENT: KVNamespace;
  /** Published site images, content-addressed (schemas/site/media.ts mediaKeys). */
  MEDIA: R2Bucket;
  CARTS: DurableObjectNamespace<CartObject>;
  STOCK: DurableObjectNamespace<StockObject>;
  ORDERS: DurableObjectNamespace<OrderBook>;
  RATE_LIMITS: DurableObjectNamespace<RateLimitObject>;
  SUBMISSION_KEYS: DurableObjectNamespace<SubmissionKeyObject>;
  FORM_SUBMISSIONS: DurableObjectNamespace<FormSubmissionsObject>;
  /** Census and analytics aggregates: a few shards per website (worker/analytics/shards.ts). */
  ANALYTICS: DurableObjectNamespace<SiteAnalytics>;
  /** One dev outbox per website: the mail of local development (worker/services/mail). */
  OUTBOX: DurableObjectNamespace<DevOutbox>;
  /** One directory per website: site users, their sign-in links and sessions (worker/site-users). */
  SITE_USERS: DurableObjectNamespace<SiteUserDirectory>;
  /** One book per website: restock sign-ups and whether each was told (worker/restock). */
  RESTOCK: DurableObjectNamespace<RestockBook>;
  /** One book per website: its owner tokens, by id and secret hash (worker/owner-tokens). */
  OWNER_TOKENS: DurableObjectNamespace<OwnerTokenBook>;
  ASSETS: Fetcher;
  COOKIE_SECRET: string;
  /** The platform's key (worker/middleware/platform.ts): opens /api/platform/ only, never a site's data; unset means none are open. */
  PLATFORM_TOKEN?: string;
  /** Optional: the installments provider's modal page, `{country}` and `{language}` filled in (worker/services/installments). */
  INSTALLMENTS_MODAL_URL?: string;
  /** Optional: state-changing calls a visitor may make per minute (worker/middleware/rate-limit.ts). */
  RATE_LIMIT_PER_MINUTE?: string;
  /** `cloudflare` resizes image variants with Cloudflare Image Resizing; unset sends originals (worker/services/images). */
  IMAGE_RESIZING?: string;
  /** Turnstile secret key (worker/services/captcha); unset means the local-development check, or none in production. */
  CAPTCHA_SECRET?: string;
  /** 'development' in the local [vars] only: without a CAPTCHA_SECRET, the provider's always-pass test token is accepted. */
  ENVIRONMENT?: string;
  /** Optional: form submissions a visitor may send per minute (worker/forms/submit-form.ts). */
  FORM_SUBMISSIONS_PER_MINUTE?: string;
  /** Optional: submissions one form takes per minute from all visitors together. */
  FORM_SUBMISSIONS_PER_FORM_PER_MINUTE?: string;
  /** Optional: census calls one address may make per minute into one analytics shard (worker/analytics/aggregate.ts). */
  CENSUS_CALLS_PER_MINUTE?: string;
  /** Optional: the external analytics events service; unset, events go to the dev log (worker/services/analytics). */
  ANALYTICS_EVENTS_URL?: string;
  /** Optional: Stripe secret key; without one, checkout uses the test-mode payment provider. */
  STRIPE_SECRET_KEY?: string;
  /** Optional: transactional mail (Resend) API key; without one, mail goes to the dev outbox. */
  RESEND_API_KEY?: string;
  /** Optional: the From of receipts and other mail, e.g. 'Fern & Field <orders@example.com>'. */
  MAIL_FROM?: string;
}

/** Per-request values the middleware resolves once for the handlers. */
export interface Variables {
  /** The domain's view of the request: the site, its content, the visitor (worker/storefront.ts, built by worker/middleware/site.ts). */
  storefront: Storefront;
  /** The visitor's CSRF crumb, also when this response is the one handing it out (no-JS forms echo it). */
  crumb: string;
  /** This response's CSP nonce, for the inline scripts and styles our renderers write (worker/middleware/security-headers.ts). */
  nonce: string;
}

export type AppEnv = { Bindings: Env; Variables: Variables };
