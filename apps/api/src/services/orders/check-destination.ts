import { pincodeListed, type CheckoutInput, type CheckoutSettings, type DeliveryAddress } from '@canino/shared';
import type { ShippingAddress } from '../../db/schema';
import { AppError } from '../../errors';
import { pincodeDirectory, type PincodePlace } from '../delivery/pincode-directory';

export interface Destination {
  address: Pick<DeliveryAddress, 'pincode' | 'state'>;
  /** India Post's entry for its pincode; undefined for a pincode the directory lacks (typed by hand). */
  place: PincodePlace | undefined;
}

/**
 * Before any payment: a state that contradicts its pincode is a typo that sends the parcel astray, so
 * it is refused under the state field ("Pincode 641018 is in Tamil Nadu"); a pincode the owner does not
 * deliver to is refused under the pincode. A pincode the directory lacks is taken as typed.
 */
export function checkDestination(settings: CheckoutSettings, input: CheckoutInput, savedShipping: ShippingAddress | null): Destination {
  const errors: Record<string, string> = {};
  const check = (prefix: 'billing' | 'shipping', a: Pick<DeliveryAddress, 'pincode' | 'state'>) => {
    const place = pincodeDirectory().find(a.pincode);
    if (place && place.state !== a.state) errors[`${prefix}.state`] = `Pincode ${a.pincode} is in ${place.state}, not ${a.state}. Please check the state or the pincode.`;
    return place;
  };
  const billingPlace = check('billing', input.billing);
  const shippingPlace = input.shipping && input.savedAddressId === undefined ? check('shipping', input.shipping) : undefined;
  const first = Object.values(errors)[0];
  if (first) throw new AppError('UNPROCESSABLE', first, errors);

  const destination: Destination = savedShipping
    ? { address: savedShipping, place: shippingPlace ?? pincodeDirectory().find(savedShipping.pincode) }
    : { address: input.billing, place: billingPlace };
  if (pincodeListed(destination.address.pincode, settings.delivery.noDeliveryPincodes)) {
    const field = savedShipping ? (input.savedAddressId !== undefined ? 'savedAddressId' : 'shipping.pincode') : 'billing.pincode';
    const message = `Sorry, we do not deliver to pincode ${destination.address.pincode} yet`;
    throw new AppError('UNPROCESSABLE', message, { [field]: message });
  }
  return destination;
}
