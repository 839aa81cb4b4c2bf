import { useEffect } from 'react';

/**
 * The tab's title as the page changes without a reload: "{title} | {shop}". The server wrote the first
 * page's head; the shop's name is read from it (og:site_name), so the owner's name from settings stays.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const shop = document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content || 'Canino';
    document.title = `${title} | ${shop}`;
  }, [title]);
}
