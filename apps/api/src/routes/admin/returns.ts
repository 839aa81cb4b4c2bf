import { adminReturn, adminReturnsQuery, failure, idParams, ok, returnDecisionInput, returnReceiveInput } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { listAdminReturns } from '../../services/returns/list-returns';
import { approveReturn, declineReturn } from '../../services/returns/decide-return';
import { receiveReturn } from '../../services/returns/receive-return';
import { adminIdOf } from './guard';

const failures = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 422: failure, 502: failure };
const tags = ['admin: orders'];

/** The returns shoppers asked for: the queue, and the owner's approve, decline and received. */
export function adminReturnRoutes(app: Api, ctx: AppContext): void {
  app.get('/returns', { schema: { tags, querystring: adminReturnsQuery, response: { 200: ok(z.array(adminReturn)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listAdminReturns(ctx, req.query),
  }));

  app.post('/returns/:id/approve', { schema: { tags, params: idParams, body: returnDecisionInput, response: { 200: ok(adminReturn), ...failures } } }, async (req) => {
    const data = await approveReturn(ctx, adminIdOf(req), req.params.id, req.body);
    return { status: 1 as const, message: data.pickupAwb ? `Return approved; pickup booked (${data.pickupAwb})` : 'Return approved', data };
  });

  app.post('/returns/:id/decline', { schema: { tags, params: idParams, body: returnDecisionInput, response: { 200: ok(adminReturn), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Return declined',
    data: await declineReturn(ctx, adminIdOf(req), req.params.id, req.body),
  }));

  app.post('/returns/:id/received', { schema: { tags, params: idParams, body: returnReceiveInput, response: { 200: ok(adminReturn), ...failures } } }, async (req) => {
    const data = await receiveReturn(ctx, adminIdOf(req), req.params.id, req.body);
    return {
      status: 1 as const,
      message: data.replacementOrderId ? `Return received; replacement order #${data.replacementOrderId} is ready to pack` : 'Return received and refunded',
      data,
    };
  });
}
