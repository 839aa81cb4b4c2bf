import type { ShopOffer } from '@canino/shared';
import './offers.css';

/** "Offers": each coupon the owner shows, its code and terms in plain words; nothing when there is none. */
export function OffersList({ offers }: { offers: readonly ShopOffer[] | undefined }) {
  if (!offers?.length) return null;
  return (
    <section className="offers" aria-labelledby="offers-title">
      <h2 id="offers-title" className="offers__title">
        Offers
      </h2>
      <ul className="offers__list">
        {offers.map((o) => (
          <li key={o.code}>
            Use <strong className="offers__code">{o.code}</strong>: {o.description}
          </li>
        ))}
      </ul>
    </section>
  );
}
