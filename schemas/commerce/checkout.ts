import { z } from 'zod';
import type { ShippingAddress } from '../address/address';

/** A text field of the checkout form: trimmed, bounded, '' when absent. */
const Text = (max: number) => z.string().max(max).trim().default('');

/**
 * The checkout form as browsers post it (form-encoded, so every value is
 * text). `intent` tells saving what was typed (the country changed, a coupon
 * was entered) from placing the order.
 */
export const CheckoutFormSchema = z.object({
  intent: z.enum(['update', 'place']).default('place'),
  cartToken: z.string().max(64).optional(),
  email: Text(256),
  firstName: Text(100),
  lastName: Text(100),
  phone: Text(32),
  country: Text(2),
  line1: Text(200),
  line2: Text(200),
  city: Text(100),
  region: Text(100),
  postcode: Text(16),
  recipientEmail: Text(256),
  shippingOption: Text(64),
  couponCode: Text(64),
  /** The payment method the provider confirms with (a test card name in test mode). */
  paymentMethod: Text(128),
  /** The total the visitor was shown; an order is only placed at that total. */
  expectedTotal: z.string().regex(/^-?\d{1,16}$/).transform(Number).optional(),
});
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;

export interface Customer {
  email: string;
  firstName: string;
  lastName: string;
  /** Optional: '' when not given. */
  phone: string;
}

/** What the visitor has told the checkout so far; kept with the cart, never in a URL. */
export interface CheckoutDetails {
  customer: Customer;
  address: ShippingAddress;
  /** Where gift cards in the order are sent. */
  recipientEmail: string;
  shippingOptionId: string;
  couponCode: string;
}

export function detailsOf(form: CheckoutForm): CheckoutDetails {
  return {
    customer: { email: form.email, firstName: form.firstName, lastName: form.lastName, phone: form.phone },
    address: { country: form.country.toUpperCase(), line1: form.line1, line2: form.line2, city: form.city, region: form.region, postcode: form.postcode },
    recipientEmail: form.recipientEmail,
    shippingOptionId: form.shippingOption,
    couponCode: form.couponCode,
  };
}

/** The form's fields as they show what the visitor typed, the inverse of detailsOf. */
export type CheckoutValues = Omit<CheckoutForm, 'intent' | 'cartToken' | 'paymentMethod' | 'expectedTotal'>;

export function checkoutValues(details: CheckoutDetails | null): CheckoutValues {
  const empty = { email: '', firstName: '', lastName: '', phone: '' };
  const { customer = empty, address, recipientEmail = '', shippingOptionId = '', couponCode = '' } = details ?? {};
  const { country = '', line1 = '', line2 = '', city = '', region = '', postcode = '' } = address ?? {};
  return { ...customer, country, line1, line2, city, region, postcode, recipientEmail, shippingOption: shippingOptionId, couponCode };
}
