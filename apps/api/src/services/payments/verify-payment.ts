import { formatINR } from '@canino/shared';
import type { PaymentProvider, ProviderPayment } from '../../ports/payment-provider';

export type PaymentVerdict =
  | { kind: 'captured'; payment: ProviderPayment }
  | { kind: 'failed'; payment: ProviderPayment; reason: string }
  /** Money was taken, but not the order's amount: kept on the order for the shop to sort out. */
  | { kind: 'mismatch'; payment: ProviderPayment; reason: string }
  | { kind: 'rejected'; reason: string };

/**
 * What the provider says about a payment, checked against what the shop expects: this provider order
 * (null for a payment made without one), this amount in rupees, and money actually captured. An
 * authorized payment is captured first (accounts without automatic capture).
 * `prefetched` saves a second call when the caller already fetched the payment.
 */
export async function checkPayment(
  provider: PaymentProvider,
  paymentId: string,
  expected: { providerOrderId: string | null; amountPaise: number },
  prefetched?: ProviderPayment | null,
): Promise<PaymentVerdict> {
  const payment = prefetched !== undefined ? prefetched : await provider.fetchPayment(paymentId);
  if (!payment || payment.id !== paymentId) return { kind: 'rejected', reason: 'The payment provider has no such payment' };
  if (payment.orderId !== expected.providerOrderId) return { kind: 'rejected', reason: 'This payment belongs to another order' };
  if (payment.status === 'failed') return { kind: 'failed', payment, reason: payment.errorDescription ?? 'The payment failed' };
  if (payment.status === 'created') return { kind: 'rejected', reason: 'The payment has not been completed' };
  if (payment.status === 'refunded') return { kind: 'rejected', reason: 'This payment has been refunded' };
  if (payment.currency !== 'INR' || payment.amountPaise !== expected.amountPaise) {
    const paid = payment.currency === 'INR' ? formatINR(payment.amountPaise) : `${payment.amountPaise / 100} ${payment.currency}`;
    return { kind: 'mismatch', payment, reason: `The amount paid (${paid}) does not match the order total (${formatINR(expected.amountPaise)})` };
  }
  const captured = payment.status === 'authorized' ? await provider.capturePayment(payment.id, payment.amountPaise) : payment;
  if (captured.status !== 'captured') return { kind: 'rejected', reason: 'The payment has not been captured' };
  return { kind: 'captured', payment: captured };
}
