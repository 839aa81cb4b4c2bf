import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { findReturnWithOrder, moveReturn, returnOfRefund, type ReturnRow } from '../../repositories/returns';
import { queueReturnEmail } from './return-email';

/**
 * A return is refunded once its money has moved, not when the refund is asked for: a bank that takes a
 * refund later (pending) leaves the return "received" until the provider's webhook or the reconciliation
 * says the refund is processed. Both callers hold the order's lock (the Received step after linking its
 * refund, and the refund's outcome), so whichever comes second finds the other's work and the shopper is
 * told "refunded" once.
 */
export async function markReturnRefunded(tx: Db, ctx: Pick<AppContext, 'config' | 'now'>, refund: { id: number; status: string }): Promise<ReturnRow | undefined> {
  if (refund.status !== 'processed') return undefined;
  const linked = await returnOfRefund(tx, refund.id);
  if (!linked || linked.status !== 'received') return undefined;
  const moved = await moveReturn(tx, linked.id, ['received'], { status: 'refunded', refundedAt: ctx.now() });
  if (!moved) return undefined;
  const { order, line } = (await findReturnWithOrder(tx, moved.id))!;
  await queueReturnEmail(tx, ctx, moved, { email: order.email, productName: line.productName });
  return moved;
}
