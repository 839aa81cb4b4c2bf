import { PAGE_CODE_ID } from '@canino/shared';
import { afterFirstPaint } from './lib/first-paint';

// index.html's entry, and all a phone runs before it paints a page the server drew: the app's code
// (main.tsx) is fetched and run only once the first screen is on it, so none of it sits between the
// stylesheet and the first paint (decision 033). A page the server did not draw needs the app to show
// anything, so it loads at once. build/app-entry-css-plugin.ts links the app's stylesheets in index.html.
const drawn = document.getElementById('root')?.firstElementChild != null;
void (drawn ? afterFirstPaint() : Promise.resolve()).then(() => {
  preloadPageCode();
  return import('./main');
});

/**
 * A lazy page's own modules, which the server lists in the page (http/page-preloads.ts) rather than
 * preloading them: fetched now, beside the app's, so the app finds them here when it takes the page over.
 */
function preloadPageCode(): void {
  const list = document.getElementById(PAGE_CODE_ID)?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
