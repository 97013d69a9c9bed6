import { CRUMB_COOKIE } from '../../schemas';
import type { Env } from '../env';
import { clientAddress, type Storefront } from '../storefront';
import { VISITORS_PER_ADDRESS } from './rate-limit-object';
import { objectStub } from '../storage/object-stub';

/** Spends one call of the bucket `name` (one RateLimitObject each); false once it is empty. */
export function spendCall(env: Pick<Env, 'RATE_LIMITS'>, name: string, perMinute: number): Promise<boolean> {
  return objectStub(env.RATE_LIMITS, name).take(perMinute);
}

/** Spends one of the calls the visitor's address may make under `scope` (sign-in attempts). */
export function spendAddressCall({ env, websiteId, visitor }: Storefront, scope: string, perMinute: number): Promise<boolean> {
  return spendCall(env, `${websiteId}/${scope}/${clientAddress(visitor)}`, perMinute);
}

/** A limit on a visitor's calls: the binding counting each visitor, and the one counting their address (tenfold). */
export interface VisitorLimit {
  scope: string;
  perVisitor: RateLimit;
  perAddress: RateLimit;
  /** A limit the configuration sets (tests reaching it in a few calls): counted exactly by a RateLimitObject instead. */
  perMinuteOverride?: number;
}

/**
 * Spends one of the visitor's calls under `scope`; false once the limit is
 * reached. The visitor is the crumb at the address Cloudflare saw the request
 * come from (CF-Connecting-IP, which a client cannot set through Cloudflare);
 * without one (local development) the crumb alone. The Rate Limiting bindings
 * count where the call is served, without a round trip; no limit of the spec
 * needs an exact count (it names only the 429's words), so an approximate
 * count per Cloudflare location is enough.
 */
export async function spendVisitorCall(
  { env, websiteId, visitor }: Storefront,
  limit: VisitorLimit,
  who = visitor.crumb ?? visitor.cookies.get(CRUMB_COOKIE) ?? '',
): Promise<boolean> {
  const { address } = visitor;
  const at = `${websiteId}/${limit.scope}/address/${address}`;
  const perMinute = limit.perMinuteOverride;
  if (perMinute) {
    const name = address === undefined ? `${websiteId}/${limit.scope}/visitor/${who}` : at;
    return objectStub(env.RATE_LIMITS, name).takeForVisitor(who, perMinute, perMinute * VISITORS_PER_ADDRESS);
  }
  const [own, shared] = await Promise.all([
    limit.perVisitor.limit({ key: `${at}/${who}` }),
    address === undefined ? { success: true } : limit.perAddress.limit({ key: at }),
  ]);
  return own.success && shared.success;
}
