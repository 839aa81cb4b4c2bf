import type { Plugin } from 'vite';

/**
 * The app's scripts in index.html are fetched at low priority. The storefront's first screen is HTML the
 * server wrote (decision 033): a phone can paint it once the stylesheet and its largest picture are here,
 * and the code only makes it interactive, so on a slow link it should not share the bandwidth with them.
 * Module scripts never block rendering, but Chrome fetches them at high priority, ahead of the pictures.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'canino-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module"/g, '$& fetchpriority="low"').replace(/<link rel="modulepreload"/g, '$& fetchpriority="low"'),
    },
  };
}
