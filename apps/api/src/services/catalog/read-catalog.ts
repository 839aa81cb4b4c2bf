import { bestBeforeText, indianDate, rupeesToPaise, type ProductListQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import * as catalog from '../../repositories/catalog';
import type { CachedBody } from '../../ports/catalog-cache';
import { findMakers } from '../../repositories/makers';
import { listVariants } from '../../repositories/product-variants';
import { getShopSettings } from '../../repositories/shop-settings';
import { listLiveBatches } from '../../repositories/stock-batches';
import { presentBanner, presentCategory, presentDeclarations, presentDosage, presentProduct, presentVariant } from './present';
import { searchProducts } from './search-products';

type Ctx = Pick<AppContext, 'db' | 'catalogCache' | 'config' | 'now'>;

/** Catalog reads, serialised through the cache; each returns the spec's `{ status: 1, data }` body. */
export function categoriesBody(ctx: Ctx): Promise<CachedBody> {
  return ctx.catalogCache.get('categories', async () => ({
    status: 1,
    data: (await catalog.listActiveCategories(ctx.db)).map(presentCategory),
  }));
}

export function bannersBody(ctx: Ctx): Promise<CachedBody> {
  return ctx.catalogCache.get('banners', async () => ({
    status: 1,
    data: (await catalog.listActiveBanners(ctx.db)).map(presentBanner),
  }));
}

export async function productsBody(ctx: Ctx, query: ProductListQuery): Promise<CachedBody> {
  const filter = {
    categoryId: query.category,
    minPricePaise: query.min_price === undefined ? undefined : rupeesToPaise(query.min_price),
    maxPricePaise: query.max_price === undefined ? undefined : rupeesToPaise(query.max_price),
    inStock: query.in_stock !== undefined,
    minRating: query.min_rating,
    sort: query.sort,
  };
  const load = async () => {
    // An unknown category is a wrong link, not an empty shelf: say so instead of listing nothing.
    if (query.category && !(await catalog.findActiveCategory(ctx.db, query.category))) {
      throw notFound('This category is not available');
    }
    const rows = query.q ? await searchProducts(ctx.db, query.q, filter, query.limit) : (await catalog.listActiveProducts(ctx.db, filter)).slice(0, query.limit);
    return { status: 1, data: rows.map(presentProduct) };
  };
  // Free-text searches and price ranges are unbounded in number, so only the finite set of listings is cached.
  if (query.q || query.min_price !== undefined || query.max_price !== undefined || query.limit) return ctx.catalogCache.bypass(load);
  return ctx.catalogCache.get(`products:${query.category ?? ''}:${query.sort ?? ''}:${filter.inStock ? 1 : 0}:${query.min_rating ?? ''}`, load);
}

export function productDetailBody(ctx: Ctx, id: number): Promise<CachedBody> {
  return ctx.catalogCache.get(`product:${id}`, async () => detail(ctx, await catalog.findActiveProduct(ctx.db, id)));
}

/** The same record by the product's readable address, /products/{slug}. */
export function productDetailBySlugBody(ctx: Ctx, slug: string): Promise<CachedBody> {
  return ctx.catalogCache.get(`product-slug:${slug}`, async () => detail(ctx, await catalog.findActiveProductBySlug(ctx.db, slug)));
}

async function detail(ctx: Ctx, product: catalog.ProductRow | undefined) {
  if (!product) throw notFound('This product is not available');
  const makerIds = [product.manufacturerId, product.packerId, product.importerId].filter((id) => id !== null);
  const [images, sizes, makers, shop] = await Promise.all([
    catalog.listProductImages(ctx.db, product.id),
    listVariants(ctx.db, product.id, { activeOnly: false }),
    findMakers(ctx.db, makerIds),
    getShopSettings(ctx.db),
  ]);
  const gallery = images.length ? images.map((i) => i.image) : [product.image];
  const batches = await listLiveBatches(
    ctx.db,
    sizes.map((v) => v.id),
  );
  const today = indianDate(ctx.now());
  const withBestBefore = (v: (typeof sizes)[number]) => {
    const text = bestBeforeText(
      batches.filter((b) => b.variantId === v.id),
      today,
      ctx.config.minShelfLifeDays,
    );
    return text ? { ...presentVariant(v), best_before: text } : presentVariant(v);
  };
  // The first size in the owner's order is the default, on sale or not; only sizes on sale are listed.
  const sized = { variants: sizes.filter((v) => v.active).map(withBestBefore), default_variant_id: sizes[0]!.id, option_name: product.optionName };
  return {
    status: 1,
    data: {
      product: { ...presentProduct(product), ...sized },
      pimage: gallery.map((pimage_image) => ({ pimage_image })),
      dosage: presentDosage(product),
      declarations: presentDeclarations(product, makers, shop),
      returnable: product.returnable,
    },
  };
}
