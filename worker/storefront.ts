import { messagesFor, type CurrencyCode, type Messages, type PublishedSite } from '../schemas';
import type { SiteStore } from './content/site-store';
import type { Env } from './env';
import type { Log } from './logging';
import type { Account } from './site-users/account';

/**
 * What domain code (cart, checkout, stock, orders, forms, site users,
 * restock, analytics) and the renderers know of one request, in the spec's
 * words: the storefront the request reached, and the visitor asking. The site
 * middleware (worker/middleware/site.ts) builds it once per request and sets
 * it on the context as `storefront`; route files hand it, or the narrower
 * piece a module needs (the content store, `env` and the website id, the
 * visitor's cookies), to the domain, which never sees Hono's `Context`. So a
 * domain function can be called, and tested, with nothing but this object.
 *
 * One object rather than two: nearly every domain call needs the site and
 * the visitor together (a cart is the visitor's, in the site's currency and
 * objects), and the visitor is reached through the storefront they visit.
 * What costs a read is read when first asked for, then kept for the request.
 */
export interface Storefront {
  readonly websiteId: string;
  /** The site's published content (KV, validated, kept parsed in the isolate). */
  readonly content: SiteStore;
  /** The published site settings (website, store settings), read once per request. */
  settings(): Promise<PublishedSite | null>;
  /** The site's language, its catalogue table and its currency: what visitors read and pay in. */
  locale(): Promise<SiteLocale>;
  /** The bindings of wrangler.toml: the Durable Objects and settings the domain uses. */
  readonly env: Env;
  /** Where the request arrived (`https://shop.example`): links in mail are absolute. */
  readonly origin: string;
  /** This response's CSP nonce, for the inline scripts our renderers write (worker/middleware/security-headers.ts). */
  readonly nonce: string;
  /** Keeps `work` going after the answer has gone out (analytics). */
  waitUntil(work: Promise<unknown>): void;
  /** This request's log: its lines carry the request id and the website (worker/logging). */
  readonly log: Log;
  readonly visitor: Visitor;
}

/** What reaching one website's Durable Objects takes: its bindings and its id. */
export type SiteObjects = Pick<Storefront, 'env' | 'websiteId'>;

/** How the site speaks to its visitors. */
export interface SiteLocale {
  /** `website.language` (BCP 47); en-US for a site that cannot be read. */
  language: string;
  messages: Messages;
  /** The store's currency; USD for a site that cannot be read. */
  currency: CurrencyCode;
}

export function siteLocale(site: PublishedSite | null): SiteLocale {
  const language = site?.website.language ?? 'en-US';
  return { language, messages: messagesFor(language), currency: site?.websiteSettings.storeSettings.selectedCurrency ?? 'USD' };
}

/** The person asking: anonymous, a signed-in site user, or the owner. */
export interface Visitor {
  /** The visitor's CSRF crumb once the crumb check has passed (or handed it out): it names them for limits and keys. */
  readonly crumb: string;
  /** The address the request came from, as Cloudflare names it (CF-Connecting-IP); none in local development. */
  readonly address: string | undefined;
  readonly cookies: Cookies;
  /** Who is signed in (spec section 6), looked up when asked. */
  account(): Promise<Account | null>;
}

/** A cookie's attributes; every cookie set or deleted in answer to an https request is also Secure. */
export interface CookieOptions {
  path: string;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax';
  maxAge?: number;
}

/** The visitor's cookies: those the request sent, and those the answer sets. */
export interface Cookies {
  get(name: string): string | undefined;
  /** The value when `secret` signed it; null when it is missing or its signature does not match. */
  getSigned(name: string, secret: string): Promise<string | null>;
  set(name: string, value: string, options: CookieOptions): void;
  setSigned(name: string, value: string, secret: string, options: CookieOptions): Promise<void>;
  delete(name: string, options: CookieOptions): void;
}

/** The visitor's address for budgets kept per address; 'unknown' when Cloudflare named none. */
export function clientAddress(visitor: Visitor): string {
  return visitor.address ?? 'unknown';
}
