// A website's owner tokens (issue #24): minted, listed and revoked by the
// platform, checked on the owner's calls on that website's hosts only.
export { checkOwnerToken, mintOwnerToken, revokeOwnerToken } from './owner-token';
export { OwnerTokenBook, ownerTokenBook } from './owner-token-book';
export { OWNER_TOKEN_CHECK_MS, VerifiedTokens } from './verified-tokens';
