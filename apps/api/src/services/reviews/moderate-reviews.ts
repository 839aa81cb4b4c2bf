import type { AdminReview, AdminReviewQuery, AdminReviewUpdate, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import * as repo from '../../repositories/reviews';
import { presentAdminReview } from './present-review';
import { recordAdminChange } from '../audit/audit-log';

export async function listReviews(ctx: Pick<AppContext, 'db'>, q: AdminReviewQuery): Promise<Paged<AdminReview>> {
  const { rows, total } = await repo.listReviewsPage(ctx.db, q);
  return { items: rows.map(presentAdminReview), total, page: q.page, pageSize: q.pageSize };
}

/** The owner hides or shows a review, or replies (an empty reply removes it); the rating follows. */
export async function moderateReview(ctx: Pick<AppContext, 'db' | 'catalogCache' | 'now'>, adminId: number, id: number, change: AdminReviewUpdate): Promise<AdminReview> {
  const review = await repo.findReview(ctx.db, id);
  if (!review) throw notFound('This review does not exist');
  const now = ctx.now();
  const reply = change.reply === undefined ? {} : change.reply ? { reply: change.reply, repliedAt: now } : { reply: null, repliedAt: null };
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as AppContext['db'];
    const before = (await repo.lockReview(db, id))!;
    await repo.updateReview(db, id, { ...(change.hidden === undefined ? {} : { hidden: change.hidden }), ...reply, updatedAt: now });
    await repo.refreshProductRating(db, review.productId);
    const moderated = (f: { hidden: boolean; reply: string | null }) => ({ hidden: f.hidden, reply: f.reply });
    const after = (await repo.lockReview(db, id))!;
    await recordAdminChange(db, adminId, {
      entity: 'review',
      entityId: id,
      action: 'moderate',
      label: `Review by ${before.authorName}`,
      before: moderated(before),
      after: moderated(after),
    });
  });
  ctx.catalogCache.invalidate();
  return presentAdminReview((await repo.findAdminReview(ctx.db, id))!);
}
