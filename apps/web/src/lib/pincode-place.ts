import { type PincodeAnswer } from '@canino/shared';
import { ApiError, apiGet } from './api-client';
import { useQuery } from './query';

/** A pincode as the shopper types it: six digits, not starting with 0 (the server's rule for /pincode/:pin). */
export const isPincode = (pin: string | undefined): pin is string => /^[1-9]\d{5}$/.test(pin?.trim() ?? '');

/**
 * GET /pincode/:pin. Null when India Post's directory lacks the pincode (404): the shopper types the
 * address by hand then, so that is an answer, not an error.
 */
async function getPincodePlace(pin: string): Promise<PincodeAnswer | null> {
  try {
    return (await apiGet<PincodeAnswer>(`/pincode/${pin}`)).data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** The place, delivery date and COD answer for a pincode; nothing is asked until it has six digits. */
export function usePincodePlace(pin: string | undefined) {
  const valid = isPincode(pin) ? pin.trim() : null;
  return useQuery(valid && `pincode:${valid}`, () => getPincodePlace(valid!), { staleMs: 10 * 60_000 });
}
