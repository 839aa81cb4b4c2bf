import type { AdminGrievance, AdminGrievanceQuery, GrievanceReplyInput, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import * as repo from '../../repositories/grievances';
import { getShopSettings } from '../../repositories/shop-settings';
import { recordAdminChange } from '../audit/audit-log';
import { enqueueEmail } from '../mail/enqueue-email';
import { grievanceReplyEmail } from '../mail/templates/grievance-emails';
import { presentAdminGrievance } from './present-grievance';

export async function listGrievances(ctx: AppContext, q: AdminGrievanceQuery): Promise<Paged<AdminGrievance>> {
  const { rows, total } = await repo.listGrievancesPage(ctx.db, q);
  const replies = await repo.listReplies(
    ctx.db,
    rows.map((r) => r.id),
  );
  const now = ctx.now();
  return { items: rows.map((r) => presentAdminGrievance(r, replies, now)), total, page: q.page, pageSize: q.pageSize };
}

export async function getGrievance(ctx: AppContext, id: number): Promise<AdminGrievance> {
  const row = await repo.findGrievance(ctx.db, id);
  if (!row) throw notFound('This complaint does not exist');
  return presentAdminGrievance(row, await repo.listReplies(ctx.db, [id]), ctx.now());
}

/**
 * The officer's reply: kept, emailed to the customer and logged, in one transaction. The first reply is
 * the acknowledgement the 48 hours ask for; a reply marked resolved closes the ticket (a later one that
 * says in progress opens it again).
 */
export async function replyToGrievance(ctx: AppContext, adminId: number, id: number, input: GrievanceReplyInput): Promise<AdminGrievance> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockGrievance(tx, id);
    if (!before) throw notFound('This complaint does not exist');
    const at = ctx.now();
    await repo.addReply(tx, { grievanceId: id, adminId, message: input.message, status: input.status, at });
    const after = await repo.setGrievanceState(tx, id, {
      status: input.status,
      acknowledgedAt: before.acknowledgedAt ?? at,
      resolvedAt: input.status === 'resolved' ? (before.resolvedAt ?? at) : null,
    });
    const shop = await getShopSettings(tx);
    await enqueueEmail(tx, ctx.config.publicUrl, {
      to: before.email,
      replyTo: shop.grievanceOfficer.email,
      ...grievanceReplyEmail({ shopName: shop.name, officer: shop.grievanceOfficer, grievance: before, message: input.message, resolved: input.status === 'resolved' }),
    });
    await recordAdminChange(tx, adminId, {
      entity: 'grievance',
      entityId: id,
      action: 'reply',
      label: `Complaint ${before.ticket}: ${before.subject}`,
      before: { status: before.status },
      after: { status: after.status, reply: input.message },
    });
  });
  return getGrievance(ctx, id);
}
