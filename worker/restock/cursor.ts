import * as z from 'zod';
import { fromBase64Url, toBase64Url } from '../storage/base64url';

/**
 * Opaque page cursors: the keyset position a page ended at, as base64url JSON.
 * Clients only hand them back; one that does not decode to the expected
 * position is bad input (400), never a 500.
 */
export function encodeCursor(position: unknown): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(position)));
}

/** The position `cursor` holds, or null when it is not one of ours. */
export function decodeCursor<S extends z.ZodType>(cursor: string, schema: S): z.infer<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(new TextDecoder().decode(fromBase64Url(cursor))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where a page of sign-ups ended: the last id read. */
export const SignUpPosition = z.lazy(() => z.object({ after: z.number().int().min(0) }));
/** Where a page of groups ended: the last product and variant read. */
export const GroupPosition = z.lazy(() => z.object({ productId: z.string().min(1).max(64), variantId: z.string().min(1).max(64) }));
