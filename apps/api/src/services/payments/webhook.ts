import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, badInput } from '../../errors';
import { claimWebhookEvent, findPaymentAndOrder, releaseWebhookEvent } from '../../repositories/payments';
import { paymentStanding } from '../orders/order-outcome';
import { settleFailed, settlePaid } from '../orders/settle-payment';
import { razorpayPaymentEntity, toProviderPayment } from './razorpay';
import { checkPayment } from './verify-payment';

const webhookEvent = z.object({ event: z.string(), payload: z.record(z.string(), z.unknown()) });
const paymentPayload = z.object({ payment: z.object({ entity: razorpayPaymentEntity }) });

const HANDLED = new Set(['payment.captured', 'order.paid', 'payment.failed']);

/**
 * A provider webhook: the provider telling the shop what happened to a payment, also when the customer
 * closed the tab before the browser could. The signature over the raw body proves it came from the
 * provider. Deliveries repeat and arrive in any order: a seen event id is skipped, and every handler is
 * safe to run twice (a paid order stays paid, a late failure does not undo a payment). The event id is
 * claimed before the work and released when the work fails, so a delivery that failed here is handled
 * when the provider retries it.
 */
export async function receiveWebhook(
  ctx: AppContext,
  delivery: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<string> {
  if (!ctx.payments.verifyWebhookSignature(delivery.rawBody, delivery.signature)) {
    ctx.log.warn({ eventId: delivery.eventId }, 'webhook with an invalid signature refused');
    throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid');
  }
  const eventId = delivery.eventId?.slice(0, 100) || `body-${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
  const parsed = webhookEvent.safeParse(parseJson(delivery.rawBody));
  if (!parsed.success) throw badInput('The webhook body is not a payment event');
  const { event, payload } = parsed.data;
  if (!(await claimWebhookEvent(ctx.db, eventId, event))) return 'already handled';

  try {
    // Events the shop does not act on, or payments in a shape it does not know, are acknowledged so
    // the provider stops retrying them.
    const payment = HANDLED.has(event) ? paymentPayload.safeParse(payload) : undefined;
    const outcome = payment?.success ? await applyPaymentEvent(ctx, toProviderPayment(payment.data.payment.entity)) : 'ignored';
    ctx.log.info({ eventId, event, outcome }, 'webhook handled');
    return outcome;
  } catch (err) {
    await releaseWebhookEvent(ctx.db, eventId);
    throw err;
  }
}

async function applyPaymentEvent(ctx: AppContext, payment: ReturnType<typeof toProviderPayment>): Promise<string> {
  const found = payment.orderId ? await findPaymentAndOrder(ctx.db, { providerOrderId: payment.orderId }) : undefined;
  // Payments of other integrations on the same account, or made without an order: not ours to settle.
  if (!found || found.payment.provider !== ctx.payments.name) return 'not an order of this shop';
  const { payment: row, order } = found;
  // Usually the browser's report got there first; a settled order needs no lock to stay as it is.
  const standing = paymentStanding(order);
  if (standing === 'paid' || standing === 'refund_due' || order.status === 'refunded') return `order ${order.id} unchanged`;
  const actor = `webhook:${ctx.payments.name}`;
  // The entity comes signed by the provider, so it is checked as it is, without fetching it again.
  const verdict = await checkPayment(ctx.payments, payment.id, { providerOrderId: row.providerOrderId, amountPaise: order.totalPaise }, payment);
  if (verdict.kind === 'captured') {
    const s = await settlePaid(ctx, order.id, { paymentRowId: row.id, providerPaymentId: payment.id }, actor);
    return s.changed ? `order ${order.id} ${s.order.status}` : `order ${order.id} unchanged`;
  }
  if (verdict.kind === 'failed') {
    const s = await settleFailed(ctx, order.id, { paymentRowId: row.id, reason: `${verdict.reason} (payment ${payment.id})` }, actor);
    return s.changed ? `order ${order.id} payment_failed` : `order ${order.id} unchanged`;
  }
  ctx.log.error({ orderId: order.id, paymentId: payment.id, reason: verdict.reason }, 'webhook payment does not match its order');
  return verdict.reason;
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}
