import { indianDate, lowStockAlert, sellableFrom } from '@canino/shared';
import type { Db } from '../../db/client';
import { lockStock } from '../../repositories/orders-inventory';
import * as batches from '../../repositories/stock-batches';
import * as repo from '../../repositories/stock-movements';
import { enqueueJob } from '../jobs/enqueue';
import { queueBackInStock } from './back-in-stock';
import { moveBatches, type BatchCause } from './batches';

/**
 * The one way stock changes (cancellation, refund restock, manual edit, import; a sale writes the same
 * steps in its order change, recordSale, then applies applyLowStockRule): the new stock, its history row,
 * when the product goes low the owner's email job, and when a sold-out size comes back the waiting shoppers' job, all in the caller's transaction. A rolled-back sale leaves no row and sends nothing. The caller refreshes the catalog
 * cache after its commit.
 */
export async function moveStock(tx: Db, changes: readonly repo.StockChange[], cause: BatchCause): Promise<void> {
  let moved = await repo.moveStock(tx, changes, cause);
  const keptOffSale = await moveBatches(tx, changes, cause);
  if (keptOffSale.length) {
    // Packs returned into a withdrawn batch are on the shelf but not for sale: their own movement takes them out of the stock again.
    const after = await repo.moveStock(
      tx,
      keptOffSale.map((k) => ({ variantId: k.variantId, change: -k.quantity })),
      { ...cause, reason: 'short_dated', note: `Returned into withdrawn batch ${[...new Set(keptOffSale.flatMap((k) => k.batchNos))].join(', ')}; kept off sale` },
    );
    moved = moved.map((m) => after.find((a) => a.variantId === m.variantId) ?? m);
  }
  await applyLowStockRule(tx, moved);
  await queueBackInStock(tx, moved, new Set(changes.filter((c) => c.change > 0).map((c) => c.variantId)));
}

/**
 * Sets a variant's stock to `stock` (the owner's edit, an import's row; `{ productId }`: its default
 * variant's): the change is the difference from the stock as it stands under the row's lock, so a sale
 * that committed meanwhile is not undone in the history's sum. Nothing is written when it is the same.
 */
export async function setStock(tx: Db, which: { variantId: number } | { productId: number }, stock: number, cause: BatchCause): Promise<void> {
  const now = await repo.lockVariantStock(tx, which);
  if (!now) return;
  await moveStock(tx, [{ variantId: now.variantId, change: stock - now.stock }], cause);
}

/** Adds `change` (signed) to a variant's stock (`{ productId }`: its default variant's): the owner's "+3" typed against the stock they saw. */
export async function adjustStock(tx: Db, which: { variantId: number } | { productId: number }, change: number, cause: BatchCause): Promise<void> {
  const now = await repo.lockVariantStock(tx, which);
  if (now) await moveStock(tx, [{ variantId: now.variantId, change }], cause);
}

/** A new product's stock (with `variantId`, a new size's), as its first history row, in the batch the cause names or the undated one. */
export async function recordOpeningStock(tx: Db, productId: number, stock: number, cause: Omit<BatchCause, 'reason'> & { variantId?: number }): Promise<void> {
  await repo.insertOpeningStock(tx, productId, stock, cause);
  const which = cause.variantId === undefined ? { productId } : { variantId: cause.variantId };
  const now = await repo.lockVariantStock(tx, which);
  if (!now) return;
  await moveBatches(tx, [{ variantId: now.variantId, change: stock }], { ...cause, reason: 'opening' });
  await applyLowStockRule(tx, [now]);
}

/**
 * Takes the locked variants' batches that came inside the minimum remaining shelf life off sale
 * (decision 062): their quantity leaves the variant's stock, and the owner's email is queued once per
 * batch. Answers whether anything was withdrawn. The caller holds the variants' locks (lockStock), so a
 * sale waiting on them sees the stock without these batches.
 */
async function withdrawShortDated(tx: Db, variantIds: readonly number[], at: { now: Date; minShelfLifeDays: number }): Promise<boolean> {
  const withdrawn = (await batches.withdrawShortDated(tx, variantIds, sellableFrom(indianDate(at.now), at.minShelfLifeDays))).filter((b) => b.quantity > 0);
  if (!withdrawn.length) return false;
  await moveStock(
    tx,
    withdrawn.map((b) => ({ variantId: b.variantId, change: -b.quantity })),
    { reason: 'short_dated', actor: 'system', note: `Batch ${withdrawn.map((b) => b.batchNo).join(', ')} inside the minimum shelf life` },
  );
  for (const b of withdrawn) await enqueueJob(tx, { kind: 'stock.short-dated', payload: { batchId: b.id } });
  return true;
}

/**
 * lockStock for a sale or a hold: when a locked size has a batch that came inside the minimum shelf
 * life, that batch is withdrawn first and the stock read again under the same locks, so the stock
 * answered is what may be sold. The usual case, nothing to withdraw, is the lock's one statement.
 *
 * `readAfter`: what the caller reads under the locks (what others hold, the sale's batches), sent right
 * behind the lock's statement so both share one round trip (decision 071). PostgreSQL runs it after the
 * lock is granted, as a statement of its own, so it sees what the lock's holders committed. A withdrawal
 * changes what it would answer, so it is sent again after one. The lock goes out first because it is
 * asked first and lockStock's first step is its statement (drizzle sends a statement when it is awaited,
 * in the order asked); a test holds a size's lock and checks that a checkout sees the sale behind it.
 */
export async function lockSellableStock<T = undefined>(
  tx: Db,
  ask: Parameters<typeof lockStock>[1],
  at: { now: Date; minShelfLifeDays: number },
  readAfter: () => Promise<T> = async () => undefined as T,
): Promise<{ locked: Awaited<ReturnType<typeof lockStock>>; read: T }> {
  const [locked, read] = await Promise.all([lockStock(tx, { ...ask, sellableFrom: sellableFrom(indianDate(at.now), at.minShelfLifeDays) }), readAfter()]);
  if (!locked.shortDated || !(await withdrawShortDated(tx, [...locked.stock.keys()], at))) return { locked, read };
  const [relocked, reread] = await Promise.all([lockStock(tx, ask), readAfter()]);
  return { locked: relocked, read: reread };
}

/**
 * Runs the low-stock rule on products as they stand (their rows locked by this transaction), so two
 * sales racing past the threshold make one email: the second sees the first's flag. Also called when
 * the owner changes a threshold without moving stock, and after a sale's recordSale moved its stock.
 */
export async function applyLowStockRule(tx: Db, moved: readonly repo.MovedProduct[]): Promise<void> {
  const raise: number[] = [];
  const clear: number[] = [];
  for (const p of moved) {
    const next = lowStockAlert({ stock: p.stock, threshold: p.lowStockThreshold, alerted: p.lowStockAlerted });
    if (next.alerted !== p.lowStockAlerted) (next.alerted ? raise : clear).push(p.variantId);
    if (next.send) await enqueueJob(tx, { kind: 'stock.low', payload: { productId: p.productId, variantId: p.variantId, stock: p.stock, threshold: p.lowStockThreshold } });
  }
  await repo.setLowStockAlerted(tx, raise, true);
  await repo.setLowStockAlerted(tx, clear, false);
}

/** Re-reads a variant (`{ productId }`: the default one) under its lock and applies the rule: after its threshold changed. */
export async function recheckLowStock(tx: Db, which: { variantId: number } | { productId: number }): Promise<void> {
  const now = await repo.lockVariantStock(tx, which);
  if (now) await applyLowStockRule(tx, [now]);
}
