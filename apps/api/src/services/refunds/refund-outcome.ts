import { formatINR, refuseTransition } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { moveOrderStatus } from '../../repositories/order-list';
import { lockOrder, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import { findRefund, lockRefund, orderRefundTotals, updateRefund, type RefundRow } from '../../repositories/refunds';
import { getShopSettings } from '../../repositories/shop-settings';
import type { CreditNoteRow } from '../../repositories/credit-notes';
import { creditNoteLinks, type CreditNoteLinks } from '../invoices/credit-note-links';
import { issueCreditNoteInTx } from '../invoices/issue-credit-note';
import { enqueueEmail } from '../mail/enqueue-email';
import { enqueueRefundUpdate } from '../whatsapp/order-updates';
import { creditNoteIssuedEmail, refundIssuedEmail } from '../mail/templates/refund-issued';
import { orderPageUrl } from '../orders/order-links';
import { markReturnRefunded } from '../returns/return-refunded';
import type { SettlementGuard } from '../orders/settle-payment';
import type { ProviderRefundStatus } from '../../ports/payment-provider';

/** What the provider said about a refund: in its answer to the refund call, or in a webhook. */
export interface RefundNews {
  status: ProviderRefundStatus;
  providerRefundId: string | null;
  failureReason?: string;
}

/**
 * Applies what the provider said to the shop's refund, under the order's lock then the refund's. A refund
 * moves only out of pending (to processed or failed) and never back, so the API's answer and the
 * webhooks can arrive in any order and any number of times. When the provider has taken the refund
 * the customer is emailed (once: the job's key is the refund's); when the processed refunds reach what
 * was paid, the order becomes refunded; a return the refund was made for is refunded now too. A
 * processed refund of an invoiced order gets its GST credit note
 * in the same transaction: the move out of pending happens once, so the credit note is issued once.
 */
export async function applyRefundNews(
  ctx: AppContext,
  refundId: number,
  news: RefundNews,
  actor: string,
  guard?: SettlementGuard,
): Promise<{ changed: boolean; refund: RefundRow }> {
  const found = await findRefund(ctx.db, refundId);
  if (!found) throw new Error(`refund ${refundId} vanished`);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, found.orderId);
    const refund = await lockRefund(tx, refundId);
    if (!locked || !refund || (guard && !(await guard(tx)))) return { changed: false, refund: refund ?? found };
    return applyRefundNewsInTx(tx, ctx, locked, refund, news, actor);
  });
}

/**
 * The same, inside a transaction that already holds the order's lock and then the refund's (or wrote the
 * refund under it): a refund made outside the shop is recorded and applied as processed in one go, so its
 * email, the order's closing and its credit note come from this one place too.
 */
export async function applyRefundNewsInTx(
  tx: Db,
  ctx: AppContext,
  locked: { order: OrderRow; lines: OrderLineRow[] },
  refund: RefundRow,
  news: RefundNews,
  actor: string,
): Promise<{ changed: boolean; refund: RefundRow }> {
  const patch: Parameters<typeof updateRefund>[2] = {};
  if (!refund.providerRefundId && news.providerRefundId) patch.providerRefundId = news.providerRefundId;
  if (refund.status === 'pending' && news.status !== 'pending') {
    patch.status = news.status;
    if (news.status === 'processed') patch.processedAt = ctx.now();
    else patch.failureReason = news.failureReason ?? 'The payment provider could not process the refund';
  }
  if (!Object.keys(patch).length) return { changed: false, refund };
  const updated = await updateRefund(tx, refund.id, patch);
  const taken = updated.status === 'processed' || (updated.status === 'pending' && updated.providerRefundId !== null);
  let note: CreditNoteRow | undefined;
  if (patch.status === 'processed') {
    await closeWhenRefunded(tx, locked.order, updated, actor);
    await markReturnRefunded(tx, ctx, updated);
    // The last lock taken: the credit-note series', which every other refund's credit note waits on (the
    // emails after it only add rows, and a guest's new link updates this order's invoice, which nothing
    // else locks before the series).
    note = await issueCreditNoteInTx(tx, updated, locked.lines, ctx.now());
    await enqueueRefundUpdate(tx, locked.order, updated);
  }
  const links = note && (await creditNoteLinks(tx, ctx, locked.order, note));
  // One refund email per refund (its job's key): when it went as the provider took the refund, a credit
  // note issued now comes in an email of its own.
  const told = taken && (await emailCustomer(tx, ctx, locked.order, updated, links));
  if (links && !told) await emailCreditNote(tx, ctx, locked.order, updated, links);
  return { changed: true, refund: updated };
}

async function emailCreditNote(tx: Db, ctx: AppContext, order: OrderRow, refund: RefundRow, creditNote: CreditNoteLinks): Promise<void> {
  const shop = await getShopSettings(tx);
  const mail = creditNoteIssuedEmail({ shopName: shop.name, order, amountPaise: refund.amountPaise, creditNote });
  await enqueueEmail(tx, ctx.config.publicUrl, { to: order.email, ...mail }, `credit-note-email:${refund.id}`);
}

/** Queues the refund's email; false when it was queued before. */
async function emailCustomer(tx: Db, ctx: AppContext, order: OrderRow, refund: RefundRow, creditNote?: CreditNoteLinks): Promise<boolean> {
  const [shop, totals] = await Promise.all([getShopSettings(tx), orderRefundTotals(tx, order.id)]);
  const mail = refundIssuedEmail({
    shopName: shop.name,
    phone: shop.phone,
    order,
    amountPaise: refund.amountPaise,
    refundedInAllPaise: totals.activePaise,
    reason: refund.reason,
    method: refund.method,
    orderUrl: orderPageUrl(ctx.config.publicUrl, order),
    creditNote,
  });
  return enqueueEmail(tx, ctx.config.publicUrl, { to: order.email, ...mail }, `refund-email:${refund.id}`);
}

/**
 * Once everything paid has come back, a sold order is refunded. A cancelled one stays cancelled: its
 * status says the supply never happened (and its coupon use is given back); its refunds say where the money is.
 */
async function closeWhenRefunded(tx: Db, order: OrderRow, last: RefundRow, actor: string): Promise<void> {
  const totals = await orderRefundTotals(tx, order.id);
  if (totals.paidPaise === 0 || totals.processedPaise < totals.paidPaise) return;
  if (refuseTransition('refund in full', order.status, 'refunded')) return;
  const how = last.method === 'manual' ? 'in all, the last of it outside the shop' : 'through the payment provider';
  await moveOrderStatus(tx, { orderId: order.id, from: order.status, to: 'refunded', actor, note: `${formatINR(totals.processedPaise)} refunded ${how}` });
}
