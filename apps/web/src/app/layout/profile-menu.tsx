import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../components/link';
import { ChevronDownIcon, UserIcon } from '../../components/icons';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { useResetState } from '../../lib/use-reset-state';
import { loginPath, logout, useUser } from '../../stores/session-store';

/**
 * The spec's Profile submenu, as a disclosure (button + list of links): Login / Signup for a visitor,
 * 'Hello {name}' and the account pages for a customer. Escape, a click outside or navigating closes it.
 */
export function ProfileMenu() {
  const user = useUser();
  const location = useLocation();
  const [open, setOpen] = useResetState(false, location.pathname + location.search);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  const onLogout = async () => {
    setBusy(true);
    try {
      notify.success(await logout());
      void navigate('/');
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  const guarded = (path: string) => (user ? path : loginPath(path));

  return (
    <li className="nav__item nav__item--menu" ref={rootRef}>
      <button ref={buttonRef} type="button" className="nav__link nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <UserIcon size={18} />
        <span>{user ? `Hello ${user.cusName.split(' ')[0]}` : 'Profile'}</span>
        <ChevronDownIcon size={16} className="nav__chevron" />
      </button>
      <ul id={listId} className="submenu" hidden={!open}>
        {!user && (
          <li>
            <Link to={loginPath(location.pathname === '/login' ? undefined : location.pathname + location.search)}>Login / Signup</Link>
          </li>
        )}
        <li>
          <Link to={guarded('/wishlist')}>Wishlist</Link>
        </li>
        <li>
          <Link to="/cart">Cartlist</Link>
        </li>
        {user && (
          <>
            <li>
              <Link to="/profile">Edit Profile</Link>
            </li>
            <li>
              <Link to="/orders">My Orders</Link>
            </li>
            <li>
              <Link to="/autoship">My Autoship</Link>
            </li>
          </>
        )}
        <li>
          <Link to={guarded('/address')}>Address</Link>
        </li>
        {user && (
          <li>
            <button type="button" className="submenu__button" onClick={onLogout} disabled={busy}>
              Logout
            </button>
          </li>
        )}
      </ul>
    </li>
  );
}
