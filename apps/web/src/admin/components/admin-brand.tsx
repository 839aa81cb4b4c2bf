import { AdminIcon } from './admin-icons';

/** The panel's name and paw mark, in the sidebar and (dark, on a light card) on the login page. */
export function AdminBrand({ dark = false }: { dark?: boolean }) {
  return (
    <div className={dark ? 'adm-brand adm-brand--dark' : 'adm-brand'}>
      <span className="adm-brand__mark">
        <AdminIcon name="paw" size={22} />
      </span>
      <span>
        Canino <span className="adm-brand__sub">Admin</span>
      </span>
    </div>
  );
}
