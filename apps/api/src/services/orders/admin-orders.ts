import { codCollectable, nextOrderStatuses, parcelWeightGrams, type AdminOrderDetail, type AdminOrderQuery, type AdminOrderRow, type Paged } from '@canino/shared';
import { variantWeights } from '../../repositories/product-variants';
import type { AppContext } from '../../context';
import { listOrderCreditNotes } from '../../repositories/credit-notes';
import { findInvoiceOfOrder } from '../../repositories/invoices';
import { notFound } from '../../errors';
import * as repo from '../../repositories/order-list';
import { listOrderEvents, listOrderLines, type OrderRow } from '../../repositories/orders';
import { listOrderRefunds, orderRefundTotals } from '../../repositories/refunds';
import { asOfNow, unpaidCutoff } from './order-expiry';
import { paymentStanding } from './order-outcome';
import { presentAdminRefund, refundablePaise } from '../refunds/present-refunds';
import { restockableByLine } from '../refunds/restock';
import { refundAllowanceOf } from '../refunds/refund-permission';

export const ORDER_NOT_FOUND = 'This order does not exist';

type ListedOrder = { order: OrderRow; customerName: string; itemCount: number };

/** A listed order as it stands now (an unpaid one past its payment window reads as expired). */
export function presentOrderRow(ctx: Pick<AppContext, 'config' | 'now'>, listed: ListedOrder): AdminOrderRow {
  const { customerName, itemCount } = listed;
  const order = asOfNow(ctx, listed.order);
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    customerId: order.customerId,
    customerName: customerName || order.email,
    email: order.email,
    mobile: order.mobile,
    itemCount,
    totalPaise: order.totalPaise,
  };
}

export async function listOrders(ctx: AppContext, q: AdminOrderQuery): Promise<Paged<AdminOrderRow>> {
  const { rows, total } = await repo.listOrdersPage(ctx.db, q, unpaidCutoff(ctx));
  return { items: rows.map((r) => presentOrderRow(ctx, r)), total, page: q.page, pageSize: q.pageSize };
}

/** The order as the admin panel shows it to `viewerId`, whose role decides what it may refund. */
export async function getOrderDetail(ctx: AppContext, id: number, viewerId: number): Promise<AdminOrderDetail> {
  const row = await repo.findOrder(ctx.db, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [lines, payments, events, refunds, invoice, creditNotes, totals] = [
    await listOrderLines(ctx.db, id),
    await repo.listOrderPayments(ctx.db, id),
    await listOrderEvents(ctx.db, id),
    await listOrderRefunds(ctx.db, id),
    await findInvoiceOfOrder(ctx.db, id),
    await listOrderCreditNotes(ctx.db, id),
    await orderRefundTotals(ctx.db, id),
  ];
  const allowance = await refundAllowanceOf(ctx.db, viewerId, id);
  const weights = await variantWeights(
    ctx.db,
    lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId])),
  );
  const o = asOfNow(ctx, row.order);
  const restockable = restockableByLine(o, lines, refunds);
  // A Refunded order is settled (one marked by hand before refunds were recorded has no refund row to show it).
  const refundable = o.status === 'refunded' ? 0 : refundablePaise(payments, refunds);
  const unrefunded = o.status === 'refunded' ? 0 : totals.paidPaise - totals.activePaise;
  return {
    ...presentOrderRow(ctx, row),
    billing: o.billing,
    shipping: o.shipping,
    notes: o.notes,
    subtotalPaise: o.subtotalPaise,
    discountPaise: o.discountPaise,
    shippingPaise: o.shippingPaise,
    couponCode: o.couponCode,
    couponPercent: o.couponPercent,
    trackingNumber: o.trackingNumber,
    paidAt: o.paidAt?.toISOString() ?? null,
    invoiceNumber: invoice?.number ?? null,
    parcelWeightGrams: parcelWeightGrams(lines.map((l) => ({ quantity: l.quantity, weightGrams: (l.variantId === null ? null : weights.get(l.variantId)) ?? null }))),
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      sku: l.sku,
      unitPricePaise: l.unitPricePaise,
      quantity: l.quantity,
      lineTotalPaise: l.lineTotalPaise,
      restockable: restockable.get(l.id) ?? 0,
    })),
    payments: payments.map((p) => ({
      provider: p.provider,
      providerOrderId: p.providerOrderId,
      providerPaymentId: p.providerPaymentId,
      status: p.status,
      amountPaise: p.amountPaise,
      failureReason: p.failureReason,
      createdAt: p.createdAt.toISOString(),
    })),
    events: events.map((e) => ({ fromStatus: e.fromStatus, toStatus: e.toStatus, actor: e.actor, note: e.note, createdAt: e.createdAt.toISOString() })),
    nextStatuses: nextOrderStatuses(o.status, { ...o, unrefundedPaise: unrefunded }),
    refunds: refunds.map((r) => presentAdminRefund(r, payments, creditNotes)),
    refundablePaise: refundable,
    unrefundedPaise: unrefunded,
    // Not once a refund was tried: an owner's cancellation writes one, and a failed one has its own Try again.
    refundDue: paymentStanding(o) === 'refund_due' && refundable > 0 && refunds.length === 0,
    refundAllowance: allowance,
    paymentMethod: o.paymentMethod,
    codFeePaise: o.codFeePaise,
    canMarkCodCollected: codCollectable(o),
  };
}
