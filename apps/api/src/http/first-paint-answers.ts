import {
  BANNER_FULL_WIDTH,
  categorySlugPath,
  FIRST_IMAGE_SIZES,
  type Banner,
  type Category,
  type FirstPaintAnswer,
  type Product,
  type ProductDetail,
  type ProductListQuery,
} from '@canino/shared';
import type { AppContext } from '../context';
import type { CachedBody } from '../ports/catalog-cache';
import { answerData, summaryAnswer } from '../services/catalog/parsed-answer';
import { bannersBody, categoriesBody, productDetailBody, productDetailBySlugBody, productsBody } from '../services/catalog/read-catalog';
import { offersBody } from '../services/catalog/offers';

export type CatalogCtx = Pick<AppContext, 'db' | 'catalogCache' | 'config' | 'now'>;

/** One kind of answer as a page embeds it, and what comes with it. */
export interface AnswerPart {
  /** By the URL the web app's api-client builds for it, so the app finds it. */
  answers: [url: string, body: CachedBody][];
  /** The largest picture it puts on the screen (its page's LCP element, when first in the page's list). */
  image?: { src: string; sizes: string; fullWidth?: number };
  /**
   * The address asks for something the page does not have: a product page's `?size=` naming no size on
   * sale. The page is drawn as without it (the default size), and is not kept: such addresses are
   * endless, and each would be a page of its own (decision 039).
   */
  unknown?: boolean;
}

/** Where a page's answers come from: its address's path parameters (`:slug`) and query. */
interface PageAddress {
  params: Record<string, string>;
  query: URLSearchParams;
}

/** Makes one kind; undefined when the address names nothing the shop has (the page is then the app's). */
type AnswerMaker = (ctx: CatalogCtx, at: PageAddress) => Promise<AnswerPart | undefined>;

/**
 * How the server makes each kind of answer a page's first paint can declare (schemas/first-paint.ts), all
 * from the catalog cache, so embedding them costs no query. Lists as cards show them are summaries,
 * without the products' long texts.
 */
export const FIRST_PAINT_ANSWER_MAKERS: Record<FirstPaintAnswer, AnswerMaker> = {
  banners: async (ctx) => {
    const banners = await bannersBody(ctx);
    const first = answerData<Banner[]>(banners)[0];
    return {
      answers: [['/admin/api/banner', banners]],
      image: first && { src: first.banner_img, sizes: FIRST_IMAGE_SIZES.homeBanner, fullWidth: BANNER_FULL_WIDTH },
    };
  },
  categories: async (ctx) => ({ answers: [['/admin/api/category', await categoriesBody(ctx)]] }),
  'product-cards': async (ctx) => ({ answers: [['/admin/api/product', summaryAnswer(await productsBody(ctx, {}))]] }),
  listing: listingAnswer,
  product: productAnswer,
  offers: async (ctx) => ({ answers: [['/admin/api/offers', await offersBody(ctx)]] }),
};

/**
 * The listing's products as the web app asks for them: all, or a category's (by the address's `:slug`, or
 * `?category=`), sorted as `?sort=` says, with the first card's picture. An unknown category has none.
 */
async function listingAnswer(ctx: CatalogCtx, { params, query: q }: PageAddress): Promise<AnswerPart | undefined> {
  const categories = answerData<Category[]>(await categoriesBody(ctx));
  const category =
    params.slug !== undefined ? categories.find((c) => categorySlugPath(c.slug) === `/categories/${params.slug}`) : categories.find((c) => c.mcat_id === Number(q.get('category')));
  if (params.slug !== undefined && !category) return undefined;
  const sort = q.get('sort');
  const query: ProductListQuery = { category: category?.mcat_id, sort: sort === 'price_asc' || sort === 'price_desc' ? sort : undefined };
  const products = await productsBody(ctx, query);
  // The same address the web app's api-client builds: filters in this order, empty ones left out.
  const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]]))).toString();
  const first = answerData<Product[]>(products)[0]?.product_img;
  return {
    answers: [[`/admin/api/product${search ? `?${search}` : ''}`, summaryAnswer(products)]],
    image: first ? { src: first, sizes: FIRST_IMAGE_SIZES.listingCard } : undefined,
  };
}

/** One product by the address's `:slug` or `?id=`, with the picture of the size `?size=` names (features/catalog/use-chosen-size.ts). */
async function productAnswer(ctx: CatalogCtx, { params, query }: PageAddress): Promise<AnswerPart | undefined> {
  const slug = params.slug;
  const id = Number(query.get('id'));
  if (slug === undefined && (!Number.isSafeInteger(id) || id <= 0)) return undefined;
  const detail = slug !== undefined ? await productDetailBySlugBody(ctx, slug) : await productDetailBody(ctx, id);
  const { product, pimage } = answerData<ProductDetail>(detail);
  const wanted = query.get('size');
  const size = wanted === null ? undefined : product.variants.find((v) => v.sku === wanted);
  const src = size?.image || pimage[0]?.pimage_image;
  return {
    // The URL the web app asks for on this address (features/catalog/api/get-product.ts).
    answers: [[slug !== undefined ? `/admin/api/productBySlug/${encodeURIComponent(slug)}` : `/admin/api/productById/${id}`, detail]],
    image: src ? { src, sizes: FIRST_IMAGE_SIZES.productGallery } : undefined,
    unknown: wanted !== null && !size,
  };
}
