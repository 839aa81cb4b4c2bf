import { randomBytes } from 'node:crypto';
import type { SimulatedPayResult } from '@canino/shared';
import type { AppContext } from '../../../context';
import { hmacSha256Hex } from '../signatures';
import { receiveWebhook } from '../webhook';
import { paymentEntity, type SimulatedProvider } from './provider';

/**
 * The simulated checkout's Pay or Fail button: the payment succeeds or fails at the simulated bank, the
 * browser gets exactly what Razorpay's checkout gives its handlers, and the shop gets Razorpay's
 * webhook a moment later through the same signed path real ones take.
 */
export async function simulatePayment(
  ctx: AppContext,
  provider: SimulatedProvider,
  input: { orderId?: string; amountPaise?: number; outcome: 'success' | 'failure' },
): Promise<SimulatedPayResult> {
  const { payment, signature } = await provider.pay(input);
  const captured = payment.status === 'captured';
  // The events the shop subscribes to (docs/api/orders.md); order.paid would repeat payment.captured.
  sendSimulatedWebhook(ctx, provider, captured ? 'payment.captured' : 'payment.failed', { payment: { entity: paymentEntity(payment) } });
  if (captured) {
    return payment.orderId && signature
      ? { razorpay_payment_id: payment.id, razorpay_order_id: payment.orderId, razorpay_signature: signature }
      : { razorpay_payment_id: payment.id };
  }
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: payment.errorDescription ?? 'Payment failed',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: payment.orderId ?? '', payment_id: payment.id },
    },
  };
}

/**
 * Delivers one of Razorpay's webhooks after the current request and the configured delay, signed, through
 * the same path real ones take.
 */
export function sendSimulatedWebhook(ctx: AppContext, provider: SimulatedProvider, event: string, payload: Record<string, { entity: object }>): void {
  provider.later(
    () => deliverWebhook(ctx, provider, event, payload),
    (err) => ctx.log.error({ err, event }, 'simulated webhook failed'),
  );
}

async function deliverWebhook(ctx: AppContext, provider: SimulatedProvider, event: string, payload: Record<string, { entity: object }>): Promise<void> {
  const body = Buffer.from(JSON.stringify({ entity: 'event', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) }));
  const signature = hmacSha256Hex(provider.webhookSecret, body);
  await receiveWebhook(ctx, { rawBody: body, signature, eventId: `evt_${randomBytes(7).toString('hex')}` });
}
