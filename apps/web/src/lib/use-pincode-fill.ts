import type { PincodeAnswer } from '@canino/shared';
import { useEffect, useEffectEvent, useRef } from 'react';
import { usePincodePlace } from './pincode-place';

export interface PincodeFillForm {
  /** The city as typed now. */
  city(): string;
  /**
   * Writes what the place fills into the form's own fields. `fillCity`: the city is empty, or still what
   * the last fill put there, so the place's district may go in; a city the shopper typed is left alone.
   */
  fill(place: PincodeAnswer, fillCity: boolean): void;
}

/**
 * India Post's answer for a pincode as it is typed, filled into an address form (checkout's, the address
 * book's) once it comes. A pincode the directory lacks fills nothing: the shopper types the address. The
 * query is returned for the form's own news line (PincodeNews) and the place's post offices.
 */
export function usePincodeFill(pincode: string, form: PincodeFillForm) {
  const query = usePincodePlace(pincode);
  const place = query.data;
  const filledCity = useRef('');
  // Reads the form as it is at the fill: the fields are filled once per place found, not again for each
  // render's new form callbacks.
  const fill = useEffectEvent((found: PincodeAnswer) => {
    const city = form.city().trim();
    const fillCity = !city || city === filledCity.current;
    form.fill(found, fillCity);
    if (fillCity) filledCity.current = found.district;
  });
  useEffect(() => {
    if (place) fill(place);
  }, [place]);
  return { query, place };
}
