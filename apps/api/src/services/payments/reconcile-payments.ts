import type { AppContext } from '../../context';
import { listPaymentsToReconcile, markPaymentChecked } from '../../repositories/payments';
import { settleProviderPayment } from './settle-provider-payment';

/** Orders asked about in one run; the rest wait for the next. */
const BATCH = 50;

/**
 * Asks the provider about orders still awaiting payment `afterMs` after their attempt was opened (at
 * checkout, or a cash-on-delivery order's "Pay now instead"), and settles those it captured through the
 * same path as a webhook: the backstop for a payment whose webhooks all failed and whose browser never
 * reported. Failed or absent payments leave the order as it is.
 */
export async function reconcilePendingPayments(ctx: AppContext, opts: { afterMs: number }): Promise<{ checked: number; paid: number }> {
  const now = ctx.now();
  const due = await listPaymentsToReconcile(ctx.db, {
    provider: ctx.payments.name,
    before: new Date(now.getTime() - opts.afterMs),
    now,
    minPauseMs: opts.afterMs,
    limit: BATCH,
  });
  let paid = 0;
  for (const found of due) {
    const attempts = await ctx.payments.fetchOrderPayments(found.payment.providerOrderId!);
    const taken = attempts.find((p) => p.status === 'captured' || p.status === 'authorized');
    if (taken) {
      const outcome = await settleProviderPayment(ctx, found, taken, `reconciliation:${ctx.payments.name}`);
      if (outcome.message === `order ${found.order.id} paid`) paid++;
      ctx.log.info({ orderId: found.order.id, paymentId: taken.id, outcome: outcome.message }, 'payment reconciled');
    }
    await markPaymentChecked(ctx.db, found.payment.id, now);
  }
  return { checked: due.length, paid };
}
