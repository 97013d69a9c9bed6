// Kept free of zod: the pill renders on the server and in the browser bundle.
import { en, fill, type Messages } from '../messages/catalogue';

/** What the floating cart pill shows: spec section 2. */
export const PILL_CAP = 100;

export function pillCountText(totalQuantity: number): string {
  return totalQuantity > PILL_CAP ? `${PILL_CAP}+` : String(totalQuantity);
}

export function pillNoun(totalQuantity: number, messages: Messages = en): string {
  return totalQuantity === 1 ? messages.PILL_ONE_ITEM : messages.PILL_ITEMS;
}

export function pillSpokenLabel(totalQuantity: number, messages: Messages = en): string {
  if (totalQuantity === 1) return messages.PILL_SPOKEN_ONE;
  if (totalQuantity > PILL_CAP) return fill(messages.PILL_SPOKEN_MORE_THAN, { count: PILL_CAP });
  return fill(messages.PILL_SPOKEN_MANY, { count: totalQuantity });
}
