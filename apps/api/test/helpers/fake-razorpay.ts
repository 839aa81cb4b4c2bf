import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's HTTP API (orders create, an order's payments, payments fetch, capture
 * and refund) on 127.0.0.1, with
 * what Razorpay's checkout and webhooks would do around it: a customer paying an order, the handler's
 * signature, signed webhook deliveries. Signatures are computed here with node:crypto directly, not with
 * the shop's code, so the shop is checked against an independent implementation.
 */
export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  captured: boolean;
  error_description: string | null;
  method: string;
  amount_refunded: number;
  /** Set on a payment of an order made with a token (the mandate's authorisation) and on recurring charges. */
  customer_id?: string;
  token_id?: string;
}

/** A recurring token: `confirmed` once its authorisation payment is captured; `cancelled` when revoked. */
interface FakeToken {
  id: string;
  entity: 'token';
  customer_id: string;
  max_amount: number;
  frequency: string;
  recurring: boolean;
  recurring_details: { status: 'initiated' | 'confirmed' | 'cancelled'; failure_reason: string | null };
}

interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  created_at: number;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The settings that point the shop at this fake. */
  env: Record<string, string>;
  orders: Map<
    string,
    {
      id: string;
      amount: number;
      currency: string;
      receipt: string;
      status: string;
      notes: Record<string, string>;
      customer_id?: string;
      token?: { max_amount: number; frequency: string };
    }
  >;
  customers: Map<string, { id: string; name: string; email: string; contact: string }>;
  tokens: Map<string, FakeToken>;
  /** The next this many recurring charges are declined by the bank (the payment is made, failed). */
  declineRecurring: number;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  /** The status new refunds answer with (Razorpay's normal refunds usually answer processed). */
  refundStatus: FakeRefund['status'];
  /** Requests received, as "METHOD /path". */
  calls: string[];
  /** While true every API call answers 503, as during an outage. */
  down: boolean;
  /** While true a capture is received and never answered, as when the shop dies waiting for it. */
  holdCaptures: boolean;
  /** The next this many refund calls make their refund and then drop the connection: the answer is lost. */
  loseRefundAnswers: number;
  /** The next this many new refunds are refused (400, as when the customer's bank declines): nothing is refunded. */
  refuseRefunds: number;
  /** The customer pays (or fails to pay) a Razorpay order in the checkout; returns what the handler gets. */
  pay(orderId: string, opts?: { status?: FakePayment['status']; amount?: number }): { paymentId: string; signature: string; payment: FakePayment };
  /** A payment made with checkout.js and no order (the spec's original client). */
  payWithoutOrder(amount: number, status?: FakePayment['status']): FakePayment;
  /** A signed webhook delivery as Razorpay sends it. */
  webhook(event: string, payment: FakePayment, opts?: { eventId?: string; secret?: string }): { payload: string; headers: Record<string, string> };
  /** A signed refund.processed / refund.failed delivery; the refund's status in it follows the event. */
  refundWebhook(event: 'refund.processed' | 'refund.failed', refund: FakeRefund, opts?: { eventId?: string }): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = `rzp_test_${randomBytes(6).toString('hex')}`;
  const keySecret = randomBytes(12).toString('hex');
  const webhookSecret = randomBytes(12).toString('hex');
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const fake = {
    keyId,
    keySecret,
    webhookSecret,
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    customers: new Map(),
    tokens: new Map(),
    declineRecurring: 0,
    refundStatus: 'processed',
    calls: [] as string[],
    down: false,
    holdCaptures: false,
    loseRefundAnswers: 0,
    refuseRefunds: 0,
  } as FakeRazorpay;
  /** Refund ids by X-Refund-Idempotency key, with the body they were made with. */
  const refundKeys = new Map<string, { refundId: string; body: string }>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, description: string) => send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
      fake.calls.push(`${req.method} ${req.url}`);
      if (fake.down) return error(503, 'Service unavailable');
      if (req.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
      const body = raw ? JSON.parse(raw) : {};
      const url = req.url ?? '';

      if (req.method === 'POST' && url === '/v1/orders') {
        if (!Number.isInteger(body.amount) || body.amount < 100) return error(400, 'Order amount less than minimum amount allowed');
        if (body.currency !== 'INR') return error(400, 'Currency is not supported');
        if (body.token && !fake.customers.has(body.customer_id)) return error(400, 'customer_id is required for a token');
        if (body.token && (body.token.frequency !== 'as_presented' || !Number.isInteger(body.token.max_amount))) return error(400, 'The token is not valid');
        const order = {
          id: id('order'),
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          notes: body.notes ?? {},
          ...(body.token ? { customer_id: body.customer_id, token: { max_amount: body.token.max_amount, frequency: body.token.frequency } } : {}),
        };
        fake.orders.set(order.id, order);
        return send(200, { entity: 'order', amount_paid: 0, amount_due: order.amount, attempts: 0, created_at: Math.floor(Date.now() / 1000), ...order });
      }
      if (req.method === 'POST' && url === '/v1/customers') {
        const existing = [...fake.customers.values()].find((c) => c.email === body.email && c.contact === body.contact);
        if (existing) return body.fail_existing === '0' ? send(200, { entity: 'customer', ...existing }) : error(400, 'Customer already exists for the merchant');
        const customer = { id: id('cust'), name: body.name, email: body.email, contact: body.contact };
        fake.customers.set(customer.id, customer);
        return send(200, { entity: 'customer', ...customer });
      }
      const tokenMatch = /^\/v1\/customers\/([^/]+)\/tokens\/([^/]+)$/.exec(url);
      if (tokenMatch) {
        const token = fake.tokens.get(tokenMatch[2]!);
        if (!token || token.customer_id !== tokenMatch[1]) return error(400, 'The id provided does not exist');
        if (req.method === 'GET') return send(200, token);
        if (req.method === 'DELETE') {
          token.recurring_details.status = 'cancelled';
          return send(200, { deleted: true });
        }
      }
      if (req.method === 'POST' && url === '/v1/payments/create/recurring') {
        const order = fake.orders.get(body.order_id);
        const token = fake.tokens.get(body.token);
        if (!order) return error(400, 'The id provided does not exist');
        if (body.recurring !== '1' || body.amount !== order.amount) return error(400, 'The recurring payment request is not valid');
        if (!token || token.customer_id !== body.customer_id || token.recurring_details.status !== 'confirmed') return error(400, 'The token is not active');
        if (body.amount > token.max_amount) return error(400, 'The amount exceeds the maximum amount of the token');
        const declined = fake.declineRecurring > 0;
        if (declined) fake.declineRecurring -= 1;
        const { paymentId, signature } = fake.pay(order.id, { status: declined ? 'failed' : 'captured' });
        Object.assign(fake.payments.get(paymentId)!, { customer_id: token.customer_id, token_id: token.id });
        return send(200, { razorpay_payment_id: paymentId, razorpay_order_id: order.id, razorpay_signature: signature });
      }
      const orderPaymentsMatch = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url);
      if (req.method === 'GET' && orderPaymentsMatch) {
        if (!fake.orders.has(orderPaymentsMatch[1]!)) return error(400, 'The id provided does not exist');
        const items = [...fake.payments.values()].filter((p) => p.order_id === orderPaymentsMatch[1]);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      const lose = () => {
        if (!fake.loseRefundAnswers) return false;
        fake.loseRefundAnswers -= 1;
        res.destroy();
        return true;
      };
      const fetchMatch = /^\/v1\/payments\/([^/]+)$/.exec(url);
      if (req.method === 'GET' && fetchMatch) {
        const payment = fake.payments.get(fetchMatch[1]!);
        return payment ? send(200, payment) : error(400, 'The id provided does not exist');
      }
      const refundFetchMatch = /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(url);
      if (req.method === 'GET' && refundFetchMatch) {
        const refund = fake.refunds.get(refundFetchMatch[2]!);
        return refund?.payment_id === refundFetchMatch[1] ? send(200, refund) : error(400, 'The id provided does not exist');
      }
      const captureMatch = /^\/v1\/payments\/([^/]+)\/capture$/.exec(url);
      if (req.method === 'POST' && captureMatch) {
        if (fake.holdCaptures) return;
        const payment = fake.payments.get(captureMatch[1]!);
        if (!payment) return error(400, 'The id provided does not exist');
        if (payment.status !== 'authorized') return error(400, 'This payment has already been captured');
        if (body.amount !== payment.amount) return error(400, 'Capture amount must be equal to the amount authorized');
        payment.status = 'captured';
        payment.captured = true;
        return send(200, payment);
      }
      const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
      if (req.method === 'POST' && refundMatch) {
        const key = req.headers['x-refund-idempotency'];
        const earlier = typeof key === 'string' ? refundKeys.get(key) : undefined;
        if (earlier) {
          if (earlier.body !== raw) return error(400, 'Idempotency key reused with a different request');
          return lose() || send(200, fake.refunds.get(earlier.refundId));
        }
        const payment = fake.payments.get(refundMatch[1]!);
        if (!payment) return error(400, 'The id provided does not exist');
        if (payment.status !== 'captured') return error(400, 'The payment has not been captured or has been fully refunded');
        if (!Number.isInteger(body.amount) || body.amount < 100) return error(400, 'The amount must be at least INR 1.00');
        if (fake.refuseRefunds) {
          fake.refuseRefunds -= 1;
          return error(400, "The refund could not be processed: the customer's bank declined it");
        }
        if (body.amount > payment.amount - payment.amount_refunded) return error(400, 'The refund amount provided is greater than amount captured');
        const refund: FakeRefund = {
          id: id('rfnd'),
          entity: 'refund',
          amount: body.amount,
          currency: 'INR',
          payment_id: payment.id,
          notes: body.notes ?? {},
          receipt: body.receipt ?? null,
          status: fake.refundStatus,
          speed_requested: body.speed ?? 'normal',
          created_at: Math.floor(Date.now() / 1000),
        };
        fake.refunds.set(refund.id, refund);
        if (typeof key === 'string') refundKeys.set(key, { refundId: refund.id, body: raw });
        payment.amount_refunded += refund.amount;
        if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
        return lose() || send(200, refund);
      }
      return error(404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env = { PAYMENTS: 'razorpay', RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret, RAZORPAY_API_URL: fake.url };

  fake.pay = (orderId, opts = {}) => {
    const order = fake.orders.get(orderId);
    if (!order) throw new Error(`fake Razorpay has no order ${orderId}`);
    const status = opts.status ?? 'captured';
    const payment: FakePayment = {
      id: id('pay'),
      entity: 'payment',
      amount: opts.amount ?? order.amount,
      currency: 'INR',
      status,
      order_id: orderId,
      captured: status === 'captured',
      error_description: status === 'failed' ? 'Your payment could not be completed as the bank declined it.' : null,
      method: 'upi',
      amount_refunded: 0,
    };
    if (order.token && order.customer_id && status === 'captured') {
      // The authorisation payment of a mandate order: Razorpay makes the token, confirmed.
      const token: FakeToken = {
        id: id('token'),
        entity: 'token',
        customer_id: order.customer_id,
        max_amount: order.token.max_amount,
        frequency: order.token.frequency,
        recurring: true,
        recurring_details: { status: 'confirmed', failure_reason: null },
      };
      fake.tokens.set(token.id, token);
      Object.assign(payment, { customer_id: order.customer_id, token_id: token.id });
    }
    fake.payments.set(payment.id, payment);
    if (status === 'captured') order.status = 'paid';
    return { paymentId: payment.id, signature: hmac(keySecret, `${orderId}|${payment.id}`), payment };
  };

  fake.payWithoutOrder = (amount, status = 'captured') => {
    const payment: FakePayment = {
      id: id('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status,
      order_id: null,
      captured: status === 'captured',
      error_description: status === 'failed' ? 'The bank declined it.' : null,
      method: 'card',
      amount_refunded: 0,
    };
    fake.payments.set(payment.id, payment);
    return payment;
  };

  const signed = (payload: string, opts: { eventId?: string; secret?: string }) => ({
    payload,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmac(opts.secret ?? webhookSecret, payload),
      'x-razorpay-event-id': opts.eventId ?? id('evt'),
    },
  });

  fake.refundWebhook = (event, refund, opts = {}) => {
    const payment = fake.payments.get(refund.payment_id);
    const entity = { ...refund, status: event === 'refund.processed' ? 'processed' : 'failed' };
    const payload = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount01',
      event,
      contains: ['refund', 'payment'],
      payload: { refund: { entity }, ...(payment ? { payment: { entity: payment } } : {}) },
      created_at: Math.floor(Date.now() / 1000),
    });
    return signed(payload, opts);
  };

  fake.webhook = (event, payment, opts = {}) => {
    const payload = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount01',
      event,
      contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity: payment },
        ...(event === 'order.paid' && payment.order_id ? { order: { entity: { id: payment.order_id, status: 'paid', amount_paid: payment.amount } } } : {}),
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return signed(payload, opts);
  };

  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
