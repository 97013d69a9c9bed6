import * as z from 'zod';
import { isPrintable } from './ids';

/**
 * A site's owner tokens (issue #24): bearer credentials of one website's
 * owner calls, minted by the platform. `read` reads everything of its site
 * and changes nothing; `read-write` may also change stock and send notices.
 */
export const OWNER_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type OwnerTokenScope = (typeof OWNER_TOKEN_SCOPES)[number];

/** `POST /api/platform/websites/{websiteId}/owner-tokens`: what the token is for, as people will read it in the list. */
export const OwnerTokenRequestSchema = z.lazy(() => z.object({
  name: z.string().trim().min(1).max(100).refine(isPrintable),
  scope: z.enum(OWNER_TOKEN_SCOPES),
}));
export type OwnerTokenRequest = z.infer<typeof OwnerTokenRequestSchema>;

/** A token as the platform lists it: never its secret. Times are ISO 8601; `lastUsedAt` is exact to a few seconds. */
export interface OwnerTokenListing {
  id: string;
  name: string;
  scope: OwnerTokenScope;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer to a mint: the only time the token itself is shown. */
export interface MintedOwnerToken {
  id: string;
  token: string;
  name: string;
  scope: OwnerTokenScope;
  createdAt: string;
}
