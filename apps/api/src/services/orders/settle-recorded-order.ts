import type { CreateOrderResult } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { OrderRow } from '../../repositories/orders';
import type { PaymentRow } from '../../repositories/payments';
import type { ProviderPayment } from '../../ports/payment-provider';
import { checkPayment } from '../payments/verify-payment';
import { createOrderResult, paymentStanding } from './order-outcome';
import { paymentRoute, settleFailed } from './settle-payment';

/** What the browser says happened at the provider. Only a check with the provider makes it true. */
export interface PaymentClaim {
  paid: boolean;
  paymentId: string | null;
  signature: string | null;
  failureReason: string;
}

export const CUSTOMER_ACTOR = 'customer';

export function notVerified(reason: string): AppError {
  return new AppError(
    'UNPROCESSABLE',
    `We could not verify this payment (${reason.charAt(0).toLowerCase()}${reason.slice(1)}), so the order is not marked paid. If money was taken, our team will contact you.`,
  );
}

/** Settles an order the shop already has (from /checkout, or recorded earlier) with the claimed outcome. */
export async function settleRecordedOrder(
  ctx: AppContext,
  { payment: row, order }: { payment: PaymentRow; order: OrderRow },
  claim: PaymentClaim,
  prefetched?: ProviderPayment | null,
): Promise<CreateOrderResult> {
  if (row.provider !== ctx.payments.name) {
    throw new AppError('UNPROCESSABLE', 'This order was started with a payment method the shop no longer offers. Please place the order again.');
  }
  const standing = paymentStanding(order);
  // A cash-on-delivery order is open to "Pay now instead" whatever its status; the settlement decides.
  if (standing !== 'pending' && standing !== 'failed' && order.paymentMethod !== 'cod') return createOrderResult(order);

  // Null for a payment made without a provider order (the spec's original client): it has none to match.
  const { providerOrderId } = row;
  if (claim.paymentId && claim.signature) {
    const valid = providerOrderId !== null && ctx.payments.verifyCheckoutSignature(providerOrderId, claim.paymentId, claim.signature);
    if (!valid) {
      ctx.log.warn({ orderId: order.id, paymentId: claim.paymentId }, 'payment signature did not verify');
      throw notVerified('The payment signature is not valid');
    }
  }
  if (!claim.paymentId) {
    const s = await settleFailed(ctx, order.id, { paymentRowId: row.id, reason: claim.failureReason }, CUSTOMER_ACTOR);
    return createOrderResult(s.order);
  }

  const route = paymentRoute(order, row);
  const verdict = await checkPayment(ctx.payments, claim.paymentId, { providerOrderId, amountPaise: route.amountPaise }, prefetched);
  if (verdict.kind === 'captured') {
    const s = await route.settle(ctx, order.id, { paymentRowId: row.id, providerPaymentId: verdict.payment.id }, CUSTOMER_ACTOR);
    return createOrderResult(s.order);
  }
  if (verdict.kind === 'failed' || !claim.paid) {
    const reason = verdict.kind === 'failed' ? `${verdict.reason} (payment ${verdict.payment.id})` : claim.failureReason;
    const s = await settleFailed(ctx, order.id, { paymentRowId: row.id, reason }, CUSTOMER_ACTOR);
    return createOrderResult(s.order);
  }
  ctx.log.warn({ orderId: order.id, paymentId: claim.paymentId, reason: verdict.reason }, 'payment not verified');
  throw notVerified(verdict.reason);
}
