import { MANDATE_MAX_AMOUNT_PAISE } from '@canino/shared';
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../errors';
import {
  captureSimulatedPayment,
  findSimulatedPayment,
  insertSimulatedOrder,
  insertSimulatedPayment,
  paySimulatedOrder,
  lockSimulatedPayment,
  markSimulatedPaymentRefunded,
  recordSimulatedRefund,
  refundedOfSimulatedPayment,
  findSimulatedMandate,
  insertSimulatedMandate,
  lockSimulatedMandate,
  updateSimulatedMandate,
  type SimulatedBankMandate,
  simulatedRefundByKey,
  findSimulatedRefund,
  simulatedBankSecrets,
  simulatedPaymentsOfOrder,
  type SimulatedBankPayment,
  type SimulatedBankRefund,
} from '../../../repositories/simulated-bank';
import {
  RefundRefused,
  type MandateCharge,
  type PaymentProvider,
  type ProviderMandate,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
} from '../../../ports/payment-provider';
import { checkoutSignature, verifyCheckoutSignature, verifyWebhookSignature } from '../signatures';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids look like `pay_29QQoUBi66xm2f`: a prefix and 14 letters or digits. */
const providerId = (prefix: string) => `${prefix}_${Array.from({ length: 14 }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('')}`;

export interface SimulatedPayment {
  payment: ProviderPayment;
  /** What Razorpay's checkout hands its `handler` (signature only for payments of an order). */
  signature: string | null;
}

/**
 * A payment provider that behaves like Razorpay: orders, payments that the customer makes succeed or
 * fail in the simulated checkout, the same signatures, and the same webhooks (delivered in-process a
 * moment after the payment). Its books and secrets are in the shop's database (decision 019), so every
 * API process verifies what another took, and a restart loses no checkout in progress. The secrets are
 * made at the first start and never leave the server, so nobody outside can sign for it.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly keyId = 'rzp_test_simulated';
  readonly checkoutScriptUrl = '/admin/api/payments/simulated/checkout.js';
  private readonly pending = new Set<Promise<void>>();
  /**
   * Payments whose next refund the simulated bank declines, as a customer's bank sometimes does: how the
   * demo and the browser tests show a failed refund and its "Try again". Kept in this process only.
   */
  private readonly declineNextRefund = new Set<string>();
  private sendWebhook: (event: string, payload: Record<string, { entity: object }>) => void = () => {};

  private constructor(
    private readonly db: Db,
    readonly keySecret: string,
    readonly webhookSecret: string,
    private readonly opts: { webhookDelayMs: number },
  ) {}

  /** The provider over `db`'s books, with the secrets every process of this shop shares. */
  static async open(db: Db, opts: { webhookDelayMs: number } = { webhookDelayMs: 0 }): Promise<SimulatedProvider> {
    const secrets = await simulatedBankSecrets(db, { keySecret: randomBytes(32).toString('hex'), webhookSecret: randomBytes(32).toString('hex') });
    return new SimulatedProvider(db, secrets.keySecret, secrets.webhookSecret, opts);
  }

  async createOrder(input: { amountPaise: number }): Promise<ProviderOrder> {
    const order = { id: providerId('order'), amountPaise: input.amountPaise, currency: 'INR' };
    await insertSimulatedOrder(this.db, order);
    return order;
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const p = await findSimulatedPayment(this.db, paymentId);
    return p ? toProviderPayment(p) : null;
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    return (await simulatedPaymentsOfOrder(this.db, providerOrderId)).map(toProviderPayment);
  }

  async capturePayment(paymentId: string): Promise<ProviderPayment> {
    const p = await captureSimulatedPayment(this.db, paymentId);
    if (!p) throw notFound('No such payment');
    return toProviderPayment(p);
  }

  /**
   * Refunds at once (Razorpay's normal refunds usually answer `processed` too) and sends
   * `refund.processed` a moment later. The payment is locked while its refunds are added up, so two
   * refunds on two processes never give back more than was paid. A payment the simulated bank has no
   * record of (made before its books were in the database) is refunded on the shop's word; the shop
   * has checked the amount.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const { refund, payment, fresh } = await this.db.transaction(async (tx) => {
      const earlier = await simulatedRefundByKey(tx, request.idempotencyKey);
      if (earlier) return { refund: toProviderRefund(earlier), payment: undefined, fresh: false };
      if (this.declineNextRefund.delete(request.paymentId)) throw new RefundRefused("the customer's bank declined the refund");
      const payment = await lockSimulatedPayment(tx, request.paymentId);
      if (payment && payment.status !== 'captured') throw new RefundRefused('only a captured payment can be refunded');
      const already = await refundedOfSimulatedPayment(tx, request.paymentId);
      if (payment && already + request.amountPaise > payment.amountPaise) throw new RefundRefused('the amount is more than is left to refund');
      const refund: ProviderRefund = { id: providerId('rfnd'), paymentId: request.paymentId, amountPaise: request.amountPaise, status: 'processed', receipt: request.receipt };
      await recordSimulatedRefund(tx, { ...refund, idempotencyKey: request.idempotencyKey });
      const whole = payment !== undefined && already + request.amountPaise === payment.amountPaise;
      if (whole) await markSimulatedPaymentRefunded(tx, payment.id);
      return { refund, payment: payment && toProviderPayment(whole ? { ...payment, status: 'refunded' } : payment), fresh: true };
    });
    // A repeated key answers the first refund again, without a second webhook.
    if (fresh) this.sendWebhook('refund.processed', { refund: { entity: refundEntity(refund) }, ...(payment ? { payment: { entity: paymentEntity(payment) } } : {}) });
    return refund;
  }

  /** The simulated checkout pays it like any order; its mandate's limit is RBI's (the bank keeps no other). */
  createMandateOrder(input: { amountPaise: number }): Promise<ProviderOrder> {
    return this.createOrder(input);
  }

  /** A captured payment sets up a mandate, as the customer's authorisation at Razorpay does. */
  async registerMandate(firstPaymentId: string): Promise<ProviderMandate | null> {
    const payment = await findSimulatedPayment(this.db, firstPaymentId);
    if (payment?.status !== 'captured') return null;
    return toProviderMandate(await insertSimulatedMandate(this.db, { id: providerId('token'), paymentId: payment.id, maxAmountPaise: MANDATE_MAX_AMOUNT_PAISE }));
  }

  /**
   * The bank charges the mandate, or declines: when it was revoked, when the owner of the demo asked it
   * to (declineNextCharges), or above the mandate's limit. Either way the payment is recorded on the order.
   */
  async chargeMandate(charge: MandateCharge): Promise<ProviderPayment> {
    const refusal = await this.db.transaction(async (tx) => {
      const mandate = await lockSimulatedMandate(tx, charge.mandateRef);
      if (!mandate || mandate.revoked) return 'The mandate was revoked at the customer’s bank.';
      if (charge.amountPaise > mandate.maxAmountPaise) return 'The amount is above the mandate’s limit.';
      if (mandate.declineCharges > 0) {
        await updateSimulatedMandate(tx, mandate.id, { declineCharges: mandate.declineCharges - 1 });
        return 'The simulated bank declined this charge.';
      }
      return null;
    });
    const { payment } = await this.pay({ orderId: charge.providerOrderId, outcome: refusal ? 'failure' : 'success', declineReason: refusal ?? undefined });
    return payment;
  }

  async fetchMandate(ref: string): Promise<ProviderMandate | null> {
    const mandate = await findSimulatedMandate(this.db, ref);
    return mandate ? toProviderMandate(mandate) : null;
  }

  async revokeMandate(ref: string): Promise<void> {
    await updateSimulatedMandate(this.db, ref, { revoked: true });
  }

  /** The customer's bank declines the next `count` charges of this mandate ("fail on demand"); false for a mandate it does not know. */
  declineNextCharges(ref: string, count: number): Promise<boolean> {
    return updateSimulatedMandate(this.db, ref, { declineCharges: count });
  }

  /** The simulated bank's own record of the refund. */
  async fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund | null> {
    const refund = await findSimulatedRefund(this.db, refundId);
    return refund && refund.paymentId === paymentId ? toProviderRefund(refund) : null;
  }

  /** The next refund of this payment is declined (see declineNextRefund); false for a payment the bank does not know. */
  async declineNextRefundOf(paymentId: string): Promise<boolean> {
    if (!(await findSimulatedPayment(this.db, paymentId))) return false;
    this.declineNextRefund.add(paymentId);
    return true;
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
   * One order is paid once, however many processes its Pay clicks reach at the same moment.
   */
  async pay(input: { orderId?: string; amountPaise?: number; outcome: 'success' | 'failure'; declineReason?: string | undefined }): Promise<SimulatedPayment> {
    const succeeded = input.outcome === 'success';
    const attempt = {
      id: providerId('pay'),
      currency: 'INR',
      status: succeeded ? ('captured' as const) : ('failed' as const),
      errorDescription: succeeded ? null : (input.declineReason ?? 'The simulated bank declined this payment.'),
    };
    let payment: ProviderPayment;
    if (input.orderId === undefined) {
      payment = { ...attempt, orderId: null, amountPaise: input.amountPaise ?? 0 };
      await insertSimulatedPayment(this.db, payment);
    } else {
      const paid = await paySimulatedOrder(this.db, { ...attempt, orderId: input.orderId });
      if (paid === 'not found') throw notFound('This payment session has expired. Please place the order again.');
      if (paid === 'already paid') throw conflict('This order has already been paid.');
      payment = { ...attempt, orderId: input.orderId, amountPaise: paid.amountPaise };
    }
    const signature = succeeded && payment.orderId ? checkoutSignature(this.keySecret, payment.orderId, payment.id) : null;
    return { payment, signature };
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

function toProviderPayment(p: SimulatedBankPayment): ProviderPayment {
  return { id: p.id, orderId: p.orderId, amountPaise: p.amountPaise, currency: p.currency, status: p.status, errorDescription: p.errorDescription };
}

function toProviderMandate(m: SimulatedBankMandate): ProviderMandate {
  return { ref: m.id, status: m.revoked ? 'revoked' : 'active', maxAmountPaise: m.maxAmountPaise };
}

function toProviderRefund(r: SimulatedBankRefund): ProviderRefund {
  return { id: r.id, paymentId: r.paymentId, amountPaise: r.amountPaise, status: r.status, receipt: r.receipt };
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
