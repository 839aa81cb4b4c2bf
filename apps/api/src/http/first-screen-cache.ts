import type { CachedBody } from '../ports/catalog-cache';
import type { RenderFirstScreen } from './server-render';

/** Pages kept per catalog version: a demo product page's first screen is 13.8 KB, so about 14 MB of them (decision 033). */
const FIRST_SCREENS_LIMIT = 1_000;

interface Kept {
  /** The catalog cache's entries it was drawn from: the same objects, or it is drawn again. */
  bodies: CachedBody[];
  html: Promise<string | undefined>;
}

/**
 * Each page's first screen drawn once per catalog version instead of on every request (decision 033): the
 * HTML depends only on the address (path and query, as the web app reads both) and on the answers it is
 * drawn from, which the catalog cache keeps until a catalog write, here or, through the shared version, on
 * another process. A kept page is served only while the answers read for this request are the very entries
 * it was drawn from, so a page drawn from answers a write has since replaced is never served; a new
 * `version` drops every kept page at once. At most `limit` pages are kept, the least recently asked for go
 * first, so a crawler's endless query strings cost renders, not memory. A render that gave nothing is not
 * kept; requests for the same page while it is being drawn share its render.
 */
export function keepFirstScreens(render: RenderFirstScreen, limit = FIRST_SCREENS_LIMIT) {
  let kept = new Map<string, Kept>();
  let keptVersion: number | undefined;
  return (url: string, answers: [url: string, body: CachedBody][], version: number): Promise<string | undefined> => {
    if (version !== keptVersion) {
      kept = new Map();
      keptVersion = version;
    }
    const bodies = answers.map(([, body]) => body);
    const hit = kept.get(url);
    if (hit && hit.bodies.length === bodies.length && hit.bodies.every((body, i) => body === bodies[i])) {
      // Asked for again: the most recently used is kept longest.
      kept.delete(url);
      kept.set(url, hit);
      return hit.html;
    }
    const entry: Kept = { bodies, html: render(url, answers) };
    const map = kept;
    map.delete(url);
    map.set(url, entry);
    if (map.size > limit) map.delete(map.keys().next().value!);
    const forget = () => void (map.get(url) === entry && map.delete(url));
    entry.html.then((html) => html === undefined && forget(), forget);
    return entry.html;
  };
}
