import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top on every route change (the spec's rule). Navigations that only refine the same
 * page, such as a product filter, pass `state: { keepScroll: true }`.
 */
export function ScrollToTop() {
  const { pathname, search, state } = useLocation();
  const keep = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  useEffect(() => {
    if (!keep) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only the address decides; `keep` travels with it.
  }, [pathname, search]);
  return null;
}
