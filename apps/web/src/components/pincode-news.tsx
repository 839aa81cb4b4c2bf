import type { PincodeAnswer } from '@canino/shared';
import type { QueryState } from '../lib/query';
import './pincode-news.css';

interface PincodeNewsProps {
  pincode: string;
  query: QueryState<PincodeAnswer | null>;
  className?: string;
  /** Beside an address form, whose fields the shopper then fills by hand; elsewhere there are none to fill. */
  inAddressForm?: boolean;
}

/**
 * What the directory said about a pincode, in words: "Delivery by Thu, 27 Nov", that the shop does not
 * deliver there, or that India Post does not know it (in an address form the shopper then types the
 * address by hand). A live region, so a screen reader hears the date arrive after the pincode is typed.
 */
export function PincodeNews({ pincode, query, className = '', inAddressForm = false }: PincodeNewsProps) {
  const place = query.data;
  let text = '';
  let tone = 'muted';
  if (query.error) text = 'We could not check this pincode just now';
  else if (place === null)
    [text, tone] = [
      inAddressForm
        ? 'We could not find this pincode. Please type the address in full.'
        : `We could not find pincode ${pincode}. Please check it; checkout confirms delivery to your address.`,
      'warn',
    ];
  else if (place && !place.delivers) [text, tone] = [`Sorry, we do not deliver to pincode ${pincode}`, 'warn'];
  else if (place?.delivery) [text, tone] = [`Delivery by ${place.delivery.label}`, 'ok'];
  else if (query.isFetching) text = 'Checking the pincode…';
  return (
    <p className={`pincode-news pincode-news--${tone} ${className}`} role="status">
      {text && (
        <>
          {text}
          {place && tone === 'ok' && (
            <span className="pincode-news__place">
              {' '}
              to {place.district}, {pincode}
            </span>
          )}
        </>
      )}
    </p>
  );
}
