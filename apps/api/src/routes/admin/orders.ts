import { z } from 'zod';
import {
  ORDER_STATUS_LABELS,
  adminOrderDetail,
  codCollectedInput,
  adminOrderQuery,
  adminOrderRow,
  failure,
  formatINR,
  idParams,
  ok,
  orderStatusInput,
  paged,
  refundInput,
  refundParams,
} from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { markCodCollected } from '../../services/orders/cod-collected';
import { changeOrderStatus } from '../../services/orders/order-status';
import { getOrderDetail, listOrders } from '../../services/orders/admin-orders';
import { ordersCsv } from '../../services/orders/orders-csv';
import { refundOrder } from '../../services/refunds/refund-order';
import { retryRefund } from '../../services/refunds/retry-refund';
import { adminIdOf } from './guard';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure, 422: failure };
const REFUND_SAID = { pending: 'is pending at the payment provider', processed: 'is done', failed: 'failed' } as const;
const tags = ['admin: orders'];

export function adminOrderRoutes(app: Api, ctx: AppContext): void {
  app.get('/orders', { schema: { tags, querystring: adminOrderQuery, response: { 200: ok(paged(adminOrderRow)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listOrders(ctx, req.query),
  }));

  // Declared before /orders/:id so "export.csv" is never read as an id.
  app.get('/orders/export.csv', { schema: { tags, querystring: adminOrderQuery, produces: ['text/csv'], response: { 200: z.string(), ...failures } } }, async (req, reply) => {
    const csv = await ordersCsv(ctx, req.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="canino-orders-${day}.csv"`)
      .serializer((body: unknown) => body as string)
      .send(csv);
  });

  app.get('/orders/:id', { schema: { tags, params: idParams, response: { 200: ok(adminOrderDetail), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await getOrderDetail(ctx, req.params.id, adminIdOf(req)),
  }));

  app.post('/orders/:id/status', { schema: { tags, params: idParams, body: orderStatusInput, response: { 200: ok(adminOrderDetail), ...failures } } }, async (req) => {
    const { detail: data, refund } = await changeOrderStatus(ctx, adminIdOf(req), req.params.id, req.body);
    const marked = `Order #${data.id} marked ${ORDER_STATUS_LABELS[data.status].toLowerCase()}`;
    const said = refund && (refund.method === 'manual' ? 'recorded as returned outside the shop' : REFUND_SAID[refund.status]);
    return { status: 1 as const, message: refund ? `${marked}; refund of ${formatINR(refund.amountPaise)} ${said}` : marked, data };
  });

  // Refunds through the payment provider; a repeat with the same idempotencyKey answers with the same refund.
  app.post('/orders/:id/refunds', { schema: { tags, params: idParams, body: refundInput, response: { 200: ok(adminOrderDetail), ...failures, 502: failure } } }, async (req) => {
    const refund = await refundOrder(ctx, adminIdOf(req), req.params.id, req.body);
    const data = await getOrderDetail(ctx, req.params.id, adminIdOf(req));
    return { status: 1 as const, message: `Refund of ${formatINR(refund.amountPaise)} ${REFUND_SAID[refund.status]}`, data };
  });

  // "Try again" on a failed refund (one retry each, keyed by it) or on one the provider never answered.
  app.post('/orders/:id/refunds/:refundId/retry', { schema: { tags, params: refundParams, response: { 200: ok(adminOrderDetail), ...failures, 502: failure } } }, async (req) => {
    const refund = await retryRefund(ctx, adminIdOf(req), req.params.id, req.params.refundId);
    const data = await getOrderDetail(ctx, req.params.id, adminIdOf(req));
    return { status: 1 as const, message: `Refund of ${formatINR(refund.amountPaise)} ${REFUND_SAID[refund.status]}`, data };
  });

  app.post('/orders/:id/cod-collected', { schema: { tags, params: idParams, body: codCollectedInput, response: { 200: ok(adminOrderDetail), ...failures } } }, async (req) => {
    const data = await markCodCollected(ctx, adminIdOf(req), req.params.id, req.body.note);
    return { status: 1 as const, message: `Cash for order #${data.id} recorded as collected`, data };
  });
}
