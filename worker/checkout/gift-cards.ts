import { ProductType, type CartEntry, type GiftCard } from '../../schemas';

// No 0/O or 1/I: the code is read off an email and typed back in.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** A code like 'K7QX-3MNP-WZ2D-H8TR': 80 random bits, far beyond guessing. */
export function giftCardCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GROUPS * GROUP_LENGTH));
  // 256 is a multiple of 32, so every character is equally likely.
  const characters = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return characters.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-');
}

/** One card per gift card unit bought, each with its own code, all to the order's recipient. */
export function giftCardsOf(entries: readonly CartEntry[], recipientEmail: string): GiftCard[] {
  return entries
    .filter((entry) => entry.productType === ProductType.GIFT_CARD)
    .flatMap((entry) => Array.from({ length: entry.quantity }, () => ({ code: giftCardCode(), amountCents: entry.purchasePriceCents, recipientEmail })));
}
