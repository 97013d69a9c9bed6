import type { Context } from 'hono';
import { sameCouponCode, type Coupon } from '../../schemas';
import { storeRules } from '../cart/prepare-entry';
import type { StoreRules } from '../cart/totals';
import type { AppEnv } from '../env';

/** The store's rules as published now, and the coupon the entered code names (null when none does). */
export async function checkoutPricing(c: Context<AppEnv>, couponCode: string): Promise<[StoreRules, Coupon | null]> {
  const site = c.get('site');
  const [settings, coupons] = await Promise.all([site.settings(), couponCode === '' ? [] : site.coupons()]);
  const rules = settings ? storeRules(settings) : { shippingRules: [], taxRules: [] };
  return [rules, coupons.find((coupon) => sameCouponCode(coupon.code, couponCode)) ?? null];
}
