import {
  addressProblems,
  billingField,
  ProductType,
  restockEmailError,
  type AddressField,
  type CheckoutDetails,
  type CheckoutForm,
  type ShoppingCart,
} from '../../schemas';
import { REQUIRED } from '../../schemas/forms/form-rules';
import { NO_SHIPPING_TO_COUNTRY, PHONE_INVALID, SHIPPING_OPTION_REQUIRED } from '../../schemas/messages';

/** A message per checkout form field that must be fixed before the order can be placed. */
export type FieldProblems = Partial<Record<keyof CheckoutForm, string>>;

/** Digits, spaces and the usual punctuation, with at least five digits. */
const PHONE = /^\+?[\d\s().-]+$/;
const isPhone = (text: string) => PHONE.test(text) && text.replace(/\D/g, '').length >= 5;

export const hasGiftCard = (cart: ShoppingCart) => cart.entries.some((entry) => entry.productType === ProductType.GIFT_CARD);

function emailProblem(email: string): string | undefined {
  return restockEmailError(email) ?? undefined;
}

/**
 * What stands between the cart as priced for these details and an order the
 * store can fulfil: who buys, where the goods go and how, where gift cards go,
 * and whether the entered coupon applies. Empty when the order can be placed.
 */
export function checkoutProblems(cart: ShoppingCart, details: CheckoutDetails): FieldProblems {
  const { customer, address } = details;
  const problems: FieldProblems = {
    email: emailProblem(customer.email),
    firstName: customer.firstName === '' ? REQUIRED : undefined,
    lastName: customer.lastName === '' ? REQUIRED : undefined,
    phone: customer.phone !== '' && !isPhone(customer.phone) ? PHONE_INVALID : undefined,
  };
  if (cart.requiresShipping) {
    Object.assign(problems, addressProblems(address));
    if (!problems.country && cart.shippingOptions.length === 0) problems.country = NO_SHIPPING_TO_COUNTRY;
    // The option shown is the one charged: a choice no longer offered is asked again, never swapped silently.
    const chosen = details.shippingOptionId;
    if (cart.shippingOptions.length > 0 && chosen !== '' && cart.selectedShippingOption?.id !== chosen) {
      problems.shippingOption = SHIPPING_OPTION_REQUIRED;
    }
    // A billing address of its own is judged as any address, whatever country it is in.
    if (details.billingAddress) {
      for (const [field, message] of Object.entries(addressProblems(details.billingAddress))) problems[billingField(field as AddressField)] = message;
    }
  }
  if (hasGiftCard(cart)) problems.recipientEmail = emailProblem(details.recipientEmail);
  if (cart.invalidCoupons.length > 0) problems.couponCode = cart.invalidCoupons[0].message;
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined));
}
