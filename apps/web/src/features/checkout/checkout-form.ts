import { agree, billingDetails, deliveryAddress, optionalText, type Address, type UserRecord } from '@canino/shared';
import { z } from 'zod';

/**
 * The checkout form. Billing details always; a delivery address only when the customer ships somewhere
 * else (`shipTo: 'other'`); `saved:<id>` ships to an address from the customer's book.
 */
const base = {
  billing: billingDetails,
  shipTo: z.string(),
  notes: optionalText(1000),
  agree,
};
export const checkoutForm = z.object(base);
export const checkoutFormWithShipping = z.object({ ...base, shipping: deliveryAddress });

export type CheckoutFormInput = z.input<typeof checkoutFormWithShipping>;
export type CheckoutFormValues = z.output<typeof checkoutForm> & { shipping?: z.output<typeof deliveryAddress> };

const emptyAddress = { firstName: '', lastName: '', country: 'India', address: '', city: '', district: '', state: '', pincode: '', mobile: '' };

/** Empty fields, with what we know of a logged-in customer filled in. */
export function checkoutDefaults(user: UserRecord | null): CheckoutFormInput {
  const [first = '', ...rest] = (user?.cusName ?? '').trim().split(/\s+/);
  return {
    billing: { ...emptyAddress, firstName: first, lastName: rest.join(' '), mobile: user?.cusMobile ?? '', email: user?.cusEmail ?? '' },
    shipTo: 'billing',
    shipping: { ...emptyAddress },
    notes: '',
    agree: false,
  };
}

/** Which address the order ships to, as POST /checkout takes it. */
export function deliveryChoice(v: CheckoutFormValues): { shipping?: CheckoutFormValues['shipping']; savedAddressId?: number } {
  if (v.shipTo === 'other') return { shipping: v.shipping };
  const saved = /^saved:(\d+)$/.exec(v.shipTo);
  return saved ? { savedAddressId: Number(saved[1]) } : {};
}

/**
 * A saved address as billing fields: the book's one name split like the account's, its street and
 * locality as the address line. The district starts as the city; the pincode's directory answer
 * corrects it (and the state) when the form fills.
 */
export function billingFromAddress(a: Address): Omit<CheckoutFormInput['billing'], 'email'> {
  const [firstName = '', ...rest] = a.name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    country: 'India',
    address: [a.address, a.locality].filter(Boolean).join(', '),
    city: a.city,
    district: a.city,
    state: a.state,
    pincode: a.pincode,
    mobile: a.mobile,
  };
}

/** The pincode the order travels to, which decides its delivery date and cash on delivery. */
export function deliveryPincode(shipTo: string, pincodes: { billing: string; shipping: string | undefined }, addresses: readonly Address[]): string {
  if (shipTo === 'other') return pincodes.shipping ?? '';
  const saved = /^saved:(\d+)$/.exec(shipTo);
  if (saved) return addresses.find((a) => a.id === Number(saved[1]))?.pincode ?? '';
  return pincodes.billing;
}
