import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import {
  ORDER_ID_PATTERN,
  PAYMENT_ID_PATTERN,
  REFUND_ID_PATTERN,
  RefundRefused,
  type PaymentProvider,
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
  private async call(method: 'GET' | 'POST', path: string, json?: object, opts: number[] | { headers?: Record<string, string>; refusedOn?: number[] } = []): Promise<unknown> {
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
