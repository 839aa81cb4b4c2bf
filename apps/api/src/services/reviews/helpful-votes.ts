import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import * as repo from '../../repositories/reviews';

/** Marks a visible review helpful (or takes the mark back): one vote per customer, never on one's own. */
export async function voteHelpful(ctx: Pick<AppContext, 'db'>, reviewId: number, customerId: number, helpful: boolean) {
  const review = await repo.findReview(ctx.db, reviewId);
  if (!review || review.hidden) throw notFound('This review is not available');
  if (review.customerId === customerId) throw new AppError('UNPROCESSABLE', 'You cannot mark your own review as helpful');
  const count = await ctx.db.transaction((tx) => repo.setVote(tx as unknown as AppContext['db'], reviewId, customerId, helpful));
  return { helpful: count, helped: helpful };
}
