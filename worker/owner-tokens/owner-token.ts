import type { MintedOwnerToken, OwnerTokenRequest, OwnerTokenScope } from '../../schemas';
import { toBase64Url } from '../storage/base64url';
import { newSecret, secretHash } from '../storage/secrets';
import type { SiteObjects } from '../storefront';
import { ownerTokenBook } from './owner-token-book';
import { verifiedTokens } from './verified-tokens';

/**
 * An owner token reads `sfo_{website}.{id}.{secret}`: recognisable by its
 * prefix (so a leaked one is found by secret scanners and, by the website it
 * names, revoked where it belongs), its id finding its record and its
 * secret proving it. The website it names is never trusted: a token is
 * looked up among the tokens of the website the request's host serves, so
 * another site's token is as unknown there as a made-up one.
 */
const PREFIX = 'sfo_';
const TOKEN = /^sfo_([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** The id and secret of an owner token; null when the text is none. */
function parseOwnerToken(text: string): { id: string; secret: string } | null {
  const match = TOKEN.exec(text);
  return match && { id: match[2], secret: match[3] };
}

/** A new token for the website: shown once, in this answer, and kept by the hash of its secret only. */
export async function mintOwnerToken({ env, websiteId }: SiteObjects, request: OwnerTokenRequest): Promise<MintedOwnerToken> {
  const id = newSecret(12);
  const secret = newSecret(32);
  const listing = await ownerTokenBook(env, websiteId).mint(id, await secretHash(secret), request.name, request.scope, Date.now());
  const token = `${PREFIX}${toBase64Url(new TextEncoder().encode(websiteId))}.${id}.${secret}`;
  return { id, token, name: listing.name, scope: listing.scope, createdAt: listing.createdAt };
}

/** Revokes a token: at once in this isolate, within the check cache's 5 seconds in every other. False for an unknown id. */
export async function revokeOwnerToken({ env, websiteId }: SiteObjects, id: string): Promise<boolean> {
  const revoked = await ownerTokenBook(env, websiteId).revoke(id);
  verifiedTokens.forget(websiteId, id);
  return revoked;
}

/** The id and scope of `text` when it is a live owner token of this website; null for anything else, alike. */
export async function checkOwnerToken({ env, websiteId }: SiteObjects, text: string): Promise<{ id: string; scope: OwnerTokenScope } | null> {
  const token = parseOwnerToken(text);
  if (!token) return null;
  const scope = await verifiedTokens.check(env, websiteId, token.id, await secretHash(token.secret));
  return scope && { id: token.id, scope };
}
