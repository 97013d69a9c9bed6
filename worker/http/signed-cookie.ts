// Signed cookie values as Hono's cookie helpers write them (`value.` then the
// base64 HMAC-SHA256 of the value), so cookies signed before stay valid, with
// the key imported once per isolate (./hmac), not twice on every cart add.
import { hmac, hmacVerifies } from './hmac';

/** Base64 of a 32-byte HMAC-SHA256, padding included. */
const SIGNATURE_LENGTH = 44;

/** `value` with its signature by `secret`, as the cookie carries it. */
export async function signedValue(value: string, secret: string): Promise<string> {
  return `${value}.${btoa(String.fromCharCode(...(await hmac(secret, value))))}`;
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
  return (await hmacVerifies(secret, value, bytes)) ? value : null;
}
