import { formatMoney, percentOfCents, type Coupon, type CurrencyCode, type InvalidCoupon, type ValidCoupon } from '../../schemas';
import { COUPON_EXPIRED, COUPON_UNKNOWN, couponMinimumMessage } from '../../schemas/messages';

/** What a coupon is judged by. */
export interface CouponBase {
  subtotalCents: number;
  /** The part of the subtotal a coupon may take from: everything but gift cards. */
  discountableCents: number;
  now: number;
}

export type CouponOutcome = { valid: ValidCoupon; discountCents: number } | { invalid: InvalidCoupon; discountCents: 0 };

/**
 * The entered code judged against the coupon it names (null when the store
 * has none by that code). A discount never takes more than the merchandise.
 */
export function applyCoupon(code: string, coupon: Coupon | null, base: CouponBase, { currency, locale }: { currency: CurrencyCode; locale: string }): CouponOutcome {
  const refuse = (message: string): CouponOutcome => ({ invalid: { code, message }, discountCents: 0 });
  if (!coupon) return refuse(COUPON_UNKNOWN);
  if (coupon.expiresAt !== undefined && base.now >= Date.parse(coupon.expiresAt)) return refuse(COUPON_EXPIRED);
  if (coupon.minimumSubtotalCents !== undefined && base.subtotalCents < coupon.minimumSubtotalCents) {
    return refuse(couponMinimumMessage(formatMoney(coupon.minimumSubtotalCents, currency, locale)));
  }
  const off = coupon.type === 'percent' ? percentOfCents(base.discountableCents, coupon.percent, currency) : coupon.amountCents;
  const discountCents = Math.min(off, base.discountableCents);
  return { valid: { code: coupon.code, type: coupon.type, discountCents }, discountCents };
}
