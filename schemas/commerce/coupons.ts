import * as z from 'zod';

const CouponCode = z.string().trim().min(1).max(64);

const CouponFields = {
  code: CouponCode,
  /** The subtotal an order needs for the coupon to apply, in minor units of the store currency. */
  minimumSubtotalCents: z.number().int().min(0).optional(),
  /** The instant the coupon stops applying. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
};

/**
 * A coupon of the store: a percentage off or a fixed amount off the order's
 * merchandise (never off gift cards, which are money). One per order. Coupons
 * are published apart from the settings (`coupons.json`), since pages show
 * the settings and codes are secret.
 */
export const CouponSchema = z.lazy(() => z.discriminatedUnion('type', [
  z.object({ ...CouponFields, type: z.literal('percent'), percent: z.number().gt(0).max(100) }),
  z.object({ ...CouponFields, type: z.literal('fixed'), amountCents: z.number().int().positive() }),
]));
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponListSchema = z.array(CouponSchema).refine(
  (coupons) => new Set(coupons.map((coupon) => coupon.code.toUpperCase())).size === coupons.length,
  { message: 'coupon codes must be unique (case does not count)' },
);

/** Codes are typed by shoppers: case and surrounding spaces do not count. */
export function sameCouponCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/** A coupon code the cart holds (spec section 3 `coupons`). */
export const CartCouponSchema = z.lazy(() => z.object({ code: z.string() }));
/** One that applies, and what it takes off (`validCoupons`). */
export const ValidCouponSchema = z.lazy(() => z.object({ code: z.string(), type: z.enum(['percent', 'fixed']), discountCents: z.number().int() }));
/** One that does not, and why (`invalidCoupons`). */
export const InvalidCouponSchema = z.lazy(() => z.object({ code: z.string(), message: z.string() }));
export type ValidCoupon = z.infer<typeof ValidCouponSchema>;
export type InvalidCoupon = z.infer<typeof InvalidCouponSchema>;
