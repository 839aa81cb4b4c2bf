import type { ProductListQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import * as catalog from '../../repositories/catalog';
import type { CachedBody } from './catalog-cache';
import { presentBanner, presentCategory, presentDosage, presentProduct } from './present';

type Ctx = Pick<AppContext, 'db' | 'catalogCache'>;

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
  const load = async () => {
    // An unknown category is a wrong link, not an empty shelf: say so instead of listing nothing.
    if (query.category && !(await catalog.findActiveCategory(ctx.db, query.category))) {
      throw notFound('This category is not available');
    }
    const rows = await catalog.listActiveProducts(ctx.db, { categoryId: query.category, search: query.q, sort: query.sort });
    return { status: 1, data: rows.map(presentProduct) };
  };
  // Free-text searches are unbounded in number, so only the finite set of listings is cached.
  if (query.q) return ctx.catalogCache.bypass(load);
  return ctx.catalogCache.get(`products:${query.category ?? ''}:${query.sort ?? ''}`, load);
}

export function productDetailBody(ctx: Ctx, id: number): Promise<CachedBody> {
  return ctx.catalogCache.get(`product:${id}`, async () => {
    const product = await catalog.findActiveProduct(ctx.db, id);
    if (!product) throw notFound('This product is not available');
    const images = await catalog.listProductImages(ctx.db, id);
    const gallery = images.length ? images.map((i) => i.image) : [product.image];
    return {
      status: 1,
      data: { product: presentProduct(product), pimage: gallery.map((pimage_image) => ({ pimage_image })), dosage: presentDosage(product) },
    };
  });
}
