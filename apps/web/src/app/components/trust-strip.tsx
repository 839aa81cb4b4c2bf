import { LeafIcon, ShieldIcon, TruckIcon, PawIcon } from '../../components/icons';
import { PaymentMethodsClaim, ShippingClaim } from './shop-claims';
import './trust-strip.css';

// Shipping and payment follow the owner's delivery terms (shop-claims.tsx).
const POINTS = [
  { Icon: LeafIcon, title: 'Natural ingredients', text: 'No fillers, clear labels' },
  { Icon: PawIcon, title: 'Trusted by vets', text: 'Since 2012' },
  { Icon: TruckIcon, title: 'Delivered across India', text: <ShippingClaim /> },
  { Icon: ShieldIcon, title: 'Secure payments', text: <PaymentMethodsClaim /> },
];

/** Four short reasons to trust the shop, under the home banner. */
export function TrustStrip() {
  return (
    <div className="trust-strip">
      <ul className="container trust-strip__list">
        {POINTS.map(({ Icon, title, text }) => (
          <li key={title}>
            <span className="trust-strip__icon">
              <Icon size={22} />
            </span>
            <span>
              <strong>{title}</strong>
              <span className="trust-strip__text">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
