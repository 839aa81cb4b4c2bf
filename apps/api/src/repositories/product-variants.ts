import { and, asc, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderLines, productVariants, refills } from '../db/schema';

/**
 * The id of a product's default variant, the first in the owner's order, as a value in a statement: a
 * line or a form that names no size means this one (decision 042).
 */
export const defaultVariantOf = (productId: number | SQL | SQLWrapper): SQL<number> =>
  sql<number>`(select d.id from product_variants d where d.product_id = ${productId} order by d.position, d.id limit 1)`;

export type VariantRow = typeof productVariants.$inferSelect;

/** A product sold in more than one size, as a card shows it: how many sizes, the cheapest, and their stock together. */
export interface SizeSummary {
  count: number;
  fromPricePaise: number;
  stock: number;
}

/**
 * A product's sizes on sale summed up, as a value in a statement beside its row; null for a product of
 * one size, whose own figures say it all. One index range of `product_variants` per product.
 */
export const sizeSummaryOf = (productId: SQLWrapper): SQL<SizeSummary | null> =>
  sql<SizeSummary | null>`(select case when count(*) > 1 then json_build_object('count', count(*), 'fromPricePaise', min(s.selling_price_paise), 'stock', sum(s.stock)) end
     from product_variants s where s.product_id = ${productId} and s.active)`;

/**
 * The price a product's card leads with: its cheapest size on sale ("from ₹449.00"), the one size's
 * price for a product of one. What the listing and search sort by price.
 */
export const fromPriceOf = (productId: SQLWrapper): SQL<number> =>
  sql<number>`(select min(s.selling_price_paise) from product_variants s where s.product_id = ${productId} and s.active)`;

/** Whether any size of the product on sale is priced within the range (either end may be open): the price filter. */
export const anySizePricedWithin = (productId: SQLWrapper, minPaise: number | undefined, maxPaise: number | undefined): SQL =>
  sql`exists (select 1 from product_variants s where s.product_id = ${productId} and s.active${minPaise === undefined ? sql`` : sql` and s.selling_price_paise >= ${minPaise}`}${maxPaise === undefined ? sql`` : sql` and s.selling_price_paise <= ${maxPaise}`})`;

/** Whether any size of the product on sale is in stock: the listing's "in stock" filter (a product whose default size sold out may sell on in another). */
export const anySizeInStock = (productId: SQLWrapper): SQL => sql`exists (select 1 from product_variants s where s.product_id = ${productId} and s.active and s.stock > 0)`;

/** A product's sizes in the owner's order (the first is the default), or only those on sale. */
export async function listVariants(db: Db, productId: number, opts: { activeOnly: boolean }): Promise<VariantRow[]> {
  const where = opts.activeOnly ? and(eq(productVariants.productId, productId), eq(productVariants.active, true)) : eq(productVariants.productId, productId);
  return db.select().from(productVariants).where(where).orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** A size's label and how many sizes its product has: what naming it in a message needs (sizedName). */
export async function findVariantLabel(db: Db, variantId: number): Promise<{ productId: number; label: string; sizes: number } | undefined> {
  const [row] = await db
    .select({
      productId: productVariants.productId,
      label: productVariants.label,
      sizes: sql<number>`(select count(*)::int from product_variants s where s.product_id = ${productVariants.productId})`,
    })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row;
}

/** Sets (or with null clears) a size's barcode number. */
export async function setVariantGtin(db: Db, variantId: number, gtin: string | null): Promise<void> {
  await db.update(productVariants).set({ gtin, updatedAt: new Date() }).where(eq(productVariants.id, variantId));
}

/**
 * A product's sizes under a lock held to the end of the transaction, taken in id order as every
 * transaction on stock takes them (decision 009), so a sale waits for the grid's save and not the reverse.
 */
export async function lockVariants(db: Db, productId: number): Promise<VariantRow[]> {
  return db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.id)).for('no key update');
}

/**
 * A size's stock under a share lock held to the end of the transaction: a stock movement (which takes the
 * row for update) waits for it, and it waits for one under way, so what is read stays true until commit.
 */
export async function readStockShared(db: Db, variantId: number): Promise<number | undefined> {
  const [row] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)).for('share');
  return row?.stock;
}

/** Of these sizes, those an order line or a refill names: they stay, for the invoices and reminders that point at them. */
export async function soldVariantIds(db: Db, variantIds: readonly number[]): Promise<Set<number>> {
  if (!variantIds.length) return new Set();
  const [lines, reminders] = await Promise.all([
    db
      .selectDistinct({ id: orderLines.variantId })
      .from(orderLines)
      .where(inArray(orderLines.variantId, [...variantIds])),
    db
      .selectDistinct({ id: refills.variantId })
      .from(refills)
      .where(inArray(refills.variantId, [...variantIds])),
  ]);
  return new Set([...lines, ...reminders].map((r) => r.id).filter((id) => id !== null));
}

/** Of these SKUs, those a size of another product has. */
export async function skusOfOtherProducts(db: Db, skus: readonly string[], productId: number): Promise<Set<string>> {
  if (!skus.length) return new Set();
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, [...skus]), ne(productVariants.productId, productId)));
  return new Set(rows.map((r) => r.sku));
}

export type VariantFields = Omit<typeof productVariants.$inferInsert, 'id' | 'productId' | 'stock' | 'lowStockAlerted' | 'image' | 'gtin' | 'createdAt' | 'updatedAt'>;

export async function insertVariant(db: Db, productId: number, fields: VariantFields & { stock: number }): Promise<VariantRow> {
  const [row] = await db
    .insert(productVariants)
    .values({ ...fields, productId })
    .returning();
  return row!;
}

/** Changes a size's own fields; its stock moves only through the stock history (services/stock). */
export async function updateVariant(db: Db, variantId: number, fields: Partial<VariantFields>): Promise<void> {
  await db
    .update(productVariants)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(productVariants.id, variantId));
}

/** Removes sizes nothing was sold of; their stock history goes with them. */
export async function deleteVariants(db: Db, variantIds: readonly number[]): Promise<void> {
  if (variantIds.length) await db.delete(productVariants).where(inArray(productVariants.id, [...variantIds]));
}

/** The shipping weight of each of these sizes that still exists, by id (null when the owner gave none). */
export async function variantWeights(db: Db, variantIds: readonly number[]): Promise<Map<number, number | null>> {
  if (!variantIds.length) return new Map();
  const rows = await db
    .select({ id: productVariants.id, weightGrams: productVariants.weightGrams })
    .from(productVariants)
    .where(inArray(productVariants.id, [...variantIds]));
  return new Map(rows.map((r) => [r.id, r.weightGrams]));
}

/** Sizes by their product's id, each product's in the order they come. */
function byProduct(rows: readonly VariantRow[]): Map<number, VariantRow[]> {
  const grouped = new Map<number, VariantRow[]>();
  for (const v of rows) grouped.set(v.productId, [...(grouped.get(v.productId) ?? []), v]);
  return grouped;
}

/** Every product's sizes in the owner's order (the first is the default), by product id: the CSV export. */
export async function listAllVariants(db: Db): Promise<Map<number, VariantRow[]>> {
  return byProduct(await db.select().from(productVariants).orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)));
}

/** The sizes that have these SKUs, by SKU, whichever product they belong to (the CSV import). */
export async function findVariantsBySku(db: Db, skus: readonly string[]): Promise<Map<string, VariantRow>> {
  if (!skus.length) return new Map();
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.sku, [...skus]));
  return new Map(rows.map((v) => [v.sku, v]));
}

/**
 * The sizes of these products in the owner's order, by product id; with `lock`, locked to the end of the
 * transaction in id order, as lockVariants locks them.
 */
export async function listVariantsOfProducts(db: Db, productIds: readonly number[], opts: { lock: boolean }): Promise<Map<number, VariantRow[]>> {
  if (!productIds.length) return new Map();
  const query = db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.id));
  const rows = opts.lock ? await query.for('no key update') : await query;
  return byProduct(rows.sort((a, b) => a.position - b.position || a.id - b.id));
}

/** The sizes that have these barcode numbers, by number (the CSV import). */
export async function findVariantsByGtin(db: Db, gtins: readonly string[]): Promise<Map<string, VariantRow>> {
  if (!gtins.length) return new Map();
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.gtin, [...gtins]));
  return new Map(rows.map((v) => [v.gtin!, v]));
}
