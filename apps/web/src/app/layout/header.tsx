import { Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Link } from '../../components/link';
import { ICON_BUTTON_CLASS } from '../../components/button';
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, PawIcon } from '../../components/icons';
import { useWishlist } from '../../features/wishlist/api/get-wishlist';
import { useCartCount } from '../../stores/cart-store';
import { loginPath, useUser } from '../../stores/session-store';
import { ProfileMenu } from './profile-menu';
import { SearchBox } from './search-box';
import { TopBar } from './top-bar';
import './header.css';
import { useResetState } from '../../lib/use-reset-state';

const MENU = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/products', label: 'Products' },
  { to: '/contact', label: 'Contact' },
];

function CountBadge({ count }: { count: number }) {
  return count > 0 ? (
    <span className="header-icon__count" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
}

/** Top bar, logo, main menu (a drawer on phones), search, and the wishlist and cart icons with counts. */
export function Header() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useResetState(false, location.pathname + location.search);
  const user = useUser();
  const cartCount = useCartCount();
  const wishlistCount = useWishlist().data?.length ?? 0;

  return (
    <header className="site-header">
      {/* Each part hydrated on its own (its <Suspense>, decision 038): together they are too long a task for a phone. */}
      <Suspense fallback={null}>
        <TopBar />
      </Suspense>
      <div className="header-main">
        <div className="container header-main__inner">
          <button
            type="button"
            className={`${ICON_BUTTON_CLASS} header-main__burger`}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </button>

          <Link to="/" className="logo" aria-label="Canino home">
            <span className="logo__mark">
              <PawIcon size={22} />
            </span>
            <span className="logo__text">Canino</span>
          </Link>

          <nav aria-label="Main" className={menuOpen ? 'nav nav--open' : 'nav'}>
            <Suspense fallback={null}>
              <ul id="main-menu" className="nav__list">
                {MENU.map((m) => (
                  <li key={m.to} className="nav__item">
                    <NavLink to={m.to} end={m.end} className="nav__link">
                      {m.label}
                    </NavLink>
                  </li>
                ))}
                <ProfileMenu />
              </ul>
            </Suspense>
          </nav>

          <Suspense fallback={null}>
            <SearchBox className="header-main__search" />
          </Suspense>

          <div className="header-icons">
            <Link
              to={user ? '/wishlist' : loginPath('/wishlist')}
              className={`${ICON_BUTTON_CLASS} header-icon`}
              aria-label={user ? `Wishlist, ${wishlistCount} ${wishlistCount === 1 ? 'item' : 'items'}` : 'Wishlist'}
            >
              <HeartIcon size={24} />
              <CountBadge count={wishlistCount} />
            </Link>
            <Link to="/cart" className={`${ICON_BUTTON_CLASS} header-icon`} aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}>
              <CartIcon size={24} />
              <CountBadge count={cartCount} />
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
