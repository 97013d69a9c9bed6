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

/**
 * Spends one of the visitor's calls under `scope`; false once the limit is
 * reached. The visitor is the crumb at the address Cloudflare saw the request
 * come from (CF-Connecting-IP, which a client cannot set through Cloudflare);
 * without one (local development) the crumb alone.
 */
export async function spendVisitorCall(
  { env, websiteId, visitor }: Storefront,
  scope: string,
  perMinute: number,
  who = visitor.crumb ?? visitor.cookies.get(CRUMB_COOKIE) ?? '',
): Promise<boolean> {
  const { address } = visitor;
  const name = `${websiteId}/${scope}/${address === undefined ? `visitor/${who}` : `address/${address}`}`;
  return objectStub(env.RATE_LIMITS, name).takeForVisitor(who, perMinute, perMinute * VISITORS_PER_ADDRESS);
}
