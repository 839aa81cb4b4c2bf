import type { ReactNode } from 'react';
import { Link } from './link';
import './page-banner.css';

/**
 * The inner-page title banner with its breadcrumb (Home / {title}); every page except home has one.
 * It holds the page's only <h1>. `compact`: less room, for a page whose first screen must show more
 * than its title (a product's price, sizes and Add to cart on a phone); the breadcrumb keeps to one line.
 */
export function PageBanner({ title, trail = [], compact = false, children }: { title: string; trail?: { to: string; label: string }[]; compact?: boolean; children?: ReactNode }) {
  return (
    <div className={compact ? 'page-banner page-banner--compact' : 'page-banner'}>
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
