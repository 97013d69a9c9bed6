// Kept free of zod: availability rules and the browser bundle read these codes.

/** Product type codes of spec section 3 (the template enumeration lists 1 to 4; 5 is paywall). */
export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4 } as const;
