// Kept free of zod: the pill renders on the server and in the browser bundle.

/** What the floating cart pill shows: spec section 2. */
export const PILL_CAP = 100;

export function pillCountText(totalQuantity: number): string {
  return totalQuantity > PILL_CAP ? `${PILL_CAP}+` : String(totalQuantity);
}

export function pillNoun(totalQuantity: number): string {
  return totalQuantity === 1 ? 'item' : 'items';
}

export function pillSpokenLabel(totalQuantity: number): string {
  if (totalQuantity === 1) return 'One item in cart';
  if (totalQuantity > PILL_CAP) return `More than ${PILL_CAP} items in cart`;
  return `${totalQuantity} items in cart`;
}
