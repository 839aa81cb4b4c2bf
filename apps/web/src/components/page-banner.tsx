import type { ReactNode } from 'react';
import { Link } from './link';
import './page-banner.css';

/**
 * The inner-page title banner with its breadcrumb (Home / {title}); every page except home has one.
 * It holds the page's only <h1>.
 */
export function PageBanner({ title, trail = [], children }: { title: string; trail?: { to: string; label: string }[]; children?: ReactNode }) {
  return (
    <div className="page-banner">
      <div className="container page-banner__inner">
        <h1 className={title.length > 40 ? 'page-banner__title page-banner__title--long' : 'page-banner__title'}>{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            <li>
              <Link to="/">Home</Link>
            </li>
            {trail.map((t) => (
              <li key={t.to}>
                <Link to={t.to}>{t.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        {children}
      </div>
    </div>
  );
}
