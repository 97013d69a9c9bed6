// HMAC-SHA256 with each secret's key imported once per isolate: importing it
// cost more than the signing itself, and the cart cookie, the dashboard's
// session key and Stripe's webhooks each sign with a fixed secret.

const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const;
/** Keys kept per isolate: the cookie secret's, the session secret's, Stripe's, and one per website for dashboard sessions. */
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

/** The HMAC-SHA256 of `text` by `secret`. */
export async function hmac(secret: string, text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign(HMAC.name, await hmacKey(secret), encoder.encode(text)));
}

/** The same, as lowercase hex. */
export async function hmacHex(secret: string, text: string): Promise<string> {
  return [...(await hmac(secret, text))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether `signature` is the HMAC-SHA256 of `text` by `secret`, compared in constant time by WebCrypto. */
export async function hmacVerifies(secret: string, text: string, signature: Uint8Array): Promise<boolean> {
  return crypto.subtle.verify(HMAC.name, await hmacKey(secret), signature, encoder.encode(text));
}
