import * as z from 'zod';
import { normalisedAddress, type AddressField, type ShippingAddress } from '../address/address';

/** A text field of the checkout form: trimmed, bounded, '' when absent. */
const Text = (max: number) => z.string().max(max).trim().default('');

/**
 * The checkout form as browsers post it (form-encoded, so every value is
 * text). `intent` tells saving what was typed (the country changed, a coupon
 * was entered) from placing the order.
 */
export const CheckoutFormSchema = z.lazy(() => z.object({
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
  /** Present when the form offered the choice: then a missing `billingSameAsShipping` (an unticked box) means a billing address of its own. */
  billingChoice: z.string().max(8).optional(),
  billingSameAsShipping: z.string().max(8).optional(),
  billingCountry: Text(2),
  billingLine1: Text(200),
  billingLine2: Text(200),
  billingCity: Text(100),
  billingRegion: Text(100),
  billingPostcode: Text(16),
  recipientEmail: Text(256),
  shippingOption: Text(64),
  couponCode: Text(64),
  /** The payment method the provider confirms with (a test card name in test mode). */
  paymentMethod: Text(128),
  /** The total the visitor was shown; an order is only placed at that total. */
  expectedTotal: z.string().regex(/^-?\d{1,16}$/).transform(Number).optional(),
}));
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
  /** Where the payment is billed when not to the shipping address; null (or absent, in details kept before it) when the same. */
  billingAddress?: ShippingAddress | null;
  /** Where gift cards in the order are sent. */
  recipientEmail: string;
  shippingOptionId: string;
  couponCode: string;
}

/** The checkout form's field of a billing address part: 'postcode' → 'billingPostcode'. */
export const billingField = (field: AddressField) => `billing${field[0].toUpperCase()}${field.slice(1)}` as keyof CheckoutForm;

/** A billing address of its own: the form offered the choice and the box stayed unticked. */
const billsElsewhere = (form: CheckoutForm) => form.billingChoice !== undefined && form.billingSameAsShipping === undefined;

/** The checkout's details from its form, addresses normalised as they are stored (postal codes the country's way). */
export function detailsOf(form: CheckoutForm): CheckoutDetails {
  const billing = {
    country: form.billingCountry.toUpperCase(),
    line1: form.billingLine1,
    line2: form.billingLine2,
    city: form.billingCity,
    region: form.billingRegion,
    postcode: form.billingPostcode,
  };
  return {
    customer: { email: form.email, firstName: form.firstName, lastName: form.lastName, phone: form.phone },
    address: normalisedAddress({ country: form.country.toUpperCase(), line1: form.line1, line2: form.line2, city: form.city, region: form.region, postcode: form.postcode }),
    billingAddress: billsElsewhere(form) ? normalisedAddress(billing) : null,
    recipientEmail: form.recipientEmail,
    shippingOptionId: form.shippingOption,
    couponCode: form.couponCode,
  };
}

/** The form's fields as they show what the visitor typed, the inverse of detailsOf. */
export type CheckoutValues = Omit<CheckoutForm, 'intent' | 'cartToken' | 'paymentMethod' | 'expectedTotal' | 'billingChoice'>;

export function checkoutValues(details: CheckoutDetails | null): CheckoutValues {
  const empty = { email: '', firstName: '', lastName: '', phone: '' };
  const { customer = empty, address, billingAddress = null, recipientEmail = '', shippingOptionId = '', couponCode = '' } = details ?? {};
  const { country = '', line1 = '', line2 = '', city = '', region = '', postcode = '' } = address ?? {};
  const billing = billingAddress ?? { country: '', line1: '', line2: '', city: '', region: '', postcode: '' };
  return {
    ...customer,
    country,
    line1,
    line2,
    city,
    region,
    postcode,
    billingSameAsShipping: billingAddress ? undefined : 'on',
    billingCountry: billing.country,
    billingLine1: billing.line1,
    billingLine2: billing.line2,
    billingCity: billing.city,
    billingRegion: billing.region,
    billingPostcode: billing.postcode,
    recipientEmail,
    shippingOption: shippingOptionId,
    couponCode,
  };
}

/**
 * Where the cart page estimates shipping and tax (#27): a country, its region
 * and the location part of a postal code (an FSA, an outcode), the spec's
 * partial codes; kept with the cart as where the checkout's parcel goes.
 */
export interface ShippingEstimate {
  country: string;
  region: string;
  postalCode: string;
}

/** The estimate form as browsers post it; `shownCountry` is the country whose fields the form showed. */
export const ShippingEstimateFormSchema = z.lazy(() => z.object({
  country: Text(2).transform((code) => code.toUpperCase()),
  region: Text(100),
  postalCode: Text(16),
  shownCountry: Text(2).transform((code) => code.toUpperCase()),
}));
export type ShippingEstimateForm = z.infer<typeof ShippingEstimateFormSchema>;
