import { z } from 'zod';
import { ORDER_STATUS_LABELS, adminOrderDetail, adminOrderQuery, adminOrderRow, failure, idParams, ok, orderStatusInput, paged } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { changeOrderStatus } from '../../services/admin/order-status';
import { getOrderDetail, listOrders } from '../../services/admin/orders';
import { ordersCsv } from '../../services/admin/orders-csv';
import { adminIdOf } from './guard';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure, 422: failure };
const tags = ['admin: orders'];

export function adminOrderRoutes(app: Api, ctx: AppContext): void {
  app.get('/orders', { schema: { tags, querystring: adminOrderQuery, response: { 200: ok(paged(adminOrderRow)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listOrders(ctx, req.query),
  }));

  // Declared before /orders/:id so "export.csv" is never read as an id.
  app.get(
    '/orders/export.csv',
    { schema: { tags, querystring: adminOrderQuery, produces: ['text/csv'], response: { 200: z.string(), ...failures } } },
    async (req, reply) => {
      const csv = await ordersCsv(ctx, req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="canino-orders-${day}.csv"`)
        .serializer((body: unknown) => body as string)
        .send(csv);
    },
  );

  app.get('/orders/:id', { schema: { tags, params: idParams, response: { 200: ok(adminOrderDetail), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await getOrderDetail(ctx, req.params.id),
  }));

  app.post(
    '/orders/:id/status',
    { schema: { tags, params: idParams, body: orderStatusInput, response: { 200: ok(adminOrderDetail), ...failures } } },
    async (req) => {
      const data = await changeOrderStatus(ctx, adminIdOf(req), req.params.id, req.body);
      return { status: 1 as const, message: `Order #${data.id} marked ${ORDER_STATUS_LABELS[data.status].toLowerCase()}`, data };
    },
  );
}
