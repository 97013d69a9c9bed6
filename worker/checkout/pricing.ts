import { sameCouponCode, type Coupon, type PublishedSite } from '../../schemas';
import { storeRules } from '../cart/prepare-entry';
import type { StoreRules } from '../cart/totals';
import type { SiteStore } from '../content/site-store';

/** The store's rules as `settings` publish them, and the coupon the entered code names (null when none does). */
export async function checkoutPricing(content: SiteStore, settings: PublishedSite | null, couponCode: string): Promise<[StoreRules, Coupon | null]> {
  const coupons = couponCode === '' ? [] : await content.coupons();
  const rules = settings ? storeRules(settings) : { shippingRules: [], taxRules: [] };
  return [rules, coupons.find((coupon) => sameCouponCode(coupon.code, couponCode)) ?? null];
}
