import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, badInput } from '../../errors';
import { claimWebhookEvent, findPaymentAndOrder } from '../../repositories/payments';
import { REFUND_EVENTS, applyRefundEvent } from '../refunds/refund-webhook';
import { razorpayPaymentEntity, toProviderPayment } from './razorpay';
import { settleProviderPayment } from './settle-provider-payment';

const webhookEvent = z.object({ event: z.string(), payload: z.record(z.string(), z.unknown()) });
const paymentPayload = z.object({ payment: z.object({ entity: razorpayPaymentEntity }) });

const HANDLED = new Set(['payment.captured', 'order.paid', 'payment.failed']);

/**
 * A provider webhook: the provider telling the shop what happened to a payment, also when the customer
 * closed the tab before the browser could, or to a refund. The signature over the raw body proves it came from the
 * provider. Deliveries repeat and arrive in any order: a handled event id is skipped, and every handler
 * is safe to run twice (a paid order stays paid, a late failure does not undo a payment).
 * The event id is recorded in the settlement's own transaction, so it commits with the order's change
 * or not at all: a delivery that failed or whose process died midway is handled when the provider retries.
 */
export async function receiveWebhook(ctx: AppContext, delivery: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined }): Promise<string> {
  if (!ctx.payments.verifyWebhookSignature(delivery.rawBody, delivery.signature)) {
    ctx.log.warn({ eventId: delivery.eventId }, 'webhook with an invalid signature refused');
    throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid');
  }
  const eventId = delivery.eventId?.slice(0, 100) || `body-${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
  const parsed = webhookEvent.safeParse(parseJson(delivery.rawBody));
  if (!parsed.success) throw badInput('The webhook body is not a payment event');
  const { event, payload } = parsed.data;
  const outcome = REFUND_EVENTS.has(event) ? await applyRefundEvent(ctx, eventId, event, payload) : await applyPaymentEvent(ctx, eventId, event, payload);
  ctx.log.info({ eventId, event, outcome }, 'webhook handled');
  return outcome;
}

async function applyPaymentEvent(ctx: AppContext, eventId: string, event: string, payload: unknown): Promise<string> {
  // Events the shop does not act on, payments in a shape it does not know, and payments of other
  // integrations on the same account or made without an order are acknowledged (so the provider stops
  // retrying them) and leave no row behind.
  const parsed = HANDLED.has(event) ? paymentPayload.safeParse(payload) : undefined;
  if (!parsed?.success) return 'ignored';
  const payment = toProviderPayment(parsed.data.payment.entity);
  const found = payment.orderId ? await findPaymentAndOrder(ctx.db, { providerOrderId: payment.orderId }) : undefined;
  if (!found || found.payment.provider !== ctx.payments.name) return 'not an order of this shop';

  let claimed = true;
  const claim = async (tx: Db) => (claimed = await claimWebhookEvent(tx, eventId, event));
  const outcome = await settleProviderPayment(ctx, found, payment, `webhook:${ctx.payments.name}`, claim);
  // Nothing to settle (already settled, or not this order's amount): the event is recorded on its own.
  if (!outcome.settled) await claim(ctx.db);
  return claimed ? outcome.message : 'already handled';
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}
