import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@canino/shared';
import type { Db } from '../db/client';
import { resultRows } from '../db/read-row';
import { banners, categories, productImages, products, productVariants } from '../db/schema';
import { anySizeInStock, anySizePricedWithin, fromPriceOf, sizeSummaryOf, type SizeSummary } from './product-variants';

export type ProductRow = typeof products.$inferSelect;
/** A product as lists show it: its row, and its sizes summed up when it has several. */
export type ListedProductRow = ProductRow & { sizes: SizeSummary | null };

export const listed = (rows: { product: ProductRow; sizes: SizeSummary | null }[]): ListedProductRow[] => rows.map((r) => ({ ...r.product, sizes: r.sizes }));

export async function listActiveCategories(db: Db) {
  return db.select().from(categories).where(eq(categories.active, true)).orderBy(asc(categories.position), asc(categories.id));
}

export async function findActiveCategory(db: Db, id: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.active, true)));
  return row;
}

/** What narrows a listing besides search: the spec's category, and price, stock and rating. */
export interface ProductFilter {
  categoryId?: number;
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
  /** Average rating at least this, as shown rounded to one decimal (3.96 shows 4.0 and counts as 4). */
  minRating?: number;
  sort?: ProductSort;
}

/** Conditions on `products` and `categories` (both joined) shared by the listing and the search. */
export function productFilterConditions(f: ProductFilter): SQL[] {
  const where: SQL[] = [eq(products.active, true), eq(categories.active, true)];
  if (f.categoryId) where.push(eq(products.categoryId, f.categoryId));
  // A size within the range is enough: 120 tablets at ₹799 answer "₹700 to ₹900" as the 60 at ₹449 answer "up to ₹500".
  if (f.minPricePaise !== undefined || f.maxPricePaise !== undefined) where.push(anySizePricedWithin(products.id, f.minPricePaise, f.maxPricePaise));
  if (f.inStock) where.push(anySizeInStock(products.id));
  if (f.minRating) where.push(sql`${products.ratingCount} > 0 and ${products.ratingSum} * 20 >= (${f.minRating} * 20 - 1) * ${products.ratingCount}`);
  return where;
}

const averageRating = sql`coalesce(${products.ratingSum}::float / nullif(${products.ratingCount}, 0), 0)`;

export async function listActiveProducts(db: Db, filter: ProductFilter = {}): Promise<ListedProductRow[]> {
  const order = {
    price_asc: [asc(fromPriceOf(products.id)), asc(products.id)],
    price_desc: [desc(fromPriceOf(products.id)), asc(products.id)],
    newest: [desc(products.createdAt), desc(products.id)],
    rating: [desc(averageRating), desc(products.ratingCount), asc(products.id)],
    name: [asc(products.name), asc(products.id)],
  }[filter.sort === 'relevance' || !filter.sort ? 'name' : filter.sort];
  return db
    .select({ product: products, sizes: sizeSummaryOf(products.id) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...productFilterConditions(filter)))
    .orderBy(...order)
    .then(listed);
}

/** The products with these ids, in the order given (a search's ranking). */
export async function listProductsInOrder(db: Db, ids: number[]): Promise<ListedProductRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ product: products, sizes: sizeSummaryOf(products.id) })
    .from(products)
    .where(inArray(products.id, ids))
    .then(listed);
  const found = new Map(rows.map((p) => [p.id, p]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

export async function findActiveProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row;
}

export async function findActiveProductBySlug(db: Db, slug: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.active, true)));
  return row;
}

/** What the sitemap lists: active products in active categories, and active categories, with their last change. */
export async function listSitemapEntries(db: Db) {
  const productRows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.active, true), eq(categories.active, true)))
    .orderBy(asc(products.id));
  const categoryRows = await db
    .select({ slug: categories.slug, updatedAt: categories.updatedAt })
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.id));
  return { products: productRows, categories: categoryRows };
}

/**
 * Every size on sale of every product on sale (in an active category), with what a shopping feed says of
 * it and its product, and how many sizes on sale its product has; products by id, sizes in their order.
 */
export async function listFeedSizes(db: Db) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      productImage: products.image,
      categoryName: categories.name,
      sku: productVariants.sku,
      label: productVariants.label,
      netQuantity: productVariants.netQuantity,
      netUnit: productVariants.netUnit,
      listPricePaise: productVariants.listPricePaise,
      sellingPricePaise: productVariants.sellingPricePaise,
      stock: productVariants.stock,
      weightGrams: productVariants.weightGrams,
      image: productVariants.image,
      gtin: productVariants.gtin,
      sizes: sql<number>`(count(*) over (partition by ${products.id}))::int`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.active, true), eq(categories.active, true), eq(productVariants.active, true)))
    .orderBy(asc(products.id), asc(productVariants.position), asc(productVariants.id));
}

export async function listProductImages(db: Db, productId: number) {
  return db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.id));
}

export async function listActiveBanners(db: Db) {
  return db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position), asc(banners.id));
}

/** Product ids of every sale's lines (paid or past payment), grouped by order: the input of "bought together". */
export async function listSoldProductsByOrder(db: Db): Promise<number[][]> {
  const result = await db.execute(sql`
    select array_agg(distinct l.product_id) as ids
    from order_lines l join orders o on o.id = l.order_id
    where l.product_id is not null and o.status in ('paid', 'packed', 'shipped', 'delivered')
    group by l.order_id
    having count(distinct l.product_id) > 1`);
  return resultRows(result).map((r) => (r.ids as unknown[]).map(Number));
}
