import type { AppContext } from '../../context';
import { RefundRefused } from '../../ports/payment-provider';
import { listOrderPayments } from '../../repositories/order-list';
import { claimRefundResend, listPendingProviderRefunds, type RefundRow } from '../../repositories/refunds';
import { askProvider, RESEND_AFTER_MS } from './refund-order';
import { applyRefundNews } from './refund-outcome';

/** Refunds asked about in one run; the rest wait for the next. */
const BATCH = 50;

/**
 * The backstop for refunds whose outcome never reached the shop: the provider's answer was lost (the
 * shop was stopped mid-call) or its webhook was. A refund the provider has an id for is looked up and
 * its news applied as a webhook's would be; one it never answered is asked again exactly as the owner's
 * "Ask again" does (after the same pause, with the same idempotency key, so no second refund is made).
 * Runs on schedule and once at every start.
 */
export async function reconcilePendingRefunds(ctx: AppContext): Promise<{ checked: number; settled: number }> {
  const actor = `reconciliation:${ctx.payments.name}`;
  const pending = await listPendingProviderRefunds(ctx.db, BATCH);
  let settled = 0;
  for (const refund of pending) {
    try {
      const now = await currentState(ctx, refund, actor);
      if (now.status !== 'pending') settled++;
    } catch (err) {
      // The provider said no: askProvider has marked it failed, for the owner's "Try again".
      if (err instanceof RefundRefused) {
        settled++;
        continue;
      }
      // Unknown still (the provider is unreachable): the next run asks again.
      ctx.log.warn({ err, refundId: refund.id }, 'refund could not be reconciled; asking again later');
    }
  }
  return { checked: pending.length, settled };
}

async function currentState(ctx: AppContext, refund: RefundRow, actor: string): Promise<RefundRow> {
  if (refund.providerRefundId === null) {
    if (!(await claimRefundResend(ctx.db, refund.id, RESEND_AFTER_MS))) return refund;
    return askProvider(ctx, refund, actor);
  }
  const payment = (await listOrderPayments(ctx.db, refund.orderId)).find((p) => p.id === refund.paymentId);
  if (payment?.provider !== ctx.payments.name || !payment.providerPaymentId) return refund;
  const found = await ctx.payments.fetchRefund(payment.providerPaymentId, refund.providerRefundId);
  if (!found || found.status === 'pending') return refund;
  const outcome = await applyRefundNews(ctx, refund.id, { status: found.status, providerRefundId: found.id }, actor);
  ctx.log.info({ refundId: refund.id, providerRefundId: found.id, status: found.status }, 'refund reconciled');
  return outcome.refund;
}
