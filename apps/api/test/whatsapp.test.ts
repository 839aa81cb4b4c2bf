import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { consents, jobs, orders, whatsappMessages } from '../src/db/schema';
import { MessageRefused } from '../src/ports/message-channel';
import { hasConsent, recordConsent } from '../src/services/consents/consents';
import { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { applyStatusChange } from '../src/services/orders/apply-status-change';
import { createCloudApiWhatsApp } from '../src/services/whatsapp/cloud-api';
import { enqueueCodConfirmRequest, enqueueStatusUpdate } from '../src/services/whatsapp/order-updates';
import { createCustomer, createProduct, insertOrder, TEST_PASSWORD } from './helpers/factories';
import { checkoutBody, paySimulated, startCheckout } from './helpers/orders';
import { startFakeWhatsApp, type FakeWhatsApp } from './helpers/fake-whatsapp';
import { loginAs } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';
import { asAdmin } from './admin-support';

let fake: FakeWhatsApp;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeWhatsApp();
  // Retries come due at once, so one run of the queue shows a job's every attempt.
  t = await createTestApp({ ...fake.env, JOB_RETRY_BASE_MS: '1', JOB_RETRY_MAX_MS: '1' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A customer who ticked "Send order updates on WhatsApp" on the account page, and their paid order. */
async function consentingCustomerWithOrder() {
  const customer = await createCustomer(t.ctx);
  const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
  const res = await t.app.inject({ method: 'PUT', url: '/admin/api/account/consents', headers: { cookie }, payload: { purpose: 'whatsapp_updates', granted: true } });
  expect(res.statusCode, res.body).toBe(200);
  const { order } = await insertOrder(t.ctx, { status: 'paid', customerId: customer.id, firstName: 'Asha', email: customer.email });
  return { customer, order };
}

async function ship(order: Awaited<ReturnType<typeof insertOrder>>['order']) {
  await t.ctx.db.transaction((tx) =>
    applyStatusChange(tx, t.ctx, {
      order,
      customerName: 'Asha Raman',
      to: 'shipped',
      actor: 'admin:owner@shop.test',
      note: '',
      shipment: { courier: 'Delhivery', awb: 'AWB123', trackingUrl: 'http://shop.test/track/abc' },
    }),
  );
  await t.ctx.jobs.runDue();
}

const messagesOf = (orderId: number) => t.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));
const requestsTo = (mobile: string) => fake.requests.filter((r) => r.body.to === `91${mobile}`);

const webhook = (body: object, signature?: string) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/admin/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? fake.sign(raw) },
    payload: raw,
  });
};
const delivery = (value: object) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
});
const statusOf = (id: string, status: string, timestamp: number) => delivery({ statuses: [{ id, status, timestamp: String(timestamp), recipient_id: '91' }] });

describe('order updates on WhatsApp', () => {
  it('sends the shipped template once, in the Cloud API’s shape, though the provider failed twice and the event came twice', async () => {
    const { customer, order } = await consentingCustomerWithOrder();
    fake.failNext = 2;
    fake.failStatus = 503;
    await ship(order);

    // Each retry comes due a millisecond after its failure, by the database's clock: run the queue until it did.
    await expect.poll(async () => (await t.ctx.jobs.runDue(), requestsTo(customer.mobile).length), { timeout: 10_000 }).toBe(3);
    await t.ctx.jobs.runDue();
    const requests = requestsTo(customer.mobile);
    expect(requests).toHaveLength(3);
    expect(requests[2]).toEqual({
      path: `/${fake.phoneNumberId}/messages`,
      authorization: `Bearer ${fake.token}`,
      body: {
        messaging_product: 'whatsapp',
        to: `91${customer.mobile}`,
        type: 'template',
        template: {
          name: 'order_shipped',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: ['Asha', String(order.id), 'Delhivery', 'http://shop.test/track/abc'].map((text) => ({ type: 'text', text })),
            },
          ],
        },
      },
    });
    const [message] = await messagesOf(order.id);
    expect(message).toMatchObject({ template: 'order_shipped', status: 'sent', providerMessageId: fake.accepted.at(-1), toNumber: `91${customer.mobile}` });
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `whatsapp:order_shipped:${order.id}`));
    expect(job).toMatchObject({ kind: 'whatsapp', state: 'done', attempts: 3 });

    // The same event again (a second node, a repeated tracking event): no second job, no second message.
    await t.ctx.db.transaction((tx) => enqueueStatusUpdate(tx, t.ctx, order, 'shipped'));
    await t.ctx.jobs.runDue();
    expect(requestsTo(customer.mobile)).toHaveLength(3);
    expect(await messagesOf(order.id)).toHaveLength(1);
    // The email went as before.
    expect(t.mail.filter((m) => m.to === customer.email && m.subject.includes('Shipped'))).toHaveLength(1);
  });

  /** A consenting customer's order, placed and paid at checkout as the storefront does it. */
  async function paidAtCheckout() {
    const { customer } = await consentingCustomerWithOrder();
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const product = await createProduct(t.ctx);
    const session = await startCheckout(t, checkoutBody([{ productId: product.id, quantity: 1 }]), cookie);
    await paySimulated(t, session, 'success');
    // The simulated provider's webhook settles the order, as Razorpay's would; its jobs run after it.
    await (t.ctx.payments as SimulatedProvider).settled();
    return { customer, orderId: session.orderId };
  }
  const parametersOf = (mobile: string, template: string) =>
    requestsTo(mobile)
      .filter((r) => r.body.template?.name === template)
      .map((r) => r.body.template!.components![0]!.parameters!.map((p) => p.text));

  it('confirms an order paid at checkout, and tells of its refund once processed', async () => {
    const { customer, orderId } = await paidAtCheckout();
    expect(parametersOf(customer.mobile, 'order_confirmed')).toEqual([['Asha', String(orderId), expect.stringMatching(/^₹/)]]);

    const { call } = await asAdmin(t);
    const refund = await call('POST', `/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 10000 });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.ctx.jobs.runDue();
    expect(parametersOf(customer.mobile, 'refund_processed')).toEqual([['Asha', '₹100.00', String(orderId)]]);
    const rows = await messagesOf(orderId);
    expect(rows.map((r) => [r.template, r.status])).toEqual([
      ['order_confirmed', 'sent'],
      ['refund_processed', 'sent'],
    ]);
  });

  it('sends nothing without consent, and the email still goes', async () => {
    const customer = await createCustomer(t.ctx);
    const { order } = await insertOrder(t.ctx, { status: 'paid', customerId: customer.id, email: customer.email });
    await ship(order);
    expect(requestsTo(customer.mobile)).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `whatsapp:order_shipped:${order.id}`)),
    ).toEqual([]);
    expect(t.mail.filter((m) => m.to === customer.email)).toHaveLength(1);
  });

  it('sends nothing when the consent ended after the update was queued', async () => {
    const { customer, order } = await consentingCustomerWithOrder();
    await t.ctx.db.transaction((tx) => enqueueStatusUpdate(tx, t.ctx, order, 'out_for_delivery'));
    await recordConsent(t.ctx.db, new Date(), customer.id, 'whatsapp_updates', false, 'account');
    await t.ctx.jobs.runDue();
    expect(requestsTo(customer.mobile)).toEqual([]);
    expect(await messagesOf(order.id)).toEqual([]);
  });

  it('records a refusal (4xx) as failed and does not retry it', async () => {
    const { customer, order } = await consentingCustomerWithOrder();
    fake.failNext = 1;
    fake.failStatus = 400;
    await ship(order);
    expect(requestsTo(customer.mobile)).toHaveLength(1);
    const [message] = await messagesOf(order.id);
    expect(message).toMatchObject({ status: 'failed', providerMessageId: null, error: expect.stringContaining('400') });
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `whatsapp:order_shipped:${order.id}`));
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
  });
});

describe('the WhatsApp box at checkout', () => {
  it('ticked by a logged-in shopper, is their consent from the checkout, and the paid order’s confirmation comes on WhatsApp', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx, { stock: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }], { whatsappUpdates: true }), cookie);
    const recorded = await t.ctx.db.select().from(consents).where(eq(consents.customerId, customer.id));
    expect(recorded).toEqual([expect.objectContaining({ purpose: 'whatsapp_updates', granted: true, source: 'checkout' })]);
    await paySimulated(t, session, 'success');
    await (t.ctx.payments as SimulatedProvider).settled();
    await t.ctx.jobs.runDue();
    expect((await messagesOf(session.orderId)).map((m) => m.template)).toContain('order_confirmed');
  });

  it('left unticked changes nothing, and a guest’s tick is refused with nothing written', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx, { stock: 5 });
    await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }], { whatsappUpdates: false }), cookie);
    expect(await t.ctx.db.select().from(consents).where(eq(consents.customerId, customer.id))).toEqual([]);

    const before = (await t.ctx.db.select().from(orders)).length;
    const guest = await t.app.inject({ method: 'POST', url: '/admin/api/checkout', payload: checkoutBody([{ productId: p.id, quantity: 1 }], { whatsappUpdates: true }) });
    expect([guest.statusCode, guest.json().errors]).toEqual([422, { whatsappUpdates: expect.stringMatching(/need an account/) }]);
    expect((await t.ctx.db.select().from(orders)).length).toBe(before);
  });
});

describe('WhatsApp webhook', () => {
  it('answers Meta’s check of the address with the challenge, and refuses a wrong verify token', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `/admin/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${fake.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({ method: 'GET', url: '/admin/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' });
    expect(wrong.statusCode).toBe(403);
    const incomplete = await t.app.inject({ method: 'GET', url: `/admin/api/whatsapp/webhook?hub.verify_token=${fake.verifyToken}` });
    expect(incomplete.statusCode).toBe(400);
  });

  it('records delivered and read, and a late "sent" does not undo them', async () => {
    const { order } = await consentingCustomerWithOrder();
    await ship(order);
    const [sent] = await messagesOf(order.id);
    const wamid = sent!.providerMessageId!;
    for (const [status, at] of [
      ['delivered', 1_764_300_000],
      ['read', 1_764_300_060],
      ['sent', 1_764_299_990],
    ] as const) {
      const res = await webhook(statusOf(wamid, status, at));
      expect(res.statusCode, res.body).toBe(200);
    }
    const [read] = await messagesOf(order.id);
    expect(read).toMatchObject({ status: 'read', updatedAt: new Date(1_764_300_060_000) });
  });

  it('refuses a forged signature with 401 and changes nothing', async () => {
    const { order } = await consentingCustomerWithOrder();
    await ship(order);
    const [sent] = await messagesOf(order.id);
    const body = statusOf(sent!.providerMessageId!, 'failed', 1_764_300_000);
    const forged = await webhook(body, `sha256=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ status: 0, message: 'The webhook signature is not valid' });
    // Signed over other bytes than those sent.
    expect((await webhook(body, fake.sign(JSON.stringify({ ...body, object: 'x' })))).statusCode).toBe(401);
    expect((await webhook(body, '')).statusCode).toBe(401);
    expect((await messagesOf(order.id))[0]).toMatchObject({ status: 'sent' });
  });

  it('ends the customer’s consent when they reply STOP, and the next update is not sent', async () => {
    const { customer, order } = await consentingCustomerWithOrder();
    const res = await webhook(delivery({ messages: [{ from: `91${customer.mobile}`, id: 'wamid.in', timestamp: '1764300000', type: 'text', text: { body: ' Stop ' } }] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await hasConsent(t.ctx.db, customer.id, 'whatsapp_updates')).toBe(false);
    const [last] = await t.ctx.db
      .select()
      .from(consents)
      .where(and(eq(consents.customerId, customer.id), eq(consents.purpose, 'whatsapp_updates'), eq(consents.granted, false)));
    expect(last).toMatchObject({ source: 'whatsapp-reply' });
    await ship(order);
    expect(requestsTo(customer.mobile)).toEqual([]);
  });

  it("confirms a cash-on-delivery order by its request's Confirm button, once; a Cancel after it changes nothing", async () => {
    const customer = (await consentingCustomerWithOrder()).customer;
    const { order } = await insertOrder(t.ctx, { status: 'cod_awaiting_confirmation', customerId: customer.id, firstName: 'Asha', email: customer.email, codFeePaise: 4900 });
    await t.ctx.db.transaction((tx) => enqueueCodConfirmRequest(tx, order, { hours: 24, answerUrl: 'http://shop.test/confirm-order#token=x' }));
    await t.ctx.jobs.runDue();
    const [asked] = await messagesOf(order.id);
    expect(asked).toMatchObject({ template: 'cod_confirm_request', status: 'sent' });
    const reply = (text: string, context = asked!.providerMessageId!) =>
      webhook(delivery({ messages: [{ from: `91${customer.mobile}`, id: `wamid.${randomUUID()}`, type: 'button', button: { text, payload: text }, context: { id: context } }] }));

    // A button reply to some other message answers nothing.
    expect((await reply('Confirm', 'wamid.other')).body).toContain('0 orders answered');
    const confirmed = await reply('Confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain('1 orders answered');
    const row = async () => (await t.ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect((await row()).status).toBe('cod_confirmed');
    expect((await reply('Confirm')).body).toContain('0 orders answered');
    expect((await reply('Cancel')).statusCode).toBe(200);
    expect((await row()).status).toBe('cod_confirmed');
  });

  it('answers a body that is not a delivery with 400', async () => {
    const raw = 'not json';
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/whatsapp/webhook',
      headers: { 'content-type': 'text/plain', 'x-hub-signature-256': fake.sign(raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the Cloud API adapter', () => {
  const settings = () => ({ token: fake.token, phoneNumberId: fake.phoneNumberId, appSecret: fake.appSecret, verifyToken: fake.verifyToken, apiUrl: fake.url });
  const message = { to: '919812345678', template: 'order_out_for_delivery', language: 'en', params: ['Asha', '7'] };

  it('keeps the id Meta answers', async () => {
    const sent = await createCloudApiWhatsApp(settings(), t.ctx.log).sendTemplate(message);
    expect(sent.providerMessageId).toBe(fake.accepted.at(-1));
  });

  it('calls a 4xx permanent, and a 5xx, a 429 or no answer worth a retry', async () => {
    const channel = createCloudApiWhatsApp(settings(), t.ctx.log);
    const refusal = (status: number) => {
      fake.failNext = 1;
      fake.failStatus = status;
      return channel.sendTemplate(message).catch((err: unknown) => err);
    };
    expect(await refusal(400)).toMatchObject({ permanent: true });
    expect(await refusal(500)).toMatchObject({ permanent: false });
    expect(await refusal(429)).toMatchObject({ permanent: false });
    const badToken = await createCloudApiWhatsApp({ ...settings(), token: 'wrong' }, t.ctx.log)
      .sendTemplate(message)
      .catch((err: unknown) => err);
    expect(badToken).toBeInstanceOf(MessageRefused);
    expect(badToken).toMatchObject({ permanent: true });
    const down = await createCloudApiWhatsApp({ ...settings(), apiUrl: 'http://127.0.0.1:9' }, t.ctx.log)
      .sendTemplate(message)
      .catch((err: unknown) => err);
    expect(down).toMatchObject({ permanent: false });
  });
});

describe('the simulated channel', () => {
  it('writes each update to data/whatsapp-outbox, with the text the customer would read', async () => {
    const local = await createTestApp();
    try {
      const customer = await createCustomer(local.ctx);
      await recordConsent(local.ctx.db, new Date(), customer.id, 'whatsapp_updates', true, 'account');
      const { order } = await insertOrder(local.ctx, { status: 'shipped', customerId: customer.id, firstName: 'Asha' });
      await local.ctx.db.transaction((tx) => enqueueStatusUpdate(tx, local.ctx, order, 'out_for_delivery'));
      await local.ctx.jobs.runDue();
      const outbox = path.join(local.dataDir, 'whatsapp-outbox');
      const files = fs.readdirSync(outbox);
      expect(files).toHaveLength(1);
      const written = JSON.parse(fs.readFileSync(path.join(outbox, files[0]!), 'utf8')) as Record<string, unknown>;
      expect(written).toMatchObject({
        to: `91${customer.mobile}`,
        template: 'order_out_for_delivery',
        text: `Hello Asha, your order #${order.id} is out for delivery and should reach you today.`,
      });
      expect((await local.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, order.id)))[0]).toMatchObject({
        status: 'sent',
        providerMessageId: written.id,
      });
      // No WhatsApp account: its webhook is not there.
      expect((await local.app.inject({ method: 'GET', url: '/admin/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1' })).statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});

describe('the simulated phone', () => {
  it('shows a number its messages, and a tap on Confirm answers the order as the webhook would; STOP ends the updates', async () => {
    // A shop run on this computer only: the outbox holds every customer's messages.
    const local = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:3000', HOST: '127.0.0.1' });
    const phone = (mobile: string, method: 'GET' | 'POST', what: 'messages' | 'reply', payload?: object) =>
      local.app.inject({ method, url: `/admin/api/whatsapp/simulated/${what}?mobile=${mobile}`, payload });
    try {
      const customer = await createCustomer(local.ctx);
      await recordConsent(local.ctx.db, new Date(), customer.id, 'whatsapp_updates', true, 'account');
      const { order } = await insertOrder(local.ctx, { status: 'cod_awaiting_confirmation', customerId: customer.id, firstName: 'Asha', codFeePaise: 4900 });
      await local.ctx.db.transaction((tx) => enqueueCodConfirmRequest(tx, order, { hours: 24, answerUrl: 'http://127.0.0.1:3000/confirm-order#token=x' }));
      await local.ctx.jobs.runDue();

      const seen = await phone(customer.mobile, 'GET', 'messages');
      expect(seen.statusCode, seen.body).toBe(200);
      const [asked] = seen.json().data;
      expect(asked).toMatchObject({ template: 'cod_confirm_request', buttons: ['Confirm', 'Cancel'], text: expect.stringContaining(`order #${order.id}`) });
      // Another number sees none of it, and cannot answer it.
      expect((await phone('9000000001', 'GET', 'messages')).json().data).toEqual([]);
      expect((await phone('9000000001', 'POST', 'reply', { messageId: asked.id, reply: 'Confirm' })).statusCode).toBe(404);

      const confirmed = await phone(customer.mobile, 'POST', 'reply', { messageId: asked.id, reply: 'Confirm' });
      expect(confirmed.json()).toMatchObject({ status: 1, message: 'The order is confirmed' });
      expect((await local.ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('cod_confirmed');
      expect((await phone(customer.mobile, 'POST', 'reply', { messageId: asked.id, reply: 'Cancel' })).json().message).toBe('The shop received the reply; it changed nothing');

      expect((await phone(customer.mobile, 'POST', 'reply', { messageId: asked.id, reply: 'STOP' })).json().message).toBe('WhatsApp updates to this number are stopped');
      expect((await phone('12345', 'GET', 'messages')).statusCode).toBe(400);
      expect((await phone(customer.mobile, 'POST', 'reply', { messageId: asked.id, reply: 'Maybe' })).statusCode).toBe(400);
    } finally {
      await local.close();
    }
  });

  it('is not there on a shop others can reach, whose outbox holds its customers’ messages', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/whatsapp/simulated/messages?mobile=9876543210' })).statusCode).toBe(404);
    const local = await createTestApp();
    try {
      expect((await local.app.inject({ method: 'GET', url: '/admin/api/whatsapp/simulated/messages?mobile=9876543210' })).statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});

describe('WhatsApp settings', () => {
  const all = { WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v' };
  it('is simulated unless chosen or fully set, and refuses to start half set up', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    expect(loadConfig(all).whatsapp).toMatchObject({ token: 't', phoneNumberId: '1', apiUrl: 'https://graph.facebook.com/v21.0' });
    expect(() => loadConfig({ MESSAGES: 'whatsapp' })).toThrow(/MESSAGES=whatsapp needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN/);
    expect(() => loadConfig({ WHATSAPP_TOKEN: 't' })).toThrow(/WhatsApp needs WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ ...all, MESSAGES: 'simulated' })).toThrow(/set MESSAGES=whatsapp/);
    expect(() => loadConfig({ MESSAGES: 'sms' })).toThrow(/MESSAGES/);
  });
});
