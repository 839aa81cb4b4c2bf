import { EMBEDDED_ANSWERS_ID, imageSrcSet, PAGE_CODE_ID, type FirstPaintManifest } from '@canino/shared';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { deliveryTermsBody } from '../services/delivery/delivery-terms';
import { publicShopDetailsBody } from '../services/shop/shop-settings';
import { FIRST_PAINT_ANSWER_MAKERS, type AnswerPart, type CatalogCtx } from './first-paint-answers';
import { attr } from './page-meta-tags';
import type { PageCode } from './web-manifest';

/** What goes into a page's head, and the answers it embeds (from which the server renders its first screen). */
export interface PagePreloads {
  head: string;
  answers: AnswerPart['answers'];
  /** False for an address whose query names what the page does not have (AnswerPart's `unknown`). */
  keepable: boolean;
}

/** A page's first paint: its answers, the picture to preload, and its own module, if lazily loaded. */
interface FirstPaint extends AnswerPart {
  module?: string;
}

/**
 * What a page's first paint waits for, put into its HTML, so a phone does not wait for the app's code
 * to ask for it: the API answers the page reads first (the web app's api-client uses each once), a
 * high-priority preload of its largest picture, and the list of the page's own code when it is a lazy
 * chunk, as the web build declares them per page (first-paint.json; today home, the listing and the product
 * page). All come from the catalog cache, so this costs no query. The same answers are what the
 * server renders the page's first screen from (server-render.ts). Any other page, or a failed read, gets
 * nothing extra: the app then asks as usual.
 */
export async function pagePreloads(ctx: AppContext, web: PageCode, path: string, params: URLSearchParams): Promise<PagePreloads | undefined> {
  let first: FirstPaint | undefined;
  let shopWide: FirstPaint['answers'] = [];
  try {
    first = await firstPaint(ctx, web.routes, path, params);
    // The shop's own details and delivery terms are on every page (top bar, footer, trust strip): drawn
    // with them, nothing moves when they would have arrived after the first paint.
    if (first)
      shopWide = [
        ['/admin/api/settings', await publicShopDetailsBody(ctx)],
        ['/admin/api/delivery-terms', await deliveryTermsBody(ctx)],
      ];
  } catch (err) {
    // A missing product is the page's own business (it says so); anything else is worth a look.
    if (!(err instanceof AppError)) ctx.log.warn({ err, path }, 'could not read the data a page preloads');
  }
  if (!first) return undefined;
  const answers = [...first.answers, ...shopWide];
  const tags: string[] = [];
  if (first.image) {
    const { src, sizes, fullWidth } = first.image;
    const srcset = imageSrcSet(src, fullWidth);
    tags.push(`<link rel="preload" as="image" href="${attr(src)}"${srcset ? ` imagesrcset="${attr(srcset)}" imagesizes="${attr(sizes)}"` : ''} fetchpriority="high">`);
  }
  const files = first.module ? web.moduleFiles(first.module) : undefined;
  if (files) {
    // The page's code is listed, not preloaded: the web app fetches it once the first screen is painted
    // (apps/web/src/load-app-after-paint.ts), along with its own. Before that, on a phone, each script's
    // request would share the connections with the stylesheets and the picture the first paint waits for.
    // Stylesheets as the app's own loader adds them, so it finds them here and does not add them again.
    if (files.js.length) tags.push(jsonScript(PAGE_CODE_ID, JSON.stringify(files.js)));
    tags.push(...files.css.map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`));
  }
  tags.push(jsonScript(EMBEDDED_ANSWERS_ID, `{${answers.map(([url, body]) => `${JSON.stringify(url)}:${body.body.toString('utf8')}`).join(',')}}`));
  return { head: tags.join(''), answers, keepable: !first.unknown };
}

/** JSON in a script element, `<` escaped as JSON allows, so no text (a banner title) can close the element. */
function jsonScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The first paint the web build declares for this address (apps/web/src/app/first-paint-routes.ts, read from
 * its first-paint.json): the first route whose path matches, unless the query leaves the page to the app;
 * each of its answers made as declared, the first picture among them preloaded. Undefined when no route
 * matches or an answer finds nothing the address names.
 */
async function firstPaint(ctx: CatalogCtx, routes: FirstPaintManifest, path: string, query: URLSearchParams): Promise<FirstPaint | undefined> {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.leaveToAppWith.some((name) => query.has(name))) return undefined;
    const parts = await Promise.all(route.answers.map((kind) => FIRST_PAINT_ANSWER_MAKERS[kind](ctx, { params, query })));
    if (parts.some((p) => p === undefined)) return undefined;
    const made = parts as AnswerPart[];
    return {
      answers: made.flatMap((p) => p.answers),
      image: made.find((p) => p.image)?.image,
      unknown: made.some((p) => p.unknown),
      module: route.module,
    };
  }
  return undefined;
}

/** The path parameters of `path` under `pattern` ('/products/:slug'), decoded; undefined when it does not match. */
function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = got[i]!;
    if (part.startsWith(':')) {
      if (!segment) return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (part !== segment) return undefined;
  }
  return params;
}
