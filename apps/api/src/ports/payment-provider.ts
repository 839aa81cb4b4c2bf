import type { PaymentProviderName } from '@canino/shared';
import { AppError } from '../errors';

/** An order at the payment provider: the amount the customer will be asked to pay. */
export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: string;
  /** A mandate order's customer at the provider, which the checkout names (createMandateOrder). */
  customerId?: string;
}

type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

/** A payment as the provider reports it; the only account of a payment the shop trusts. */
export interface ProviderPayment {
  id: string;
  /** The provider order it paid, or null for a payment made without one (the spec's original client). */
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: ProviderPaymentStatus;
  errorDescription: string | null;
}

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

/** A refund as the provider reports it (Razorpay's refund entity). */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: ProviderRefundStatus;
  /** The shop's own reference sent with the refund (`refund-<id>`), so a webhook can find it before the API's answer is recorded. */
  receipt: string | null;
}

export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  /** The provider keeps one refund per key: a resend after a lost answer returns that refund, never a second one. */
  idempotencyKey: string;
  receipt: string;
  notes: Record<string, string>;
}

/**
 * A standing permission to charge the customer (UPI AutoPay or a card e-mandate), set up by a first
 * payment the customer authorised. `ref` is the provider's handle for it (Razorpay's customer and
 * token), which the shop keeps and hands back unread.
 */
export interface ProviderMandate {
  ref: string;
  /** Revoked: the customer's bank (or the customer at it) cancelled it, or it was never confirmed. */
  status: 'active' | 'revoked';
  maxAmountPaise: number;
}

/** One cycle's charge on a mandate, for a provider order the shop made for it (createOrder). */
export interface MandateCharge {
  mandateRef: string;
  providerOrderId: string;
  amountPaise: number;
  receipt: string;
  email: string;
  contact: string;
}

/**
 * Razorpay, or the simulated provider that behaves like it. Both sign checkout results and webhooks the
 * same way, so everything above this interface runs unchanged with no account and no internet.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the browser's checkout needs. */
  readonly keyId: string;
  readonly checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** The payment, or null when the provider has no payment with this id. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Every payment attempted on a provider order (reconciliation asks when no webhook came). */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Captures an authorized payment (accounts without automatic capture). */
  capturePayment(paymentId: string, amountPaise: number): Promise<ProviderPayment>;
  /** Returns money of a captured payment to the customer, all or part of it. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** A refund as the provider has it now, or null when it has no such refund (reconciliation asks when no webhook came). */
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund | null>;
  /**
   * The order of a mandate's first payment: the customer pays it in checkout and so authorises charges
   * up to `maxAmountPaise`, at amounts the shop presents each time.
   */
  createMandateOrder(input: { amountPaise: number; maxAmountPaise: number; receipt: string; customer: { name: string; email: string; contact: string } }): Promise<ProviderOrder>;
  /** The mandate the first payment set up; null when that payment set up none (or is unknown). */
  registerMandate(firstPaymentId: string): Promise<ProviderMandate | null>;
  /** Charges a mandate for one provider order: the payment, captured or failed (a bank's no is an answer, not an error). */
  chargeMandate(charge: MandateCharge): Promise<ProviderPayment>;
  fetchMandate(ref: string): Promise<ProviderMandate | null>;
  /** The shop ends the mandate (a cancelled subscription): nothing more can be charged on it. */
  revokeMandate(ref: string): Promise<void>;
  verifyCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}

/** Provider ids are short and plain; anything else never reaches a URL. */
export const PAYMENT_ID_PATTERN = /^pay_[A-Za-z0-9]{6,40}$/;
export const ORDER_ID_PATTERN = /^order_[A-Za-z0-9]{6,40}$/;
export const REFUND_ID_PATTERN = /^rfnd_[A-Za-z0-9]{6,40}$/;

/**
 * The provider answered and said no (the amount is more than is left, the payment cannot be refunded):
 * nothing was refunded, and sending it again would be refused again. Anything else that goes wrong on a
 * refund call (no answer, a 5xx) leaves its outcome unknown.
 */
export class RefundRefused extends AppError {
  constructor(readonly reason: string) {
    super('UNPROCESSABLE', `The payment provider refused the refund: ${reason}`);
  }
}
