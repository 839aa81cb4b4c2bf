import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PawIcon } from '../../../components/icons';
import { useUser } from '../../../stores/session-store';
import './account-shell.css';

const LINKS = [
  { to: '/profile', label: 'Edit Profile' },
  { to: '/pets', label: 'My Pets' },
  { to: '/orders', label: 'My Orders' },
  { to: '/autoship', label: 'My Autoship' },
  { to: '/refills', label: 'Upcoming Refills' },
  { to: '/address', label: 'Addresses' },
  { to: '/wishlist', label: 'Wishlist' },
];

/** The logged-in customer's pages side by side: who is logged in, links between the account pages, then the page. */
export function AccountShell({ children }: { children: ReactNode }) {
  const user = useUser();
  return (
    <div className="account-shell">
      <aside className="account-shell__side">
        {user && (
          <div className="account-card">
            <div className="account-card__photo">{user.petImg ? <img src={user.petImg} alt="" width={64} height={64} /> : <PawIcon size={28} />}</div>
            <div className="account-card__text">
              <p className="account-card__hello">Hello, {user.cusName.split(' ')[0]}</p>
              <p className="account-card__pet">
                {user.pet_name}
                {user.breed && ` · ${user.breed}`}
              </p>
            </div>
          </div>
        )}
        <nav aria-label="Your account">
          <ul className="account-nav">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to !== '/orders'} className="account-nav__link">
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="account-shell__main">{children}</div>
    </div>
  );
}
