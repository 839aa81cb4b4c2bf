import { and, asc, eq, ilike, inArray, lte, max, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_COUNTRY_OF_ORIGIN, type AdminProductListQuery } from '@canino/shared';
import type { Db } from '../db/client';
import { categories, orderLines, productImages, products } from '../db/schema';
import { containsPattern, offsetOf } from './paging';

export type ProductRow = typeof products.$inferSelect;
export type GalleryRow = typeof productImages.$inferSelect;

/**
 * A product lacking a declaration, as rules/declarations.ts `missingDeclarations` decides it, in SQL for
 * the admin's filter (a test holds the two equal).
 */
const lacksDeclaration = sql`(${products.manufacturerId} is null or btrim(${products.genericName}) = '' or ${products.bestBeforeMonths} is null
  or btrim(${products.countryOfOrigin}) = ''
  or (lower(btrim(${products.countryOfOrigin})) <> ${DEFAULT_COUNTRY_OF_ORIGIN.toLowerCase()} and ${products.importerId} is null))`;

function filters(q: AdminProductListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.q) where.push(ilike(products.name, containsPattern(q.q)));
  if (q.categoryId) where.push(eq(products.categoryId, q.categoryId));
  if (q.state === 'active') where.push(eq(products.active, true));
  if (q.state === 'inactive') where.push(eq(products.active, false));
  if (q.state === 'low_stock') where.push(eq(products.active, true), lte(products.stock, products.lowStockThreshold));
  if (q.state === 'missing_declarations') where.push(eq(products.active, true), lacksDeclaration);
  return where.length ? and(...where) : undefined;
}

export async function listProductsPage(db: Db, q: AdminProductListQuery) {
  const where = filters(q);
  const rows = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(q.state === 'low_stock' ? asc(products.stock) : asc(products.name), asc(products.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findProductWithCategory(db: Db, id: number) {
  const [row] = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  return row;
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The product, its row locked until the transaction ends (a change and its audit entry agree). */
export async function lockProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('no key update');
  return row;
}

export async function productSlugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row !== undefined;
}

export async function skuTakenByAnother(db: Db, sku: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
  return row !== undefined && row.id !== exceptId;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

export async function insertProduct(db: Db, row: typeof products.$inferInsert): Promise<ProductRow> {
  const [created] = await db.insert(products).values(row).returning();
  return created!;
}

export async function updateProduct(db: Db, id: number, patch: Partial<typeof products.$inferInsert>) {
  const [row] = await db
    .update(products)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

export async function productHasOrders(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, id)).limit(1);
  return row !== undefined;
}

export async function listGallery(db: Db, productId: number): Promise<GalleryRow[]> {
  return db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.id));
}

export async function appendGallery(db: Db, productId: number, urls: string[]): Promise<void> {
  const [last] = await db
    .select({ p: max(productImages.position) })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const start = (last?.p ?? -1) + 1;
  await db.insert(productImages).values(urls.map((image, i) => ({ productId, image, position: start + i })));
}

/** Gives each image its place in `ids` (all of the product's image ids) and makes the first the main image. */
export async function reorderGallery(db: Db, productId: number, ids: number[], mainImage: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx
        .update(productImages)
        .set({ position })
        .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
    }
    await tx.update(products).set({ image: mainImage, updatedAt: new Date() }).where(eq(products.id, productId));
  });
}

export async function deleteGalleryImages(db: Db, productId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(productImages).where(and(eq(productImages.productId, productId), inArray(productImages.id, ids)));
}

export async function setMainImage(db: Db, productId: number, image: string): Promise<void> {
  await db.update(products).set({ image, updatedAt: new Date() }).where(eq(products.id, productId));
}

/** Active products running out, fewest first, for the dashboard. */
export async function listLowStock(db: Db, limit: number) {
  return db
    .select({ id: products.id, name: products.name, stock: products.stock, image: products.image })
    .from(products)
    .where(and(eq(products.active, true), lte(products.stock, products.lowStockThreshold)))
    .orderBy(asc(products.stock), asc(products.name))
    .limit(limit);
}

/**
 * Locks the products' rows in id order, the order every stock-taking transaction locks them in
 * (decision 009), so a bulk edit and a checkout wait for each other instead of deadlocking.
 */
export async function lockProducts(db: Db, ids: readonly number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('no key update');
}

/** Every product with its category's name, by name: the CSV export. */
export async function listProductsForExport(db: Db) {
  return db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.name), asc(products.id));
}

export async function listCategoryNames(db: Db) {
  return db.select({ id: categories.id, name: categories.name }).from(categories);
}

/** The products that have these slugs, by slug (the CSV import names a product by its slug). */
export async function findProductsBySlug(db: Db, slugs: readonly string[]): Promise<Map<string, ProductRow>> {
  if (!slugs.length) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.slug, [...slugs]));
  return new Map(rows.map((r) => [r.slug, r]));
}
