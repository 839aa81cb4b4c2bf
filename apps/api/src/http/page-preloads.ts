import {
  BANNER_FULL_WIDTH,
  categorySlugPath,
  EMBEDDED_ANSWERS_ID,
  FIRST_IMAGE_SIZES,
  imageSrcSet,
  NARROWING_PARAMS,
  PAGE_CODE_ID,
  type Banner,
  type Category,
  type Product,
  type ProductDetail,
  type ProductListQuery,
} from '@canino/shared';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { CachedBody } from '../ports/catalog-cache';
import { bannersBody, categoriesBody, productDetailBody, productDetailBySlugBody, productsBody } from '../services/catalog/read-catalog';
import { attr } from './page-meta-tags';
import type { ModuleFilesOf } from './web-manifest';
import { answerData, summaryAnswer } from '../services/catalog/parsed-answer';
import { deliveryTermsBody } from '../services/delivery/delivery-terms';
import { publicShopDetailsBody } from '../services/shop/shop-settings';

type CatalogCtx = Pick<AppContext, 'db' | 'catalogCache' | 'config' | 'now'>;

/** What goes into a page's head, and the answers it embeds (from which the server renders its first screen). */
export interface PagePreloads {
  head: string;
  answers: FirstPaint['answers'];
  /** False for an address whose query names what the page does not have (FirstPaint's `unknown`). */
  keepable: boolean;
}

interface FirstPaint {
  /** API answers the page asks for first, by the URL the web app's api-client builds. */
  answers: [url: string, body: CachedBody][];
  /** The page's largest picture (its LCP element). */
  image?: { src: string; sizes: string; fullWidth?: number };
  /** The web app's module of a lazily loaded page, whose code is fetched along with the app's. */
  module?: string;
  /**
   * The address asks for something the page does not have: a product page's `?size=` naming no size on
   * sale. The page is drawn as without it (the default size), and is not kept: such addresses are
   * endless, and each would be a page of its own (decision 039).
   */
  unknown?: boolean;
}

/**
 * What a page's first paint waits for, put into its HTML, so a phone does not wait for the app's code
 * to ask for it: the API answers the page reads first (the web app's api-client uses each once), a
 * high-priority preload of its largest picture, and the list of the page's own code when it is a lazy
 * chunk. Home: the banners, categories and products it shows; the listing: categories and products; a
 * product page: the product. Lists as cards show them (summaries, without the products' long texts). All
 * come from the catalog cache, so this costs no query. The same answers are what the
 * server renders the page's first screen from (server-render.ts). Any other page, or a failed read, gets
 * nothing extra: the app then asks as usual.
 */
export async function pagePreloads(ctx: AppContext, moduleFiles: ModuleFilesOf, path: string, params: URLSearchParams): Promise<PagePreloads | undefined> {
  let first: FirstPaint | undefined;
  let shopWide: FirstPaint['answers'] = [];
  try {
    first = await firstPaint(ctx, path, params);
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
  const files = first.module ? moduleFiles(first.module) : undefined;
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

async function firstPaint(ctx: CatalogCtx, path: string, params: URLSearchParams): Promise<FirstPaint | undefined> {
  if (path === '/') {
    const [banners, categories, products] = await Promise.all([bannersBody(ctx), categoriesBody(ctx), productsBody(ctx, {})]);
    const first = answerData<Banner[]>(banners)[0];
    return {
      answers: [
        ['/admin/api/banner', banners],
        ['/admin/api/category', categories],
        ['/admin/api/product', summaryAnswer(products)],
      ],
      image: first && { src: first.banner_img, sizes: FIRST_IMAGE_SIZES.homeBanner, fullWidth: BANNER_FULL_WIDTH },
    };
  }
  if ((path === '/products' && !params.has('q')) || path.startsWith('/categories/')) return listingFirstPaint(ctx, path, params);
  const slug = path.startsWith('/products/') ? decodeURIComponent(path.slice('/products/'.length)) : undefined;
  if (path === '/product-details' || slug) {
    const id = Number(params.get('id'));
    if (!slug && (!Number.isSafeInteger(id) || id <= 0)) return undefined;
    const detail = slug ? await productDetailBySlugBody(ctx, slug) : await productDetailBody(ctx, id);
    const { product, pimage } = answerData<ProductDetail>(detail);
    // The size the address names (features/catalog/use-chosen-size.ts): its own picture is the one shown first.
    const wanted = params.get('size');
    const size = wanted === null ? undefined : product.variants.find((v) => v.sku === wanted);
    const src = size?.image || pimage[0]?.pimage_image;
    return {
      // The URL the web app asks for on this address (features/catalog/api/get-product.ts).
      answers: [[slug ? `/admin/api/productBySlug/${encodeURIComponent(slug)}` : `/admin/api/productById/${id}`, detail]],
      image: src ? { src, sizes: FIRST_IMAGE_SIZES.productGallery } : undefined,
      module: 'src/app/routes/product-details.tsx',
      unknown: wanted !== null && !size,
    };
  }
  return undefined;
}

/**
 * The listing (all products, or a category's at /categories/{slug} or ?category=): the categories and
 * the products as the web app asks for them, the first card's picture, and the page's code. A search is
 * left to the app (its answers are not cached).
 */
async function listingFirstPaint(ctx: CatalogCtx, path: string, params: URLSearchParams): Promise<FirstPaint | undefined> {
  const categories = await categoriesBody(ctx);
  const category = path.startsWith('/categories/')
    ? answerData<Category[]>(categories).find((c) => categorySlugPath(c.slug) === path)
    : answerData<Category[]>(categories).find((c) => c.mcat_id === Number(params.get('category')));
  if (path !== '/products' && !category) return undefined;
  // A list narrowed by price, stock or rating is left to the app, as a search is.
  if (Object.values(NARROWING_PARAMS).some((name) => params.has(name))) return undefined;
  const sort = params.get('sort');
  const query: ProductListQuery = { category: category?.mcat_id, sort: sort === 'price_asc' || sort === 'price_desc' ? sort : undefined };
  const products = await productsBody(ctx, query);
  // The same address the web app's api-client builds: filters in this order, empty ones left out.
  const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]]))).toString();
  const first = answerData<Product[]>(products)[0]?.product_img;
  return {
    answers: [
      ['/admin/api/category', categories],
      [`/admin/api/product${search ? `?${search}` : ''}`, summaryAnswer(products)],
    ],
    image: first ? { src: first, sizes: FIRST_IMAGE_SIZES.listingCard } : undefined,
    module: 'src/app/routes/products.tsx',
  };
}
