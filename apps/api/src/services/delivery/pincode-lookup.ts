import { codEligibility, deliveryPromise, deliveryZone, PINCODE_NOT_FOUND, pincodeListed, type CheckoutSettings, type PincodeAnswer } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { readCheckoutSettings } from './checkout-settings';
import { pincodeDirectory, type PincodePlace } from './pincode-directory';
import { pincodeRtoRecord } from './pincode-rto';

/** What the shop's rules say about delivering to a known place: whether it delivers, and by when. */
function deliveryTo(settings: CheckoutSettings, place: PincodePlace, now: Date) {
  const delivers = !pincodeListed(place.pincode, settings.delivery.noDeliveryPincodes);
  const origin = pincodeDirectory().find(settings.delivery.originPincode);
  // An origin missing from the directory (a brand-new pincode) still gets a promise, the cautious one.
  const zone = origin ? deliveryZone(origin, place) : 'restOfIndia';
  return { delivers, promise: delivers ? deliveryPromise(now, zone, settings.delivery) : null };
}

/**
 * GET /pincode/:pin: the place, whether the shop delivers there and by when, and whether cash on
 * delivery is allowed there, its parcels' returns included (the order's own cap and the phone's open orders are checked at checkout).
 */
export async function lookupPincode(ctx: Pick<AppContext, 'db' | 'now'>, pin: string): Promise<PincodeAnswer> {
  const place = pincodeDirectory().find(pin);
  if (!place) throw notFound(PINCODE_NOT_FOUND);
  const settings = await readCheckoutSettings(ctx);
  const { delivers, promise } = deliveryTo(settings, place, ctx.now());
  const rto = delivers ? await pincodeRtoRecord(ctx, settings.cod, pin) : undefined;
  const cod = codEligibility(settings.cod, { totalPaise: 0, pincode: pin, state: place.state, delivers, rto });
  return {
    ...place,
    delivers,
    cod: cod.ok ? { allowed: true, reason: null, feePaise: cod.feePaise } : { allowed: false, reason: cod.reason, feePaise: settings.cod.feePaise },
    delivery: promise,
  };
}
