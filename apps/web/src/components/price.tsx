import { formatINR, rupeesToPaise } from '@canino/shared';
import './price.css';

/**
 * The selling price with the list price struck through beside it (only when it is higher); `from` for the
 * lowest of several sizes' prices ("from ₹449.00").
 * Prices arrive in rupees from the API; formatting goes through paise and formatINR (₹1,299.00).
 */
export function Price({ sell, list, size = 'md', from = false }: { sell: number; list?: number; size?: 'sm' | 'md' | 'lg'; from?: boolean }) {
  const showList = list !== undefined && list > sell;
  return (
    <span className={`price price--${size}`}>
      <span className="price__now">
        {from && <span className="price__from">from </span>}
        {showList && <span className="visually-hidden">Price </span>}
        {formatINR(rupeesToPaise(sell))}
      </span>
      {showList && (
        <s className="price__was">
          <span className="visually-hidden">Original price </span>
          {formatINR(rupeesToPaise(list))}
        </s>
      )}
    </span>
  );
}

/** The percentage saved against the list price, for an Offer badge ('25% off'); 0 when none. */
export function percentOff(sell: number, list: number): number {
  return list > sell ? Math.round(((list - sell) / list) * 100) : 0;
}
