import { z } from 'zod';
import { MSG } from '../messages.js';
import { mobile, pincode, requiredText } from './fields.js';

/** The address book entry (spec's address modal), used by the form and the API alike. */
export const addressInput = z.object({
  name: requiredText(MSG.nameRequired, 80),
  mobile: mobile(),
  pincode: pincode(),
  state: requiredText(MSG.stateRequired, 60),
  address: requiredText(MSG.addressRequired, 300),
  locality: requiredText(MSG.localityRequired, 100),
  city: requiredText(MSG.cityDistrictRequired, 100),
});
export type AddressInput = z.infer<typeof addressInput>;

/** A saved address as the API returns it: plain values (a response schema cannot hold input transforms). */
export const address = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  pincode: z.string(),
  state: z.string(),
  address: z.string(),
  locality: z.string(),
  city: z.string(),
});
export type Address = z.infer<typeof address>;
