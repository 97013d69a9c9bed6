import { toBase64Url } from './base64url';

/** A fresh secret for a link, a session or a token: 256 random bits, URL-safe. */
export function newSecret(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The SHA-256 of `text`, as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Secrets are stored by their SHA-256 only (hex): a random 256-bit secret needs no slow hash. */
export const secretHash = sha256Hex;
