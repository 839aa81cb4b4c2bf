import { codEligibility, DEFAULT_COD_SETTINGS, type CodVerdict, type DeliveryTerms, type PincodeAnswer } from '@canino/shared';

export interface CodQuestionAtCheckout {
  terms: DeliveryTerms | undefined;
  /** The delivery pincode as typed (may be incomplete). */
  pincode: string;
  /** The directory's answer for it: undefined while unknown or loading, null when India Post lacks it. */
  place: PincodeAnswer | null | undefined;
  /** The order's total before the COD fee. */
  totalPaise: number;
}

/**
 * Whether checkout can offer Cash on Delivery, and why not, with the shared rule (codEligibility). The
 * pincode's own answer carries the owner's refused areas and states and its parcels' returns; the cap needs the order's total,
 * which only the cart knows. Null when the owner has COD off: then it is not offered at all. The server
 * checks again when the order is placed (and the open orders of the phone number, which only it knows).
 */
export function codChoice({ terms, pincode, place, totalPaise }: CodQuestionAtCheckout): CodVerdict | null {
  if (!terms?.cod.enabled) return null;
  if (place === undefined) return { ok: false, reason: 'Enter the delivery pincode to see if Cash on Delivery is available' };
  if (place === null) return { ok: false, reason: `Cash on Delivery is not available for pincode ${pincode}` };
  if (!place.cod.allowed) return { ok: false, reason: place.cod.reason ?? 'Cash on Delivery is not available here' };
  const { maxOrderPaise, feePaise } = terms.cod;
  return codEligibility(
    {
      ...DEFAULT_COD_SETTINGS,
      enabled: true,
      maxOrderPaise,
      feePaise,
      refusedPincodes: [],
      refusedStates: [],
      maxOpenOrdersPerPhone: Number.MAX_SAFE_INTEGER,
      rtoThresholdPercent: null,
    },
    { totalPaise, pincode: place.pincode, state: place.state, delivers: place.delivers },
  );
}
