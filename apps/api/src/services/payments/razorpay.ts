import { MANDATE_MAX_AMOUNT_PAISE } from '@canino/shared';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import {
  ORDER_ID_PATTERN,
  PAYMENT_ID_PATTERN,
  REFUND_ID_PATTERN,
  RefundRefused,
  type MandateCharge,
  type PaymentProvider,
  type ProviderMandate,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
} from '../../ports/payment-provider';
import { verifyCheckoutSignature, verifyWebhookSignature } from './signatures';

type RazorpaySettings = NonNullable<Config['razorpay']>;

const orderEntity = z.object({ id: z.string(), amount: z.number().int(), currency: z.string() });

/** The fields of Razorpay's payment entity the shop relies on; webhooks carry the same entity. */
export const razorpayPaymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullish(),
});

export function toProviderPayment(p: z.infer<typeof razorpayPaymentEntity>): ProviderPayment {
  return {
    id: p.id,
    orderId: p.order_id ?? null,
    amountPaise: p.amount,
    currency: p.currency,
    status: p.status,
    errorDescription: p.error_description ?? null,
  };
}

/** The fields of Razorpay's refund entity the shop relies on; refund webhooks carry the same entity. */
export const razorpayRefundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
  receipt: z.string().nullish(),
});

export function toProviderRefund(r: z.infer<typeof razorpayRefundEntity>): ProviderRefund {
  return { id: r.id, paymentId: r.payment_id, amountPaise: r.amount, status: r.status, receipt: r.receipt ?? null };
}

/**
 * The recurring-payments fields the shop relies on (https://razorpay.com/docs/api/payments/recurring-payments/):
 * the authorisation payment names its `customer_id` and `token_id`; a token's `recurring_details.status`
 * is `confirmed` while it can be charged (`initiated` before the bank confirms, then `rejected`,
 * `cancelled`, `paused` or `expired`), which the shop reads as active or not.
 */
const mandatePayment = z.object({ customer_id: z.string().nullish(), token_id: z.string().nullish() });
const tokenEntity = z.object({ id: z.string(), max_amount: z.number().int().nullish(), recurring_details: z.object({ status: z.string() }).nullish() });
const recurringPaymentAnswer = z.object({ razorpay_payment_id: z.string() });
const CUSTOMER_ID_PATTERN = /^cust_[A-Za-z0-9]{6,40}$/;
const TOKEN_ID_PATTERN = /^token_[A-Za-z0-9]{6,40}$/;
/** Razorpay's token belongs to its customer: the shop keeps both as one reference, `cust_…/token_…`. */
const mandateRef = (customerId: string, tokenId: string) => `${customerId}/${tokenId}`;
function parseMandateRef(ref: string): { customerId: string; tokenId: string } | null {
  const [customerId = '', tokenId = ''] = ref.split('/');
  return CUSTOMER_ID_PATTERN.test(customerId) && TOKEN_ID_PATTERN.test(tokenId) ? { customerId, tokenId } : null;
}
/** A mandate authorised today runs for ten years, as long as Razorpay allows; the shop ends it on cancel. */
const MANDATE_YEARS = 10;

const UNREACHABLE = 'We could not reach the payment provider. Please try again in a moment.';
const TIMEOUT_MS = 10_000;

/** Razorpay's Orders and Payments API (https://razorpay.com/docs/api/), over HTTPS with the key pair. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly checkoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';
  private readonly authorization: string;

  constructor(
    private readonly settings: RazorpaySettings,
    private readonly log: Logger,
  ) {
    this.authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  }

  get keyId(): string {
    return this.settings.keyId;
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder> {
    const body = await this.call('POST', '/v1/orders', { amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes });
    const order = this.parse(orderEntity, body, 'order');
    return { id: order.id, amountPaise: order.amount, currency: order.currency };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    if (!PAYMENT_ID_PATTERN.test(paymentId)) return null;
    // Razorpay answers an unknown id with 400 "The id provided does not exist".
    const body = await this.call('GET', `/v1/payments/${paymentId}`, undefined, [400, 404]);
    return body === null ? null : toProviderPayment(this.parse(razorpayPaymentEntity, body, 'payment'));
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    if (!ORDER_ID_PATTERN.test(providerOrderId)) return [];
    const body = await this.call('GET', `/v1/orders/${providerOrderId}/payments`, undefined, [400, 404]);
    return body === null ? [] : this.parse(z.object({ items: z.array(razorpayPaymentEntity) }), body, 'order payments').items.map(toProviderPayment);
  }

  /**
   * Razorpay refuses a second capture with a 400. Two paths may capture one payment at once (a webhook
   * redelivered while the start's reconciliation settles the same order), so a refusal is answered by
   * the payment as it now stands: captured by the other path, the settlement goes on.
   */
  async capturePayment(paymentId: string, amountPaise: number): Promise<ProviderPayment> {
    const body = await this.call('POST', `/v1/payments/${paymentId}/capture`, { amount: amountPaise, currency: 'INR' }, { refusedOn: [400] });
    if (!(body instanceof Refusal)) return toProviderPayment(this.parse(razorpayPaymentEntity, body, 'payment'));
    const now = await this.fetchPayment(paymentId);
    if (now?.status === 'captured') return now;
    this.log.error({ paymentId, reason: body.description }, 'Razorpay refused a capture');
    throw new AppError('PAYMENT_PROVIDER', UNREACHABLE);
  }

  /**
   * Razorpay's Refunds API (POST /v1/payments/:id/refund), a normal-speed refund. The shop's key goes in
   * X-Refund-Idempotency, so a resend (the answer was lost) returns the same refund instead of a second.
   * A 400 is Razorpay saying no (more than is left, not captured): RefundRefused with its reason.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    if (!PAYMENT_ID_PATTERN.test(request.paymentId)) throw new RefundRefused('the payment id is not valid');
    const body = await this.call(
      'POST',
      `/v1/payments/${request.paymentId}/refund`,
      { amount: request.amountPaise, speed: 'normal', receipt: request.receipt, notes: request.notes },
      { headers: { 'x-refund-idempotency': request.idempotencyKey }, refusedOn: [400] },
    );
    if (body instanceof Refusal) throw new RefundRefused(body.description);
    return toProviderRefund(this.parse(razorpayRefundEntity, body, 'refund'));
  }

  /** Razorpay's GET /v1/payments/:payment_id/refunds/:refund_id; an unknown id answers 400 or 404. */
  async fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund | null> {
    if (!PAYMENT_ID_PATTERN.test(paymentId) || !REFUND_ID_PATTERN.test(refundId)) return null;
    const body = await this.call('GET', `/v1/payments/${paymentId}/refunds/${refundId}`, undefined, [400, 404]);
    return body === null ? null : toProviderRefund(this.parse(razorpayRefundEntity, body, 'refund'));
  }

  /**
   * The authorisation order: a customer (Razorpay answers an existing one with `fail_existing: '0'`),
   * then an order with a token of `frequency: as_presented` (the amount may change each cycle, which the
   * Plans API cannot do for UPI) up to `max_amount`. `recurring_value` is left out, as Razorpay asks for
   * it only with a fixed frequency.
   */
  async createMandateOrder(input: {
    amountPaise: number;
    maxAmountPaise: number;
    receipt: string;
    customer: { name: string; email: string; contact: string };
  }): Promise<ProviderOrder> {
    const customer = this.parse(z.object({ id: z.string() }), await this.call('POST', '/v1/customers', { ...input.customer, fail_existing: '0' }), 'customer');
    const expireAt = Math.floor(Date.now() / 1000) + MANDATE_YEARS * 365 * 24 * 3600;
    const body = await this.call('POST', '/v1/orders', {
      amount: input.amountPaise,
      currency: 'INR',
      customer_id: customer.id,
      receipt: input.receipt,
      token: { max_amount: Math.min(input.maxAmountPaise, MANDATE_MAX_AMOUNT_PAISE), expire_at: expireAt, frequency: 'as_presented' },
    });
    const order = this.parse(orderEntity, body, 'order');
    return { id: order.id, amountPaise: order.amount, currency: order.currency, customerId: customer.id };
  }

  async registerMandate(firstPaymentId: string): Promise<ProviderMandate | null> {
    if (!PAYMENT_ID_PATTERN.test(firstPaymentId)) return null;
    const body = await this.call('GET', `/v1/payments/${firstPaymentId}`, undefined, [400, 404]);
    if (body === null) return null;
    const payment = this.parse(mandatePayment, body, 'payment');
    if (!payment.customer_id || !payment.token_id) return null;
    return this.fetchMandate(mandateRef(payment.customer_id, payment.token_id));
  }

  /**
   * POST /v1/payments/create/recurring with the cycle's order and the token. Its answer names the
   * payment, which is then fetched: captured, failed, or still on its way (a webhook settles it later).
   * A 400 is the bank or Razorpay refusing the charge: a failed payment with its reason, as the shop
   * records any declined attempt.
   */
  async chargeMandate(charge: MandateCharge): Promise<ProviderPayment> {
    const ref = parseMandateRef(charge.mandateRef);
    const refused = (reason: string): ProviderPayment => ({
      id: '',
      orderId: charge.providerOrderId,
      amountPaise: charge.amountPaise,
      currency: 'INR',
      status: 'failed',
      errorDescription: reason,
    });
    if (!ref) return refused('The mandate reference is not valid');
    const body = await this.call(
      'POST',
      '/v1/payments/create/recurring',
      {
        email: charge.email,
        contact: charge.contact,
        amount: charge.amountPaise,
        currency: 'INR',
        order_id: charge.providerOrderId,
        customer_id: ref.customerId,
        token: ref.tokenId,
        recurring: '1',
        description: charge.receipt,
        notes: { receipt: charge.receipt },
      },
      { refusedOn: [400] },
    );
    if (body instanceof Refusal) return refused(body.description);
    const { razorpay_payment_id: paymentId } = this.parse(recurringPaymentAnswer, body, 'recurring payment');
    return (await this.fetchPayment(paymentId)) ?? refused('Razorpay did not find the payment it made');
  }

  async fetchMandate(ref: string): Promise<ProviderMandate | null> {
    const parsed = parseMandateRef(ref);
    if (!parsed) return null;
    const body = await this.call('GET', `/v1/customers/${parsed.customerId}/tokens/${parsed.tokenId}`, undefined, [400, 404]);
    if (body === null) return null;
    const token = this.parse(tokenEntity, body, 'token');
    return {
      ref,
      status: token.recurring_details?.status === 'confirmed' ? 'active' : 'revoked',
      maxAmountPaise: token.max_amount ?? MANDATE_MAX_AMOUNT_PAISE,
    };
  }

  /** DELETE /v1/customers/:id/tokens/:token_id: Razorpay cancels the mandate with the bank. One already gone is done. */
  async revokeMandate(ref: string): Promise<void> {
    const parsed = parseMandateRef(ref);
    if (!parsed) return;
    await this.call('DELETE', `/v1/customers/${parsed.customerId}/tokens/${parsed.tokenId}`, undefined, [400, 404]);
  }

  verifyCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return verifyCheckoutSignature(this.settings.keySecret, providerOrderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean {
    return verifyWebhookSignature(this.settings.webhookSecret, rawBody, signature);
  }

  /**
   * The parsed JSON body; null for a status in `absentOn`; a Refusal (Razorpay's description) for one in
   * `refusedOn`; a 502 AppError for anything else.
   */
  private async call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    json?: object,
    opts: number[] | { headers?: Record<string, string>; refusedOn?: number[] } = [],
  ): Promise<unknown> {
    const {
      absentOn = [],
      headers = {},
      refusedOn = [],
    }: { absentOn?: number[]; headers?: Record<string, string>; refusedOn?: number[] } = Array.isArray(opts) ? { absentOn: opts } : opts;
    const send = () =>
      fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: { authorization: this.authorization, accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
        body: json ? JSON.stringify(json) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    let res: Response;
    try {
      // A kept-alive connection the other side closed just then fails at once: one retry on a fresh one.
      // (A repeated order create at worst leaves an unused Razorpay order, which expires; a repeated
      // refund carries the same idempotency key.)
      res = await send().catch((err: unknown) => {
        if (err instanceof Error && err.name === 'TimeoutError') throw err;
        return send();
      });
    } catch (err) {
      this.log.error({ err, path }, 'Razorpay could not be reached');
      throw new AppError('PAYMENT_PROVIDER', UNREACHABLE);
    }
    const text = await res.text();
    const body = safeJson(text);
    if (res.ok) return body;
    if (absentOn.includes(res.status)) return null;
    const description = (body as { error?: { description?: unknown } } | undefined)?.error?.description;
    if (refusedOn.includes(res.status) && typeof description === 'string') return new Refusal(description);
    // 401 means wrong keys: the operator must see it, the customer only that payments are unavailable.
    this.log.error({ path, status: res.status, error: (body as { error?: unknown } | undefined)?.error }, 'Razorpay refused a call');
    throw new AppError('PAYMENT_PROVIDER', UNREACHABLE);
  }

  private parse<T extends z.ZodType>(schema: T, body: unknown, what: string): z.infer<T> {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    this.log.error({ issues: parsed.error.issues, what }, 'Razorpay answered with an unexpected body');
    throw new AppError('PAYMENT_PROVIDER', UNREACHABLE);
  }
}

class Refusal {
  constructor(readonly description: string) {}
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
