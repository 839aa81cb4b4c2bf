import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/read-row';
import { banners, categories, productImages, products } from '../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductSort = 'price_asc' | 'price_desc' | 'newest' | 'name';

export async function listActiveCategories(db: Db) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function findActiveCategory(db: Db, id: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.active, true)));
  return row;
}

export async function listActiveProducts(
  db: Db,
  filter: { categoryId?: number; search?: string; sort?: ProductSort } = {},
): Promise<ProductRow[]> {
  const where: SQL[] = [eq(products.active, true), eq(categories.active, true)];
  if (filter.categoryId) where.push(eq(products.categoryId, filter.categoryId));
  if (filter.search) {
    // Escape LIKE's wildcards so a search for "50%" means those characters.
    const term = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(products.name, term), ilike(products.description, term))!);
  }
  const order = {
    price_asc: [asc(products.sellingPricePaise), asc(products.id)],
    price_desc: [desc(products.sellingPricePaise), asc(products.id)],
    newest: [desc(products.createdAt), desc(products.id)],
    name: [asc(products.name), asc(products.id)],
  }[filter.sort ?? 'name'];
  return db
    .select({ product: products })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...where))
    .orderBy(...order)
    .then((rows) => rows.map((r) => r.product));
}

export async function findActiveProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row;
}

export async function listProductImages(db: Db, productId: number) {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
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
