import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminIcon } from './admin-icons';

/** The title of an admin page, an optional way back, and its main actions on the right. */
export function PageHeader({ title, back, actions, children }: { title: string; back?: { to: string; label: string }; actions?: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Canino Admin`;
  }, [title]);
  return (
    <div className="adm-page-head">
      <div className="adm-page-head__text">
        {back && (
          <Link to={back.to} className="adm-back">
            <AdminIcon name="back" size={16} /> {back.label}
          </Link>
        )}
        <h1 className="adm-title">{title}</h1>
        {children}
      </div>
      {actions && <div className="adm-page-head__actions">{actions}</div>}
    </div>
  );
}
