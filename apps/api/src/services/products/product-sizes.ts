import type { AdminProduct, ProductSizeInput, ProductSizesInput } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badInput, conflict, notFound } from '../../errors';
import { lockProduct, updateProduct } from '../../repositories/products';
import * as repo from '../../repositories/product-variants';
import { recordAdminChange } from '../audit/audit-log';
import { moveStock, recheckLowStock, recordOpeningStock } from '../stock/stock-history';
import { adminActor } from '../staff/admin-actor';
import { getProduct, PRODUCT_NOT_FOUND } from './products';

const SKU_TAKEN = 'Another size already has this SKU';

export interface SavedSizes {
  product: AdminProduct;
  /** Sizes on sale left out of the grid that orders or refills name: taken off sale instead of removed. */
  retired: string[];
}

/** A size's own fields as the grid sends them, in the table's names. */
const fieldsOf = (s: ProductSizeInput, position: number): repo.VariantFields => ({
  position,
  sku: s.sku,
  label: s.label,
  netQuantity: s.netQuantity,
  netUnit: s.netUnit,
  listPricePaise: s.mrpPaise,
  sellingPricePaise: s.pricePaise,
  lowStockThreshold: s.lowStockThreshold,
  weightGrams: s.weightGrams,
  active: s.active,
});

/**
 * The sizes as the audit log keeps them: their order by SKU, and each size under its SKU, so an entry
 * shows only the sizes that changed. Stock is left out: the stock history has every move (decision 024).
 */
export function auditedSizes(optionName: string, rows: repo.VariantRow[]): Record<string, unknown> {
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  const sizes = sorted.map((v): [string, object] => [
    `size ${v.sku}`,
    {
      label: v.label,
      netQuantity: v.netQuantity,
      netUnit: v.netUnit,
      mrpPaise: v.listPricePaise,
      pricePaise: v.sellingPricePaise,
      lowStockThreshold: v.lowStockThreshold,
      weightGrams: v.weightGrams,
      active: v.active,
    },
  ]);
  return { optionName, order: sorted.map((v) => v.sku), ...Object.fromEntries(sizes) };
}

/** Refuses, before anything is written, a size of another product, a SKU in use elsewhere, or stock that sales have already taken. */
async function refuseBadSizes(tx: Db, productId: number, input: ProductSizesInput, current: Map<number, repo.VariantRow>, kept: repo.VariantRow[]) {
  const foreign: Record<string, string> = {};
  input.sizes.forEach((s, i) => {
    if (s.variantId !== undefined && !current.has(s.variantId)) foreign[`sizes.${i}.variantId`] = 'This size is not one of this product’s; reload the page';
  });
  if (Object.keys(foreign).length) throw badInput('A size listed is not one of this product’s; reload the page', foreign);

  const elsewhere = await repo.skusOfOtherProducts(
    tx,
    input.sizes.map((s) => s.sku),
    productId,
  );
  for (const v of kept) elsewhere.add(v.sku);
  const taken: Record<string, string> = {};
  input.sizes.forEach((s, i) => {
    if (elsewhere.has(s.sku)) taken[`sizes.${i}.sku`] = SKU_TAKEN;
  });
  if (Object.keys(taken).length) throw conflict(SKU_TAKEN, taken);

  const short: Record<string, string> = {};
  input.sizes.forEach((s, i) => {
    const now = s.variantId === undefined ? undefined : current.get(s.variantId)!;
    if (now && s.stockWas !== undefined && now.stock + s.stock - s.stockWas < 0) short[`sizes.${i}.stock`] = `Only ${now.stock} left now: more sold while you edited`;
  });
  if (Object.keys(short).length) throw conflict('More of a size sold while you edited it, so that stock change would go below 0. Reload to see the stock now.', short);
}

/**
 * Saves the owner's grid of a product's sizes in one transaction: the default first and the rest in the
 * grid's order, new sizes added with their opening stock, each stock change a manual edit in the stock
 * history (with `stockWas`, the owner's change applied to the stock as it is now), and a size left out
 * removed, or taken off sale when orders or refills name it. The product's own price and stock columns
 * follow the default size through the database's triggers (decision 042).
 */
export async function saveProductSizes(ctx: AppContext, adminId: number, productId: number, input: ProductSizesInput): Promise<SavedSizes> {
  const actor = await adminActor(ctx, adminId);
  const cause = { reason: 'manual_edit' as const, actor, adminId };
  const main = input.sizes.find((s) => s.sku === input.defaultSku)!;
  const ordered = [main, ...input.sizes.filter((s) => s !== main)];
  let retired: repo.VariantRow[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const product = await lockProduct(tx, productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const rows = await repo.lockVariants(tx, productId);
      const current = new Map(rows.map((v) => [v.id, v]));
      const listed = new Set(input.sizes.map((s) => s.variantId));
      const left = rows.filter((v) => !listed.has(v.id));
      const sold = await repo.soldVariantIds(
        tx,
        left.map((v) => v.id),
      );
      retired = left.filter((v) => sold.has(v.id));
      await refuseBadSizes(tx, productId, input, current, retired);

      await repo.deleteVariants(
        tx,
        left.filter((v) => !sold.has(v.id)).map((v) => v.id),
      );
      // Renamed sizes step aside first, so two sizes trading SKUs never meet in the unique index.
      for (const s of ordered) if (s.variantId !== undefined && current.get(s.variantId)!.sku !== s.sku) await repo.updateVariant(tx, s.variantId, { sku: `~${s.variantId}` });
      const added: { id: number; stock: number }[] = [];
      for (const [position, s] of ordered.entries()) {
        if (s.variantId !== undefined) await repo.updateVariant(tx, s.variantId, fieldsOf(s, position));
        else added.push({ id: (await repo.insertVariant(tx, productId, { ...fieldsOf(s, position), stock: s.stock })).id, stock: s.stock });
      }
      for (const [k, v] of retired.entries()) await repo.updateVariant(tx, v.id, { position: ordered.length + k, active: false });
      for (const a of added) await recordOpeningStock(tx, productId, a.stock, { actor, adminId, variantId: a.id });

      const moves = ordered.flatMap((s) => {
        if (s.variantId === undefined) return [];
        const now = current.get(s.variantId)!;
        return [{ variantId: s.variantId, change: s.stockWas === undefined ? s.stock - now.stock : s.stock - s.stockWas }];
      });
      await moveStock(tx, moves, cause);
      // A threshold changed without a stock move is checked against the stock as it is.
      for (const s of ordered)
        if (s.variantId !== undefined && s.lowStockThreshold !== current.get(s.variantId)!.lowStockThreshold) await recheckLowStock(tx, { variantId: s.variantId });

      if (input.optionName !== product.optionName) await updateProduct(tx, productId, { optionName: input.optionName });
      const before = auditedSizes(product.optionName, rows);
      const after = auditedSizes(input.optionName, await repo.listVariants(tx, productId, { activeOnly: false }));
      // A removed size is a field of before only; naming it in after (as null) puts it in the entry.
      await recordAdminChange(tx, adminId, {
        entity: 'product',
        entityId: productId,
        action: 'sizes',
        label: product.name,
        before,
        after: { ...Object.fromEntries(Object.keys(before).map((k) => [k, null])), ...after },
      });
    });
  } catch (err) {
    // Another product took one of these SKUs between the check and the write.
    if (isUniqueViolation(err)) throw conflict(`${SKU_TAKEN}; reload and try again`, { sizes: SKU_TAKEN });
    throw err;
  }
  ctx.catalogCache.invalidate();
  return { product: await getProduct(ctx, productId), retired: retired.filter((v) => v.active).map((v) => v.label) };
}
