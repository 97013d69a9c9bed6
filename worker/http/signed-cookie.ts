// Signed cookie values as Hono's cookie helpers write them (`value.` then the
// base64 HMAC-SHA256 of the value), so cookies signed before stay valid. Each
// secret's HMAC key is imported once per isolate: importing it on every call
// cost more than the signing itself, twice on every cart add.

const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const;
/** Base64 of a 32-byte HMAC-SHA256, padding included. */
const SIGNATURE_LENGTH = 44;
/** Keys kept per isolate: the cookie secret's, the session secret's, and one per website for dashboard sessions. */
const MAX_KEYS = 256;

const keys = new Map<string, CryptoKey>();
const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  const known = keys.get(secret);
  if (known) return known;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), HMAC, false, ['sign', 'verify']);
  keys.set(secret, key);
  if (keys.size > MAX_KEYS) keys.delete(keys.keys().next().value!);
  return key;
}

/** `value` with its signature by `secret`, as the cookie carries it. */
export async function signedValue(value: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign(HMAC.name, await hmacKey(secret), encoder.encode(value));
  return `${value}.${btoa(String.fromCharCode(...new Uint8Array(signature)))}`;
}

/** The value `signed` carries when `secret` signed it; null when it is not so signed. Compared in constant time by WebCrypto. */
export async function verifiedValue(signed: string, secret: string): Promise<string | null> {
  const dot = signed.lastIndexOf('.');
  const signature = signed.slice(dot + 1);
  if (dot < 0 || signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(signature), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
  const value = signed.slice(0, dot);
  return (await crypto.subtle.verify(HMAC.name, await hmacKey(secret), bytes, encoder.encode(value))) ? value : null;
}
