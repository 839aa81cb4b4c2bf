import type { CreateOrderInput, CreateOrderResult } from '@canino/shared';
import type { AppContext } from '../../context';
import { badInput, notFound } from '../../errors';
import { findPaymentAndOrder } from '../../repositories/payments';
import { settleRecordedOrder, type PaymentClaim } from './settle-recorded-order';
import { createSpecOrder } from './spec-order';

/**
 * POST /create_order: the browser reports a payment's outcome. The order is paid only when the provider
 * confirms the payment (signature when given, then the payment fetched: this order, this amount,
 * captured), whatever `payment_type` says; a failure is recorded on the order. Repeats answer the same.
 */
export async function recordPaymentOutcome(ctx: AppContext, customerId: number | null, input: CreateOrderInput): Promise<CreateOrderResult> {
  const claim: PaymentClaim = {
    paid: Number(input.payment_type) === 1,
    paymentId: input.payment_id || null,
    signature: input.razorpay_signature || null,
    failureReason: input.failure_reason || 'The payment was not completed',
  };
  if (claim.paid && !claim.paymentId) {
    throw badInput('The payment id is missing', { payment_id: 'A paid order needs the payment id from the payment provider' });
  }
  if (input.razorpay_order_id) {
    const found = await findPaymentAndOrder(ctx.db, { providerOrderId: input.razorpay_order_id });
    if (!found) throw notFound('We could not find the order for this payment. Please place the order again.');
    return settleRecordedOrder(ctx, found, claim);
  }
  return createSpecOrder(ctx, customerId, input, claim);
}
