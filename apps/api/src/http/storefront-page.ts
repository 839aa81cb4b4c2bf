import type { AppContext } from '../context';
import { badInput } from '../errors';
import { pageMeta } from '../services/seo/page-meta';
import type { BuiltPage } from './page-cache';
import { metaTags } from './page-meta-tags';
import { pagePreloads } from './page-preloads';
import type { RenderFirstScreen } from './server-render';
import type { PageCode } from './web-manifest';

/**
 * Longer addresses are refused: no link of the shop's comes near it, advertising links add a few hundred
 * characters, and each different address is a page of its own to build and keep.
 */
const MAX_PAGE_ADDRESS_LENGTH = 2048;

/**
 * A storefront address the shop cannot mean: over-long, or with a query string that does not decode
 * (a `%` not followed by two hex digits of UTF-8). Refused with a 400 that says why, before any page is
 * built or kept. A malformed path never gets here: Fastify's router refuses it (frameworkErrors).
 */
export function checkPageAddress(requestUrl: string): void {
  if (requestUrl.length > MAX_PAGE_ADDRESS_LENGTH) throw badInput(`This address is too long: at most ${MAX_PAGE_ADDRESS_LENGTH} characters`);
  const query = requestUrl.indexOf('?');
  if (query === -1) return;
  try {
    decodeURIComponent(requestUrl.slice(query + 1));
  } catch {
    throw badInput('This address is not valid: its query string is not correctly encoded');
  }
}

/**
 * Builds a storefront page: index.html with the page's head (title, description, canonical, link
 * previews, JSON-LD: services/seo/page-meta.ts), and for home, the listing and product pages their first
 * paint's data (page-preloads.ts) and their first screen drawn from it by the web app's own components
 * (server-render.ts), which the app then hydrates. An address that names nothing is a 404.
 *
 * The page is drawn as a guest sees it, whoever asks: the server reads no cookie for it and nothing
 * personal goes into the HTML (decision 033), so it depends only on the address, the catalog and the
 * shop's details, and may be kept for everyone (decision 039). Kept: 200 pages that are indexed; not
 * kept: an address that names nothing (404), the pages of a customer's own (an order, a tracking or
 * password link, whose address carries their token) and searches, which are `noindex`, and a product
 * page whose `?size=` names no size on sale (drawn on the default size: page-preloads.ts).
 */
export function storefrontPageBuilder(ctx: AppContext, html: string, web: PageCode, renderFirstScreen: RenderFirstScreen) {
  return async (url: URL): Promise<BuiltPage> => {
    const [meta, preloads] = await Promise.all([pageMeta(ctx, url.pathname, url.searchParams), pagePreloads(ctx, web, url.pathname, url.searchParams)]);
    const firstScreen = preloads && meta.status === 200 ? await renderFirstScreen(url.pathname + url.search, preloads.answers) : undefined;
    // Replaced by functions: a `$` in a product's name must not be read as a replacement pattern.
    let page = html.replace('</head>', () => `${metaTags(meta)}${preloads?.head ?? ''}</head>`);
    // data-server-drawn: the app drops it once it has taken the HTML over (app.tsx), so a script or a style
    // can tell a first screen that does not answer clicks yet from the app's own.
    if (firstScreen) page = page.replace('<div id="root"></div>', () => `<div id="root" data-server-drawn>${firstScreen}</div>`);
    return { status: meta.status, html: page, keep: meta.status === 200 && !meta.noindex && preloads?.keepable !== false };
  };
}
