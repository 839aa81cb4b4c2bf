import { adminMessage, adminMessageQuery, failure, idParams, messageHandledInput, ok, paged } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { adminIdOf } from './guard';
import { listMessages, markMessage } from '../../services/contact/messages';

const failures = { 400: failure, 401: failure, 404: failure };
const tags = ['admin: messages'];

export function adminMessageRoutes(app: Api, ctx: AppContext): void {
  app.get('/messages', { schema: { tags, querystring: adminMessageQuery, response: { 200: ok(paged(adminMessage)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listMessages(ctx, req.query),
  }));

  app.put('/messages/:id/handled', { schema: { tags, params: idParams, body: messageHandledInput, response: { 200: ok(adminMessage), ...failures } } }, async (req) => {
    const data = await markMessage(ctx, adminIdOf(req), req.params.id, req.body.handled);
    return { status: 1 as const, message: data.handledAt ? 'Marked as handled' : 'Moved back to the inbox', data };
  });
}
