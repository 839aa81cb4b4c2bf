import { adminCustomerDetail, adminCustomerRow, adminErasureRequest, failure, idParams, ok, paged, pageQuery } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { getCustomer, listCustomers, listErasureRequests } from '../../services/customers/customers';

const failures = { 400: failure, 401: failure, 404: failure };
const tags = ['admin: customers'];

export function adminCustomerRoutes(app: Api, ctx: AppContext): void {
  app.get('/customers', { schema: { tags, querystring: pageQuery, response: { 200: ok(paged(adminCustomerRow)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listCustomers(ctx, req.query),
  }));

  // Accounts their customers asked to delete, until erased (decision 049).
  app.get('/customers/erasure-requests', { schema: { tags, response: { 200: ok(z.array(adminErasureRequest)), ...failures } } }, async () => ({
    status: 1 as const,
    data: await listErasureRequests(ctx),
  }));

  app.get('/customers/:id', { schema: { tags, params: idParams, response: { 200: ok(adminCustomerDetail), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await getCustomer(ctx, req.params.id),
  }));
}
