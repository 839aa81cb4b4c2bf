import { Link } from '../../../components/link';

/** The static offer banner on the home page (the WELCOME10 coupon), drawn by scripts/render-static-images.ts. */
export function OfferBanner() {
  return (
    <Link to="/products" className="offer-banner">
      <img
        src="/images/offer-banner.webp"
        alt="Welcome offer: flat 10% off your first order with code WELCOME10. Shop now"
        width={1200}
        height={400}
        loading="lazy"
        decoding="async"
        style={{ width: '100%', borderRadius: 'var(--radius-lg)' }}
      />
    </Link>
  );
}
