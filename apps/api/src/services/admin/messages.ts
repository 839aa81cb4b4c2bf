import type { AdminMessage, AdminMessageQuery, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import * as repo from '../../repositories/admin-messages';

function present(m: repo.ContactMessageRow): AdminMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
    handledAt: m.handledAt?.toISOString() ?? null,
  };
}

export async function listMessages(ctx: AppContext, q: AdminMessageQuery): Promise<Paged<AdminMessage>> {
  const { rows, total } = await repo.listMessagesPage(ctx.db, q);
  return { items: rows.map(present), total, page: q.page, pageSize: q.pageSize };
}

/** Marks a message handled (or back to open, if that was a slip). */
export async function markMessage(ctx: AppContext, id: number, handled: boolean): Promise<AdminMessage> {
  const row = await repo.setMessageHandled(ctx.db, id, handled ? ctx.now() : null);
  if (!row) throw notFound('This message does not exist');
  return present(row);
}
