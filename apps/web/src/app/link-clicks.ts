import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { IN_APP_LINK } from '../components/link';

/**
 * Navigates within the app, without reloading the page, when a shopper clicks one of the shop's own links
 * (components/link.tsx), as react-router's Link would: a plain left click only, so a click with Ctrl, ⌘
 * or Shift, or a middle click, still opens a tab or window, and a handler that prevented the default
 * (a menu closing, say) keeps it. One listener on the document for every link of every page.
 */
export function useLinkClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest(`a[${IN_APP_LINK}]`) : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      // Following a link to the page already shown replaces its history entry rather than adding one, as Link does.
      void navigate(to, { replace: to === `${window.location.pathname}${window.location.search}${window.location.hash}` });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
