import { randomBytes, randomInt } from 'node:crypto';
import { conflict, notFound } from '../../../errors';
import { RefundRefused, type PaymentProvider, type ProviderOrder, type ProviderPayment, type ProviderRefund, type RefundRequest } from '../provider';
import { checkoutSignature, verifyCheckoutSignature, verifyWebhookSignature } from '../signatures';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids look like `pay_29QQoUBi66xm2f`: a prefix and 14 letters or digits. */
const providerId = (prefix: string) => `${prefix}_${Array.from({ length: 14 }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('')}`;

/** Enough for any demo or benchmark; the oldest entries go first so memory stays bounded. */
const MAX_ENTRIES = 100_000;

interface SimulatedOrder extends ProviderOrder {
  paid: boolean;
}

export interface SimulatedPayment {
  payment: ProviderPayment;
  /** What Razorpay's checkout hands its `handler` (signature only for payments of an order). */
  signature: string | null;
}

/**
 * A payment provider that lives in this process and behaves like Razorpay: orders, payments that the
 * customer makes succeed or fail in the simulated checkout, the same signatures, and the same webhooks
 * (delivered in-process a moment after the payment). Its secrets are made fresh at each start: like its
 * memory, they do not outlive the process, and nobody outside can sign for it.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly keyId = 'rzp_test_simulated';
  readonly checkoutScriptUrl = '/admin/api/payments/simulated/checkout.js';
  readonly keySecret = randomBytes(32).toString('hex');
  readonly webhookSecret = randomBytes(32).toString('hex');
  private readonly orders = new Map<string, SimulatedOrder>();
  private readonly payments = new Map<string, ProviderPayment>();
  private readonly pending = new Set<Promise<void>>();
  /** Refunds by the shop's idempotency key, and what each payment has had back. */
  private readonly refunds = new Map<string, ProviderRefund>();
  private readonly refunded = new Map<string, number>();
  private sendWebhook: (event: string, payload: Record<string, { entity: object }>) => void = () => {};

  constructor(private readonly opts: { webhookDelayMs: number } = { webhookDelayMs: 0 }) {}

  async createOrder(input: { amountPaise: number }): Promise<ProviderOrder> {
    const order = { id: providerId('order'), amountPaise: input.amountPaise, currency: 'INR', paid: false };
    remember(this.orders, order.id, order);
    return { id: order.id, amountPaise: order.amountPaise, currency: order.currency };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const p = this.payments.get(paymentId);
    return p ? { ...p } : null;
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    return [...this.payments.values()].filter((p) => p.orderId === providerOrderId).map((p) => ({ ...p }));
  }

  async capturePayment(paymentId: string): Promise<ProviderPayment> {
    const p = this.payments.get(paymentId);
    if (!p) throw notFound('No such payment');
    if (p.status === 'authorized') p.status = 'captured';
    return { ...p };
  }

  /**
   * Refunds at once (Razorpay's normal refunds usually answer `processed` too) and sends
   * `refund.processed` a moment later. A payment this process does not remember (made before a
   * restart: the simulated bank forgets) is refunded on the shop's word; the shop has checked the amount.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const earlier = this.refunds.get(request.idempotencyKey);
    if (earlier) return { ...earlier };
    const payment = this.payments.get(request.paymentId);
    if (payment && payment.status !== 'captured') throw new RefundRefused('only a captured payment can be refunded');
    const already = this.refunded.get(request.paymentId) ?? 0;
    if (payment && already + request.amountPaise > payment.amountPaise) throw new RefundRefused('the amount is more than is left to refund');
    const refund: ProviderRefund = { id: providerId('rfnd'), paymentId: request.paymentId, amountPaise: request.amountPaise, status: 'processed', receipt: request.receipt };
    remember(this.refunds, request.idempotencyKey, refund);
    remember(this.refunded, request.paymentId, already + request.amountPaise);
    if (payment && already + request.amountPaise === payment.amountPaise) payment.status = 'refunded';
    this.sendWebhook('refund.processed', { refund: { entity: refundEntity(refund) }, ...(payment ? { payment: { entity: paymentEntity(payment) } } : {}) });
    return { ...refund };
  }

  /** Where this provider's webhooks go (the shop's own webhook path, wired when its routes are). */
  connectWebhooks(send: (event: string, payload: Record<string, { entity: object }>) => void): void {
    this.sendWebhook = send;
  }

  verifyCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return verifyCheckoutSignature(this.keySecret, providerOrderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean {
    return verifyWebhookSignature(this.webhookSecret, rawBody, signature);
  }

  /**
   * The customer pressed Pay or Fail: the simulated bank captures or declines. A payment for a provider
   * order takes its amount; one without (the spec's original client) takes the amount it was given.
   */
  pay(input: { orderId?: string; amountPaise?: number; outcome: 'success' | 'failure' }): SimulatedPayment {
    const order = input.orderId === undefined ? undefined : this.orders.get(input.orderId);
    if (input.orderId !== undefined && !order) throw notFound('This payment session has expired. Please place the order again.');
    if (order?.paid) throw conflict('This order has already been paid.');
    const amountPaise = order?.amountPaise ?? input.amountPaise ?? 0;
    const succeeded = input.outcome === 'success';
    const payment: ProviderPayment = {
      id: providerId('pay'),
      orderId: order?.id ?? null,
      amountPaise,
      currency: 'INR',
      status: succeeded ? 'captured' : 'failed',
      errorDescription: succeeded ? null : 'The simulated bank declined this payment.',
    };
    remember(this.payments, payment.id, payment);
    if (order && succeeded) order.paid = true;
    const signature = succeeded && order ? checkoutSignature(this.keySecret, order.id, payment.id) : null;
    return { payment: { ...payment }, signature };
  }

  /**
   * Runs `task` after the current request and the configured delay, the way a provider's webhook arrives
   * a moment after the browser heard of the payment (so, usually, after the browser's own report).
   */
  later(task: () => Promise<void>, onError: (err: unknown) => void): void {
    const { webhookDelayMs } = this.opts;
    const run = new Promise<void>((resolve) => (webhookDelayMs ? setTimeout(resolve, webhookDelayMs) : setImmediate(resolve))).then(task).catch(onError);
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** Resolves when every webhook queued so far has been delivered (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}

/** Razorpay's payment and refund entities, as its webhooks carry them. */
export function paymentEntity(payment: ProviderPayment) {
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amountPaise,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.orderId,
    error_description: payment.errorDescription,
  };
}

function refundEntity(refund: ProviderRefund) {
  return { id: refund.id, entity: 'refund', amount: refund.amountPaise, currency: 'INR', payment_id: refund.paymentId, receipt: refund.receipt, status: refund.status };
}

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}
