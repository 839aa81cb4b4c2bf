import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by its location key, so Back can return there. */
const positions = new Map<string, number>();

/**
 * The document's first page is placed by the browser: at its #anchor, where a reload left it, or where
 * the shopper scrolled while the server's page was waiting for the app. Scrolling it to the top when the
 * app takes over would throw a phone's shopper back up, and move what they were about to tap.
 */
let landing: { key: string; left: boolean } | undefined;

/**
 * Scrolls to the top on every route change (the spec's rule). Navigations that only refine the same
 * page, such as a product filter or "Load more", pass `state: { keepScroll: true }`. Back and Forward
 * return to where the page was left: the listing, say, with as many products loaded as before (its
 * address keeps the page count), at the product that was opened.
 */
export function ScrollToTop() {
  const location = useLocation();
  const { pathname, search, key } = location;
  const navigationType = useNavigationType();
  const keep = (location.state as { keepScroll?: boolean } | null)?.keepScroll === true;

  // Replaced in the commit that shows the next page, before the browser reports any scroll of it (a shorter
  // page clamps the scroll): every position is written down for the entry it belongs to.
  useLayoutEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  // Only the address decides: `keep`, the entry's key and the navigation type are read as they are when it
  // changes (a change of `keep` alone is no navigation). Answers how to stop a restore still trying.
  const arrive = useEffectEvent((): (() => void) | undefined => {
    landing ??= { key, left: false };
    if (key !== landing.key) landing.left = true;
    else if (!landing.left) return;
    const saved = navigationType === NavigationType.Pop ? positions.get(key) : undefined;
    if (saved === undefined) {
      if (!keep) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    // The page may still be drawing its list (images, a lazy chunk): try for a moment until it is tall enough.
    let frame = 0;
    let tries = 0;
    const restore = () => {
      window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
      if (Math.abs(window.scrollY - saved) > 2 && ++tries < 60) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  });
  useEffect(() => arrive(), [pathname, search]);
  return null;
}
