import { z } from 'zod';
import { MSG } from '../messages.js';
import { indianStateName } from '../rules/india-states.js';
import { email, mobile, pincode, requiredText } from './fields.js';

/** The addresses a checkout collects: only Indian ones, with a real state and district. */
export const indianState = () =>
  requiredText(MSG.stateRequired, 60).transform((v, ctx) => {
    const name = indianStateName(v);
    if (!name) ctx.addIssue({ code: 'custom', message: 'Choose a state or union territory of India' });
    return name ?? v;
  });

/** Only Indian addresses: prices are in rupees and the shop ships within India. */
export const indianCountry = () =>
  requiredText(MSG.countryRequired, 60)
    .refine((v) => /^(india|in|bharat)$/i.test(v), 'We deliver within India only')
    .transform(() => 'India');

/** A delivery address as the checkout form collects it (spec section 5, with real state and district). */
export const deliveryAddress = z.object({
  firstName: requiredText(MSG.firstNameRequired, 60),
  lastName: requiredText(MSG.lastNameRequired, 60),
  country: indianCountry(),
  address: requiredText(MSG.addressRequired, 300),
  city: requiredText(MSG.cityRequired, 100),
  district: requiredText(MSG.districtRequired, 100),
  state: indianState(),
  pincode: pincode(MSG.postcodeRequired),
  mobile: mobile(MSG.phoneRequired),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const billingDetails = deliveryAddress.extend({ email: email(MSG.emailRequired, MSG.checkoutEmailInvalid) });
export type BillingDetails = z.infer<typeof billingDetails>;
