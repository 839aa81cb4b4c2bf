import type { AdminMessage, AdminMessageQuery, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import * as repo from '../../repositories/message-list';
import { lockContactMessage } from '../../repositories/contact-messages';
import { recordAdminChange } from '../audit/audit-log';

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
export async function markMessage(ctx: AppContext, adminId: number, id: number, handled: boolean): Promise<AdminMessage> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockContactMessage(tx, id);
    if (!before) throw notFound('This message does not exist');
    const after = (await repo.setMessageHandled(tx, id, handled ? ctx.now() : null))!;
    const label = `Message from ${before.name}: ${before.subject}`;
    await recordAdminChange(tx, adminId, {
      entity: 'message',
      entityId: id,
      action: 'handled',
      label,
      before: { handledAt: before.handledAt },
      after: { handledAt: after.handledAt },
    });
    return after;
  });
  return present(row);
}
