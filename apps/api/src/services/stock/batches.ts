import { allocateFefo } from '@canino/shared';
import type { Db } from '../../db/client';
import * as repo from '../../repositories/stock-batches';
import { listOrderLines } from '../../repositories/orders';
import type { StockCause, StockChange } from '../../repositories/stock-movements';

/** Why stock moved, as far as its batches go: a receipt may name the batch it goes into. */
export type BatchCause = StockCause & { batch?: repo.BatchNaming };

/** Stock without a named batch (an edit of the figure, an import without a batch, a new size) is counted into this undated batch. */
const UNNAMED_BATCH = 'OPENING';

/** Packs that came back from an order into a batch already withdrawn as short-dated: kept there, off sale. */
export interface KeptOffSale {
  variantId: number;
  quantity: number;
  batchNos: string[];
}

/**
 * The batches' side of a stock move, in the caller's transaction after the variants' rows were locked
 * and their stock moved (decision 062): a decrease takes the first-expiring batches first (a sale
 * records which, line by line); stock coming back from an order goes to the batches it came from; any
 * other increase goes to the batch the cause names, or the undated one. A withdrawal (short_dated)
 * already took its batch off sale. Answers what came back into withdrawn batches, which the caller takes
 * out of the sizes' stock again, so the stock stays the sum of the batches on sale.
 */
export async function moveBatches(tx: Db, changes: readonly StockChange[], cause: BatchCause): Promise<KeptOffSale[]> {
  if (cause.reason === 'short_dated') return [];
  const byVariant = new Map<number, number>();
  for (const c of changes) byVariant.set(c.variantId, (byVariant.get(c.variantId) ?? 0) + c.change);
  const taken = [...byVariant].filter(([, change]) => change < 0).map(([variantId, change]) => ({ variantId, quantity: -change }));
  if (taken.length) {
    const lines = cause.reason === 'sale' && cause.orderId ? await listOrderLines(tx, cause.orderId) : [];
    await repo.writeBatchMoves(tx, await batchTakes(tx, taken, lines));
  }
  const kept: KeptOffSale[] = [];
  for (const [variantId, change] of byVariant) {
    if (change <= 0) continue;
    const offSale = await putIntoBatches(tx, variantId, change, cause);
    if (offSale.quantity) kept.push({ variantId, ...offSale });
  }
  return kept;
}

async function batchTakes(
  tx: Db,
  taken: readonly { variantId: number; quantity: number }[],
  lines: readonly { id: number; variantId: number | null; quantity: number }[],
): Promise<repo.BatchMoves> {
  const live = await repo.listLiveBatches(
    tx,
    taken.map((t) => t.variantId),
  );
  return allocateBatchTakes(live, taken, lines);
}

/**
 * Which batches packs leave, first-expiring first, from the sizes' `live` batches read afresh under
 * their locks (held by the caller; batches already short-dated were withdrawn under them, so every live
 * batch may go). A sale's `lines` take in line order, each recording its batches; without lines, a
 * size's quantity just leaves.
 */
export function allocateBatchTakes(
  live: readonly repo.StockBatchRow[],
  taken: readonly { variantId: number; quantity: number }[],
  lines: readonly { id: number; variantId: number | null; quantity: number }[],
): repo.BatchMoves {
  const moves = { changes: [] as { batchId: number; change: number }[], lineTakes: [] as { lineId: number; batchId: number; quantity: number }[] };
  for (const { variantId, quantity } of taken) {
    const batches = live.filter((b) => b.variantId === variantId).map((b) => ({ ...b }));
    const take = (n: number) => {
      const { takes } = allocateFefo(batches, n, '0000-01-01', 0);
      for (const t of takes) {
        batches.find((b) => b.id === t.batchId)!.quantity -= t.quantity;
        moves.changes.push({ batchId: t.batchId, change: -t.quantity });
      }
      return takes;
    };
    const ofSize = lines.filter((l) => l.variantId === variantId);
    if (ofSize.length) for (const l of ofSize) moves.lineTakes.push(...take(l.quantity).map((t) => ({ lineId: l.id, ...t })));
    else take(quantity);
  }
  return moves;
}

/**
 * A returned pack goes back to the batch it was, even when that batch has since been withdrawn: it is
 * physically that batch and must not be sold or promised under another's best-before.
 */
async function putIntoBatches(tx: Db, variantId: number, quantity: number, cause: BatchCause): Promise<Omit<KeptOffSale, 'variantId'>> {
  let left = quantity;
  const puts: { batchId: number; change: number }[] = [];
  const offSale = { quantity: 0, batchNos: [] as string[] };
  if (cause.orderId && (cause.reason === 'cancellation' || cause.reason === 'refund_restock')) {
    const returns: { id: number; quantity: number }[] = [];
    for (const t of await repo.takenByOrder(tx, cause.orderId, variantId)) {
      const back = Math.min(left, t.left);
      if (back <= 0) break;
      returns.push({ id: t.id, quantity: back });
      puts.push({ batchId: t.batchId, change: back });
      if (t.withdrawn) {
        offSale.quantity += back;
        offSale.batchNos.push(t.batchNo);
      }
      left -= back;
    }
    await repo.markReturned(tx, returns);
  }
  if (left > 0) puts.push({ batchId: await repo.ensureBatch(tx, variantId, cause.batch ?? { batchNo: UNNAMED_BATCH }), change: left });
  await repo.writeBatchMoves(tx, { changes: puts, lineTakes: [] });
  return offSale;
}
