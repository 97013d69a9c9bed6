import type { OwnerTokenScope } from '../../schemas';
import type { Env } from '../env';
import { sameSecret } from '../http/same-secret';
import { ownerTokenBook } from './owner-token-book';

/** How long an isolate trusts a check: a revoke is seen everywhere within this. */
export const OWNER_TOKEN_CHECK_MS = 5_000;
/** Checks one isolate keeps; past that it starts again (a flood of tokens cannot grow it). */
const MAX_KEPT = 10_000;

interface Checked {
  secretHash: string;
  scope: OwnerTokenScope;
  /** When the check that found it began: a revoke after that is seen once it is OWNER_TOKEN_CHECK_MS old. */
  at: number;
}

/**
 * Good token checks, kept per isolate so the owner's calls do not each ask the
 * website's OwnerTokenBook. Only good ones are kept, by website and token id,
 * with the secret's hash compared in constant time on every use; an unknown,
 * revoked or other site's token always asks the book, so all three cost the
 * same. `now` is the clock, for tests of what another isolate keeps.
 */
export class VerifiedTokens {
  private readonly kept = new Map<string, Checked>();

  constructor(private readonly now: () => number = Date.now) {}

  async check(env: Pick<Env, 'OWNER_TOKENS'>, websiteId: string, id: string, secretHash: string): Promise<OwnerTokenScope | null> {
    const key = `${websiteId}\u0000${id}`;
    const started = this.now();
    const known = this.kept.get(key);
    if (known && started - known.at < OWNER_TOKEN_CHECK_MS && sameSecret(secretHash, known.secretHash)) return known.scope;
    const scope = await ownerTokenBook(env, websiteId).verify(id, secretHash, started);
    if (!scope) {
      this.kept.delete(key);
      return null;
    }
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    this.kept.set(key, { secretHash, scope, at: started });
    return scope;
  }

  forget(websiteId: string, id: string): void {
    this.kept.delete(`${websiteId}\u0000${id}`);
  }
}

/** This isolate's checks. */
export const verifiedTokens = new VerifiedTokens();
