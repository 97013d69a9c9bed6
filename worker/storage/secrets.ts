import { toBase64Url } from './base64url';

/** A fresh secret for a link, a session or a token: 256 random bits, URL-safe. */
export function newSecret(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Secrets are stored by their SHA-256 only (hex): a random 256-bit secret needs no slow hash. */
export async function secretHash(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
