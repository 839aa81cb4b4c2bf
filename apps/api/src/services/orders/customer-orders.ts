import {
  AWAITING_PAYMENT_STATUSES,
  CUSTOMER_ORDERS_PAGE_SIZE,
  ORDER_STATUS_LABELS,
  type CustomerOrderDetail,
  type CustomerOrderSummary,
  type OrderPaymentState,
  type PaymentSession,
} from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, notFound, unauthenticated } from '../../errors';
import * as repo from '../../repositories/orders';
import { findLatestPayment, listLatestPayments, type PaymentRow } from '../../repositories/payments';
import { findInvoiceOfOrder } from '../../repositories/invoices';
import { listOrderRefunds } from '../../repositories/refunds';
import { listOrderCreditNotes } from '../../repositories/credit-notes';
import { presentCustomerRefunds } from '../refunds/present-refunds';
import { asOfNow, payBy } from './order-expiry';
import { createOrderResult, paymentStanding, statusLabel, statusMessage } from './order-outcome';
import { renewHold } from './stock-hold';
import { findShipmentOfOrder } from '../../repositories/shipments';
import { presentShipment } from '../shipping/present-shipment';
import { presentCoupon, presentLine, presentPaymentSession, presentTotals } from './payment-session';

const NOT_FOUND = 'This order was not found in your account';

/** Who asks for an order: the logged-in customer, and/or the token checkout gave the browser that placed it. */
export interface OrderAccess {
  customerId: number | null;
  orderToken: string | null;
}

type Ctx = Pick<AppContext, 'db' | 'payments' | 'config' | 'now'>;

type PaymentSource = Pick<PaymentRow, 'provider' | 'providerOrderId'>;

/**
 * True while the order (as of now) awaits a payment that this shop's provider can take, through a provider
 * order to reopen (a payment made without one, by the spec's original client, has none).
 */
function canPay(ctx: Ctx, order: repo.OrderRow, payment: PaymentSource | undefined): boolean {
  return AWAITING_PAYMENT_STATUSES.includes(order.status) && payment?.provider === ctx.payments.name && payment.providerOrderId !== null;
}

function summary(ctx: Ctx, o: repo.OrderRow, lines: repo.OrderLineRow[], payment: PaymentSource | undefined): CustomerOrderSummary {
  const payable = canPay(ctx, o, payment);
  return {
    orderId: o.id,
    status: o.status,
    statusLabel: statusLabel(o),
    createdAt: o.createdAt.toISOString(),
    totalPaise: o.totalPaise,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    itemsPreview: lines.map((l) => (l.quantity > 1 ? `${l.productName} × ${l.quantity}` : l.productName)).join(', '),
    canPay: payable,
    payBy: payable ? payBy(ctx, o).toISOString() : null,
  };
}

/** The logged-in customer's orders, newest first, each as it stands now (an unpaid one past its window is expired). */
export async function listCustomerOrders(ctx: Ctx, customerId: number, page: number) {
  const { items, total } = await repo.pageCustomerOrders(ctx.db, customerId, page, CUSTOMER_ORDERS_PAGE_SIZE);
  const ids = items.map((o) => o.id);
  const [lines, latest] = await Promise.all([repo.listLinesOfOrders(ctx.db, ids), listLatestPayments(ctx.db, ids)]);
  return {
    items: items.map((o) =>
      summary(
        ctx,
        asOfNow(ctx, o),
        lines.filter((l) => l.orderId === o.id),
        latest.get(o.id),
      ),
    ),
    total,
    page,
    pageSize: CUSTOMER_ORDERS_PAGE_SIZE,
  };
}

/** The order as it stands now, if the asker placed it; anyone else's is "not found", never "forbidden". */
async function findOwnOrder(ctx: Ctx, access: OrderAccess, orderId: number): Promise<repo.OrderRow> {
  if (access.customerId === null && access.orderToken === null) throw unauthenticated();
  const order = await repo.findOrderFor(ctx.db, orderId, access);
  if (!order) throw notFound(NOT_FOUND);
  return asOfNow(ctx, order);
}

/** One of the customer's own orders. */
export async function getCustomerOrder(ctx: Ctx, customerId: number, orderId: number): Promise<CustomerOrderDetail> {
  const order = await findOwnOrder(ctx, { customerId, orderToken: null }, orderId);
  const [lines, events, payment, refunds, invoice, creditNotes] = await Promise.all([
    repo.listOrderLines(ctx.db, order.id),
    repo.listOrderEvents(ctx.db, order.id),
    findLatestPayment(ctx.db, order.id),
    listOrderRefunds(ctx.db, order.id),
    findInvoiceOfOrder(ctx.db, order.id),
    listOrderCreditNotes(ctx.db, order.id),
  ]);
  // Only status changes reach the customer; notes are the shop's.
  const history = events
    .filter((e, i) => i === 0 || e.fromStatus !== e.toStatus)
    .map((e) => ({ status: e.toStatus as repo.OrderRow['status'], statusLabel: ORDER_STATUS_LABELS[e.toStatus as repo.OrderRow['status']], at: e.createdAt.toISOString() }));
  return {
    ...summary(ctx, order, lines, payment),
    statusMessage: statusMessage(order, refunds),
    paidAt: order.paidAt?.toISOString() ?? null,
    email: order.email,
    mobile: order.mobile,
    billing: order.billing,
    shipping: order.shipping,
    notes: order.notes,
    lines: lines.map(presentLine),
    totals: presentTotals(order),
    coupon: presentCoupon(order),
    payment: payment ? { provider: payment.provider, status: payment.status, paymentId: payment.status === 'paid' ? payment.providerPaymentId : null } : null,
    trackingNumber: order.trackingNumber,
    shipment: await presentShipment(ctx.db, ctx.config, await findShipmentOfOrder(ctx.db, order.id), order.status),
    invoiceNumber: invoice?.number ?? null,
    history,
    refunds: presentCustomerRefunds(refunds, creditNotes),
  };
}

/**
 * GET /orders/:id/payment: where the order's payment stands, for a browser that paid but did not hear
 * create_order's answer (the network dropped it). It asks again until the webhook or a retry settles it.
 */
export async function getOrderPaymentState(ctx: Ctx, access: OrderAccess, orderId: number): Promise<OrderPaymentState> {
  const order = await findOwnOrder(ctx, access, orderId);
  const payment = await findLatestPayment(ctx.db, order.id);
  const { message, data } = createOrderResult(order);
  const standing = paymentStanding(order);
  return {
    ...data,
    outcome: standing === 'paid' ? 'paid' : standing === 'pending' ? 'pending' : 'failed',
    message,
    canPay: canPay(ctx, order, payment),
  };
}

/**
 * POST /orders/:id/pay: the checkout again for an own order that still awaits its payment, with a new
 * hold; refused with the reason, before any money moves, when its stock or coupon is gone.
 */
export async function resumePayment(ctx: Ctx, access: OrderAccess, orderId: number): Promise<PaymentSession> {
  const order = await findOwnOrder(ctx, access, orderId);
  const payment = await findLatestPayment(ctx.db, order.id);
  if (!payment || !canPay(ctx, order, payment)) {
    throw conflict(`Order #${order.id} cannot be paid now: it is ${statusLabel(order).toLowerCase()}.`);
  }
  await renewHold(ctx, order.id);
  return presentPaymentSession(ctx, order, await repo.listOrderLines(ctx.db, order.id), payment);
}
