import {
  batchMonthsMismatch,
  batchReceiptProblem,
  indianDate,
  monthStart,
  sellableFrom,
  sizedName,
  type AdminBatch,
  type BatchReceiptInput,
  type ExpiringBatches,
  formatShopDate,
  type RecallEmailInput,
  type RecallEmailResult,
  type RecallResult,
} from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { findProduct } from '../../repositories/products';
import { listVariants } from '../../repositories/product-variants';
import * as repo from '../../repositories/stock-batches';
import { lockVariantStock } from '../../repositories/stock-movements';
import { recordAdminChange } from '../audit/audit-log';
import { enqueueEmail } from '../mail/enqueue-email';
import { recallNoticeEmail } from '../mail/templates/recall-notice';
import { shopProfile } from '../orders/shop-profile';
import { moveStock } from './stock-history';
import { adminActor } from '../staff/admin-actor';
import { PRODUCT_NOT_FOUND } from '../products/products';

const SIZE_NOT_FOUND = 'This size is not one of this product’s; reload the page';

const asAdminBatch = (b: repo.StockBatchRow): AdminBatch => ({
  id: b.id,
  variantId: b.variantId,
  batchNo: b.batchNo,
  manufacturedOn: b.manufacturedOn,
  bestBefore: b.bestBefore,
  quantity: b.quantity,
  withdrawn: b.withdrawnAt !== null,
});

/** Every batch of the product's sizes, for its admin page. */
export async function listProductBatches(ctx: AppContext, productId: number): Promise<AdminBatch[]> {
  if (!(await findProduct(ctx.db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  return (await repo.listProductBatches(ctx.db, productId)).map(asAdminBatch);
}

/**
 * Packs of one batch received into a size (decision 062), through the stock path: a `received`
 * movement, the batch made or added to, and the low-stock and back-in-stock rules, in one transaction
 * under the size's lock, so two receipts of one batch number add up and the first one's months stand.
 * A batch already inside the minimum shelf life is refused rather than received off sale: it could
 * never be sold, and the owner's remedy is to send it back, not to count it.
 */
export async function receiveStock(ctx: AppContext, adminId: number, productId: number, variantId: number, input: BatchReceiptInput): Promise<AdminBatch> {
  const manufacturedOn = monthStart(input.manufacturedMonth)!;
  const bestBefore = monthStart(input.bestBeforeMonth)!;
  const problem = batchReceiptProblem({ manufacturedOn, bestBefore }, indianDate(ctx.now()), ctx.config.minShelfLifeDays);
  if (problem) throw new AppError(problem.kind === 'months' ? 'BAD_INPUT' : 'UNPROCESSABLE', problem.message, { [problem.field]: problem.short });
  const product = await findProduct(ctx.db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const sizes = await listVariants(ctx.db, productId, { activeOnly: false });
  const size = sizes.find((v) => v.id === variantId);
  if (!size) throw notFound(SIZE_NOT_FOUND);
  const actor = await adminActor(ctx, adminId);
  const batch = await ctx.db.transaction(async (tx) => {
    // The size's lock first (decision 009's order), so a receipt racing for the same batch number waits and then finds it.
    await lockVariantStock(tx, { variantId });
    const before = await repo.findBatchByNumber(tx, variantId, input.batchNo);
    const mismatch = batchMonthsMismatch(before, { batchNo: input.batchNo, manufacturedOn, bestBefore });
    if (mismatch) throw new AppError('UNPROCESSABLE', mismatch, { batchNo: mismatch });
    await moveStock(tx, [{ variantId, change: input.quantity }], {
      reason: 'received',
      actor,
      adminId,
      note: [`Batch ${input.batchNo}`, input.note].filter(Boolean).join(': '),
      batch: { batchNo: input.batchNo, manufacturedOn, bestBefore },
    });
    const after = (await repo.findBatchByNumber(tx, variantId, input.batchNo))!;
    const summary = (b: repo.StockBatchRow | undefined) => ({ onHand: b?.quantity ?? 0 });
    await recordAdminChange(tx, adminId, {
      entity: 'product',
      entityId: productId,
      action: 'receive-stock',
      label: `${sizedName(product.name, size.label, sizes.length)}, batch ${input.batchNo}`,
      before: summary(before),
      after: { ...summary(after), manufacturedOn, bestBefore },
    });
    return after;
  });
  ctx.catalogCache.invalidate();
  return asAdminBatch(batch);
}

/** How far ahead "Expiring soon" looks when not told: past the minimum shelf life by two months, the time a sale or a return to the maker needs. */
const expiringDaysDefault = (minShelfLifeDays: number) => minShelfLifeDays + 60;

/**
 * Batches on sale with packs left whose best-before comes within `days` of the shop's today, soonest
 * first; `offSale` marks those already inside the minimum shelf life, which checkout will not sell and
 * the hourly sweep is about to withdraw.
 */
export async function listExpiringBatches(ctx: AppContext, days: number | undefined): Promise<ExpiringBatches> {
  const minShelfLifeDays = ctx.config.minShelfLifeDays;
  const ahead = days ?? expiringDaysDefault(minShelfLifeDays);
  const today = indianDate(ctx.now());
  const offSaleBefore = sellableFrom(today, minShelfLifeDays);
  const rows = await repo.listExpiringBatches(ctx.db, sellableFrom(today, ahead));
  return { days: ahead, minShelfLifeDays, items: rows.map((r) => ({ ...r, offSale: r.bestBefore < offSaleBefore })) };
}

/**
 * Every order line that took packs of the batch number (in any size), and how many customers they
 * are, counted by email so a guest and an account with one address are one person to reach.
 */
export async function recallBatch(ctx: AppContext, batchNo: string): Promise<RecallResult> {
  const rows = await repo.listRecallLines(ctx.db, batchNo);
  const lines = rows.map((r) => ({ ...r, placedAt: new Date(r.placedAt).toISOString(), emailedAt: r.emailedAt && new Date(r.emailedAt).toISOString() }));
  return { batchNo, customers: new Set(lines.map((l) => l.email.trim().toLowerCase())).size, lines };
}

/**
 * Emails every order still holding packs of the batch (a line whose packs all came back needs no notice)
 * and not told before: one email per order, naming its lines, queued in the transaction that records
 * the notice, so two sends at once, or a send repeated, tell each order once. Audited when it sent any.
 */
export async function emailRecall(ctx: AppContext, adminId: number, input: RecallEmailInput): Promise<RecallEmailResult> {
  const { batchNo, message } = input;
  return ctx.db.transaction(async (tx) => {
    const held = (await repo.listRecallLines(tx, batchNo)).filter((l) => l.quantity > l.returned);
    if (!held.length) throw new AppError('UNPROCESSABLE', `No order holds packs of batch ${batchNo}, so there is nobody to email`);
    const byOrder = new Map<number, typeof held>();
    for (const l of held) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
    const told = await repo.recordRecallNotices(tx, batchNo, [...byOrder.keys()], adminId);
    const shop = await shopProfile(ctx, tx);
    for (const orderId of told) {
      const lines = byOrder.get(orderId)!;
      const first = lines[0]!;
      const notice = recallNoticeEmail({
        shopName: shop.name,
        customerName: first.customerName,
        batchNo,
        orderId,
        placedOn: formatShopDate(new Date(first.placedAt)),
        lines: lines.map((l) => ({ productName: l.productName, sizeLabel: l.sizeLabel, packs: l.quantity - l.returned })),
        message: message || undefined,
        care: { phone: shop.phone, email: shop.email, address: shop.address },
      });
      await enqueueEmail(tx, ctx.config.publicUrl, { to: first.email, ...notice });
    }
    if (told.length)
      await recordAdminChange(tx, adminId, {
        entity: 'batch_recall',
        entityId: null,
        action: 'email',
        label: `Batch ${batchNo}`,
        before: null,
        after: { emailedOrders: told, ...(message ? { message } : {}) },
      });
    return { batchNo, emailed: told.length, alreadyEmailed: byOrder.size - told.length };
  });
}
