import { indianStateName, type DeliveryAddress } from '@canino/shared';
import type { ShippingAddress } from '../../db/schema';
import type { AddressRow } from '../../repositories/addresses';

export function toStoredAddress(a: DeliveryAddress): ShippingAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    address: a.address,
    city: a.city,
    district: a.district,
    state: a.state,
    pincode: a.pincode,
    country: a.country,
    mobile: a.mobile,
  };
}

/** A saved address-book entry as an order's delivery address (its one "City/District" field fills both). */
export function savedToStoredAddress(a: AddressRow): ShippingAddress {
  const { firstName, lastName } = splitName(a.name);
  return {
    firstName,
    lastName,
    address: `${a.address}, ${a.locality}`,
    city: a.city,
    district: a.city,
    state: indianStateName(a.state) ?? a.state,
    pincode: a.pincode,
    country: 'India',
    mobile: a.mobile,
  };
}

/** The spec's order payload carries one `name`; its first word is the first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export const fullName = (a: Pick<ShippingAddress, 'firstName' | 'lastName'>) => `${a.firstName} ${a.lastName}`.trim();
