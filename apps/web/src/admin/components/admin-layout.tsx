import { lazy, Suspense, useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ADMIN_ROLE_LABELS, roleCan, type AdminArea, type AdminRole, type AdminUser } from '@canino/shared';
import { PageSpinner } from '../../components/spinner';
import { logOutAdmin } from '../lib/session';
import { AdminBrand } from './admin-brand';
import { AdminIcon, type AdminIconName } from './admin-icons';
import { useResetState } from '../../lib/use-reset-state';

const Toaster = lazy(() => import('../../app/layout/toaster'));

/** The menu, each entry in the area whose roles see it (the server refuses the others' calls anyway). */
const NAV: { to: string; label: string; icon: AdminIconName; area: AdminArea; end?: boolean }[] = [
  { to: '/admin', label: 'Dashboard', icon: 'dashboard', area: 'dashboard', end: true },
  { to: '/admin/orders', label: 'Orders', icon: 'orders', area: 'orders' },
  { to: '/admin/returns', label: 'Returns', icon: 'orders', area: 'orders' },
  { to: '/admin/abandoned-checkouts', label: 'Checkouts left', icon: 'orders', area: 'orders' },
  { to: '/admin/autoship', label: 'Autoship', icon: 'orders', area: 'orders' },
  { to: '/admin/products', label: 'Products', icon: 'products', area: 'products' },
  { to: '/admin/makers', label: 'Makers', icon: 'factory', area: 'products' },
  { to: '/admin/waiting-for-stock', label: 'Waiting for stock', icon: 'products', area: 'products' },
  { to: '/admin/expiring-soon', label: 'Expiring soon', icon: 'products', area: 'products' },
  // With the stock pages, but for those who may read customers' details (decision 067).
  { to: '/admin/batch-recall', label: 'Batch recall', icon: 'products', area: 'customers' },
  { to: '/admin/categories', label: 'Categories', icon: 'categories', area: 'categories' },
  { to: '/admin/banners', label: 'Banners', icon: 'banners', area: 'banners' },
  { to: '/admin/coupons', label: 'Coupons', icon: 'coupons', area: 'coupons' },
  { to: '/admin/recommendations', label: 'Recommendations', icon: 'star', area: 'products' },
  { to: '/admin/customers', label: 'Customers', icon: 'customers', area: 'customers' },
  { to: '/admin/messages', label: 'Messages', icon: 'messages', area: 'messages' },
  { to: '/admin/complaints', label: 'Complaints', icon: 'messages', area: 'messages' },
  { to: '/admin/invoices', label: 'Invoices & GST', icon: 'orders', area: 'invoices' },
  { to: '/admin/reviews', label: 'Reviews', icon: 'reviews', area: 'products' },
  { to: '/admin/jobs', label: 'Email & jobs', icon: 'mail', area: 'jobs' },
  { to: '/admin/staff', label: 'Staff', icon: 'customers', area: 'staff' },
  { to: '/admin/audit', label: 'Audit log', icon: 'history', area: 'audit' },
  { to: '/admin/system', label: 'System', icon: 'dashboard', area: 'system' },
  { to: '/admin/delivery', label: 'Delivery & COD', icon: 'truck', area: 'settings' },
  { to: '/admin/settings', label: 'Shop settings', icon: 'settings', area: 'settings' },
];

/** Where a role starts: its first page in the menu (the owner's dashboard). */
export function homeOf(role: AdminRole): string {
  return NAV.find((item) => roleCan(role, item.area))!.to;
}

/** The panel's frame: sidebar navigation (a drawer on phones), a top bar with the admin, and the page. */
export function AdminLayout({ admin }: { admin: AdminUser }) {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useResetState(false, location.pathname);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [menuOpen, setMenuOpen]);

  return (
    <div className="adm">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <aside className="adm-sidebar" data-open={menuOpen || undefined} id="admin-menu">
        <AdminBrand />
        <nav aria-label="Admin sections" className="adm-nav">
          {NAV.filter((item) => roleCan(admin.role, item.area)).map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="adm-nav__link">
              <AdminIcon name={item.icon} />
              <span>{item.label}</span>
            </NavLink>
          ))}
        </nav>
        <a href="/" target="_blank" rel="noopener" className="adm-nav__link adm-nav__shop">
          <AdminIcon name="external" />
          <span>View the shop</span>
        </a>
      </aside>
      {menuOpen && <div className="adm-scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <div className="adm-body">
        <header className="adm-topbar">
          <button
            type="button"
            className="icon-btn adm-menu-btn"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <AdminIcon name={menuOpen ? 'close' : 'menu'} />
          </button>
          <span className="adm-topbar__brand">Canino Admin</span>
          <div className="adm-topbar__user">
            <span className="adm-topbar__who" title={admin.email}>
              <span className="adm-avatar" aria-hidden="true">
                {admin.name.charAt(0).toUpperCase()}
              </span>
              <span className="adm-topbar__email">{admin.email}</span>
              <span className="adm-role-tag">{ADMIN_ROLE_LABELS[admin.role]}</span>
            </span>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void logOutAdmin()}>
              <AdminIcon name="logout" size={18} /> <span>Log out</span>
            </button>
          </div>
        </header>
        <main id="admin-main" className="adm-main" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </div>
  );
}
