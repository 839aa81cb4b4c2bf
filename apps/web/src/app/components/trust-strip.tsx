import { LeafIcon, ShieldIcon, TruckIcon, PawIcon } from '../../components/icons';
import './trust-strip.css';

const POINTS = [
  { Icon: LeafIcon, title: 'Natural ingredients', text: 'No fillers, clear labels' },
  { Icon: PawIcon, title: 'Trusted by vets', text: 'Since 2012' },
  { Icon: TruckIcon, title: 'Delivered across India', text: 'Flat ₹75 shipping' },
  { Icon: ShieldIcon, title: 'Secure payments', text: 'UPI, cards, net banking' },
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
