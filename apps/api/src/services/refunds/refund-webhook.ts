import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { claimWebhookEvent } from '../../repositories/payments';
import { findRefundForProvider } from '../../repositories/refunds';
import { razorpayRefundEntity, toProviderRefund } from '../payments/razorpay';
import { refundIdOfReceipt } from './refund-order';
import { applyRefundNews } from './refund-outcome';

export const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed']);

const refundPayload = z.object({ refund: z.object({ entity: razorpayRefundEntity }) });

/**
 * `refund.processed` or `refund.failed`: the provider's word on a refund the shop asked for. It is found by
 * the provider's id or, when the webhook beat the API's answer, by the shop's id in its receipt; either
 * way it must be a refund of the payment the shop refunded (another shop on the same account has its own
 * refund numbers). The event id is recorded in the transaction that applies it, as for payments
 * (decision 010). Refunds of other integrations leave no row.
 */
export async function applyRefundEvent(ctx: AppContext, eventId: string, event: string, payload: unknown): Promise<string> {
  const parsed = refundPayload.safeParse(payload);
  if (!parsed.success) return 'ignored';
  const news = toProviderRefund(parsed.data.refund.entity);
  const found = await findRefundForProvider(ctx.db, { providerRefundId: news.id, shopRefundId: refundIdOfReceipt(news.receipt) });
  const ours =
    found &&
    found.refund.method === 'provider' &&
    found.payment.provider === ctx.payments.name &&
    found.payment.providerPaymentId === news.paymentId &&
    (found.refund.providerRefundId === null || found.refund.providerRefundId === news.id);
  if (!ours) return 'not a refund of this shop';

  let claimed = true;
  const claim = async (tx: Db) => (claimed = await claimWebhookEvent(tx, eventId, event));
  const status = event === 'refund.processed' ? 'processed' : 'failed';
  const { changed, refund } = await applyRefundNews(ctx, found.refund.id, { status, providerRefundId: news.id }, `webhook:${ctx.payments.name}`, claim);
  if (!claimed) return 'already handled';
  return changed ? `refund ${refund.id} ${refund.status}` : `refund ${refund.id} unchanged`;
}
