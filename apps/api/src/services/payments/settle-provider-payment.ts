import type { AppContext } from '../../context';
import type { OrderRow } from '../../repositories/orders';
import type { PaymentRow } from '../../repositories/payments';
import { paymentStanding } from '../orders/order-outcome';
import { paymentRoute, settleFailed, type SettlementGuard } from '../orders/settle-payment';
import type { ProviderPayment } from '../../ports/payment-provider';
import { checkPayment } from './verify-payment';

export interface ProviderPaymentOutcome {
  /** What happened, for the log and the webhook's answer. */
  message: string;
  /** Whether the settlement's transaction ran (and with it the guard). */
  settled: boolean;
}

/**
 * A payment the provider itself reported (a signed webhook) or answered about (reconciliation), applied
 * to the shop's order through the same settlement as the browser's report. The payment is checked as
 * it is, without fetching it again: this provider order, this amount, captured.
 */
export async function settleProviderPayment(
  ctx: AppContext,
  { payment: row, order }: { payment: PaymentRow; order: OrderRow },
  payment: ProviderPayment,
  actor: string,
  guard?: SettlementGuard,
): Promise<ProviderPaymentOutcome> {
  // Usually the browser's report got there first; a settled order needs no lock to stay as it is.
  const standing = paymentStanding(order);
  // A cash-on-delivery order's online payment ("Pay now instead") is settled whatever its status: the settlement decides.
  const settled = order.paymentMethod !== 'cod' && (standing === 'paid' || standing === 'refund_due' || order.status === 'refunded');
  if (settled) return { message: `order ${order.id} unchanged`, settled: false };
  const route = paymentRoute(order, row);
  const verdict = await checkPayment(ctx.payments, payment.id, { providerOrderId: row.providerOrderId, amountPaise: route.amountPaise }, payment);
  if (verdict.kind === 'captured') {
    const s = await route.settle(ctx, order.id, { paymentRowId: row.id, providerPaymentId: payment.id }, actor, guard);
    return { message: s.changed ? `order ${order.id} ${s.order.status}` : `order ${order.id} unchanged`, settled: true };
  }
  if (verdict.kind === 'failed') {
    const s = await settleFailed(ctx, order.id, { paymentRowId: row.id, reason: `${verdict.reason} (payment ${payment.id})` }, actor, guard);
    return { message: s.changed ? `order ${order.id} payment_failed` : `order ${order.id} unchanged`, settled: true };
  }
  ctx.log.error({ orderId: order.id, paymentId: payment.id, reason: verdict.reason }, 'provider payment does not match its order');
  return { message: verdict.reason, settled: false };
}
