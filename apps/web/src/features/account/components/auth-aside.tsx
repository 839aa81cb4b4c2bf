import { HeartIcon, PawIcon, PinIcon, TruckIcon } from '../../../components/icons';

const BENEFITS = [
  { Icon: TruckIcon, title: 'Track every order', text: 'See where your parcel is, from payment to your door.' },
  { Icon: HeartIcon, title: 'Keep a wishlist', text: 'Save favourites and find them on any device.' },
  { Icon: PinIcon, title: 'Faster checkout', text: 'Saved addresses fill themselves in.' },
];

/** The panel beside the login and sign-up forms: what an account gives a dog parent. */
export function AuthAside({ title, children }: { title: string; children: string }) {
  return (
    <aside className="auth-aside" aria-labelledby="auth-aside-title">
      <h2 id="auth-aside-title">{title}</h2>
      <p>{children}</p>
      <ul className="auth-aside__list">
        {BENEFITS.map(({ Icon, title: t, text }) => (
          <li key={t}>
            <span className="auth-aside__icon">
              <Icon size={18} />
            </span>
            <div>
              <strong>{t}</strong>
              <span>{text}</span>
            </div>
          </li>
        ))}
      </ul>
      <PawIcon size={160} className="auth-aside__paw" />
    </aside>
  );
}
