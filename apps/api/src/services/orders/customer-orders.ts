import { CUSTOMER_ORDERS_PAGE_SIZE, ORDER_STATUS_LABELS, type CustomerOrderDetail, type CustomerOrderSummary, type PaymentSession } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import * as repo from '../../repositories/orders';
import { findLatestPayment } from '../../repositories/payments';
import { AWAITING_PAYMENT } from './checkout';
import { statusLabel, statusMessage } from './order-outcome';
import { presentCoupon, presentLine, presentPaymentSession, presentTotals } from './payment-session';
import { soldOutProduct } from './settle-payment';

const NOT_FOUND = 'This order was not found in your account';

function summary(o: repo.OrderRow, lines: repo.OrderLineRow[]): CustomerOrderSummary {
  return {
    orderId: o.id,
    status: o.status,
    statusLabel: statusLabel(o),
    createdAt: o.createdAt.toISOString(),
    totalPaise: o.totalPaise,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    itemsPreview: lines.map((l) => (l.quantity > 1 ? `${l.productName} × ${l.quantity}` : l.productName)).join(', '),
  };
}

/** The logged-in customer's orders, newest first. */
export async function listCustomerOrders(ctx: Pick<AppContext, 'db'>, customerId: number, page: number) {
  const { items, total } = await repo.pageCustomerOrders(ctx.db, customerId, page, CUSTOMER_ORDERS_PAGE_SIZE);
  const lines = await repo.listLinesOfOrders(ctx.db, items.map((o) => o.id));
  return {
    items: items.map((o) => summary(o, lines.filter((l) => l.orderId === o.id))),
    total,
    page,
    pageSize: CUSTOMER_ORDERS_PAGE_SIZE,
  };
}

/** One of the customer's own orders; another customer's is "not found", never "forbidden". */
export async function getCustomerOrder(ctx: Pick<AppContext, 'db' | 'payments'>, customerId: number, orderId: number): Promise<CustomerOrderDetail> {
  const order = await repo.findCustomerOrder(ctx.db, customerId, orderId);
  if (!order) throw notFound(NOT_FOUND);
  const [lines, events, payment] = await Promise.all([
    repo.listOrderLines(ctx.db, order.id),
    repo.listOrderEvents(ctx.db, order.id),
    findLatestPayment(ctx.db, order.id),
  ]);
  // Only status changes reach the customer; notes are the shop's.
  const history = events
    .filter((e, i) => i === 0 || e.fromStatus !== e.toStatus)
    .map((e) => ({ status: e.toStatus as repo.OrderRow['status'], statusLabel: ORDER_STATUS_LABELS[e.toStatus as repo.OrderRow['status']], at: e.createdAt.toISOString() }));
  return {
    ...summary(order, lines),
    statusMessage: statusMessage(order, soldOutProduct(events)),
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
    history,
    canPay: AWAITING_PAYMENT.includes(order.status) && payment?.provider === ctx.payments.name,
  };
}

/** POST /orders/:id/pay: the checkout again for an own order that still awaits its payment. */
export async function resumePayment(ctx: Pick<AppContext, 'db' | 'payments'>, customerId: number, orderId: number): Promise<PaymentSession> {
  const order = await repo.findCustomerOrder(ctx.db, customerId, orderId);
  if (!order) throw notFound(NOT_FOUND);
  const payment = await findLatestPayment(ctx.db, order.id);
  if (!AWAITING_PAYMENT.includes(order.status) || !payment || payment.provider !== ctx.payments.name) {
    throw conflict(`Order #${order.id} cannot be paid now: it is ${statusLabel(order).toLowerCase()}.`);
  }
  return presentPaymentSession(ctx, order, await repo.listOrderLines(ctx.db, order.id), payment);
}
