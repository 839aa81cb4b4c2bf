import { formatINR, type PaymentSession } from '@canino/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoices, payments } from '../src/db/schema';
import { cancelUnconfirmedCodOrders } from '../src/services/orders/cancel-unconfirmed-cod';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { forgetShopProfile } from '../src/services/orders/shop-profile';
import { ownerTestApp, enableCod } from './admin-support';
import { createProduct } from './helpers/factories';
import { registerShopForGst } from './helpers/invoiced-orders';
import { checkoutBody, eventsOf, mailTo, orderRow, paidReport, paySimulated, reportPayment, stockOf } from './helpers/orders';

/**
 * A cash-on-delivery order waits for its shopper's Confirm before it may ship (decision 063): answered
 * from the emailed link, by the owner on the phone, or cancelled unanswered after COD_CONFIRM_HOURS.
 */
const HOUR = 3_600_000;
let clockOffset = 0;
const { t, call: admin } = ownerTestApp({ COD_CONFIRM_HOURS: '24' }, { now: () => new Date(Date.now() + clockOffset) });
beforeAll(async () => {
  await enableCod(admin, { maxOpenOrdersPerPhone: 50 });
});
beforeEach(() => {
  clockOffset = 0;
});

let phone = 9100000000;
async function placeCod(quantity = 1) {
  const p = await createProduct(t.ctx, { sellingPricePaise: 50_000, stock: 5 });
  const body = checkoutBody([{ productId: p.id, quantity }]);
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/checkout/cod', payload: { ...body, billing: { ...body.billing, mobile: String(++phone) } } });
  expect(res.statusCode, res.body).toBe(200);
  const placed = res.json().data as { orderId: number; orderStatus: string; message: string };
  const email = (await orderRow(t, placed.orderId)).email;
  const ask = mailTo(t, email).find((m) => m.subject === `Please confirm your order #${placed.orderId}`);
  const confirmUrl = ask?.text.match(/Confirm the order: (\S+)/)?.[1] ?? '';
  return { placed, product: p, email, ask, confirmUrl, token: confirmUrl.split('#token=')[1] ?? '' };
}
const answer = (token: string, answer: 'confirm' | 'cancel') => t.app.inject({ method: 'POST', url: '/admin/api/orders/cod-confirmation', payload: { token, answer } });
const read = (token: string) => t.app.inject({ method: 'POST', url: '/admin/api/orders/cod-confirmation/read', payload: { token } });

describe('a cash-on-delivery order awaits confirmation', () => {
  it('is placed awaiting confirmation, its stock taken, and the shopper emailed a Confirm link that opens a page', async () => {
    const { placed, product, ask, confirmUrl, token } = await placeCod(2);
    expect(placed.orderStatus).toBe('cod_awaiting_confirmation');
    expect(placed.message).toMatch(/Please confirm your order #\d+/);
    expect(await stockOf(t, product.id)).toBe(3);
    expect(confirmUrl).toMatch(/^http:\/\/shop\.test\/confirm-order\?answer=confirm#token=[A-Za-z0-9_-]{43}$/);
    expect(ask!.text).toMatch(/within 24 hours, the order is cancelled/);
    // Opening the page reads the order and changes nothing.
    const page = await read(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ orderId: placed.orderId, orderStatus: 'cod_awaiting_confirmation', awaiting: true });
    expect((await orderRow(t, placed.orderId)).status).toBe('cod_awaiting_confirmation');
  });

  it('Confirm makes it confirmed and sends the confirmation once; a second Confirm is harmless, a later Cancel refused', async () => {
    const { placed, email, token } = await placeCod();
    const res = await answer(token, 'confirm');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ orderStatus: 'cod_confirmed', awaiting: false });
    const confirmed = () => mailTo(t, email).filter((m) => m.subject.includes(`order #${placed.orderId} is confirmed`));
    expect(confirmed()).toHaveLength(1);
    expect((await eventsOf(t, placed.orderId)).at(-1)).toMatchObject({ toStatus: 'cod_confirmed', actor: 'customer' });

    const again = await answer(token, 'confirm');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.orderStatus).toBe('cod_confirmed');
    expect(confirmed()).toHaveLength(1);
    const late = await answer(token, 'cancel');
    expect(late.statusCode).toBe(409);
    expect((await orderRow(t, placed.orderId)).status).toBe('cod_confirmed');
  });

  it('Confirm answers when the shop’s details are no longer cached (read inside the transaction, not beside it)', async () => {
    const { placed, token } = await placeCod();
    // Ten seconds on, the cached copy is gone; on the embedded database a read outside the transaction would wait forever.
    forgetShopProfile(t.ctx);
    const res = await answer(token, 'confirm');
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(t, placed.orderId)).status).toBe('cod_confirmed');
  });

  it('Cancel cancels it and returns its stock', async () => {
    const { placed, product, token } = await placeCod(2);
    const res = await answer(token, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ orderId: placed.orderId, orderStatus: 'cancelled', awaiting: false });
    expect(await stockOf(t, product.id)).toBe(5);
    expect((await answer(token, 'confirm')).statusCode).toBe(409);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('refuses a forged or altered token with one answer', async () => {
    const { placed, token } = await placeCod();
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const res of [await answer(forged, 'confirm'), await read(forged)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, message: 'This confirmation link is not valid' });
    }
    expect((await answer('short', 'confirm')).statusCode).toBe(400);
    expect((await orderRow(t, placed.orderId)).status).toBe('cod_awaiting_confirmation');
  });

  it('only a confirmed order can be packed; the owner may confirm it by phone', async () => {
    const { placed, email } = await placeCod();
    const early = await admin('POST', `/orders/${placed.orderId}/status`, { status: 'packed' });
    expect(early.statusCode).toBe(409);
    const detail = (await admin('GET', `/orders/${placed.orderId}`)).json().data;
    expect(detail.nextStatuses).toEqual(['cod_confirmed', 'cancelled']);
    const byPhone = await admin('POST', `/orders/${placed.orderId}/status`, { status: 'cod_confirmed', note: 'Confirmed by phone' });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(mailTo(t, email).filter((m) => m.subject.includes(`order #${placed.orderId} is confirmed`))).toHaveLength(1);
    expect((await admin('POST', `/orders/${placed.orderId}/status`, { status: 'packed' })).statusCode).toBe(200);
  });
});

describe('an unconfirmed order is cancelled after COD_CONFIRM_HOURS', () => {
  it('by the sweep, once, with its stock returned and the shopper told; its link then confirms nothing', async () => {
    const { placed, product, email, token } = await placeCod(2);
    clockOffset = 23 * HOUR;
    expect(await cancelUnconfirmedCodOrders(t.ctx)).toBe(0);
    clockOffset = 24 * HOUR + 1000;
    expect(await cancelUnconfirmedCodOrders(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t, placed.orderId)).status).toBe('cancelled');
    expect(await stockOf(t, product.id)).toBe(5);
    expect((await eventsOf(t, placed.orderId)).at(-1)).toMatchObject({ toStatus: 'cancelled', actor: 'system', note: 'Not confirmed within 24 h: cancelled' });
    await t.ctx.jobs.runDue();
    expect(mailTo(t, email).some((m) => m.text.includes(`Your order #${placed.orderId} has been cancelled.`))).toBe(true);
    expect(await cancelUnconfirmedCodOrders(t.ctx)).toBe(0);
    expect((await answer(token, 'confirm')).statusCode).toBe(409);
  });

  it('a Confirm racing the sweep: exactly one wins', async () => {
    const { placed, product, token } = await placeCod();
    clockOffset = 25 * HOUR;
    const [confirm, swept] = await Promise.all([answer(token, 'confirm'), cancelUnconfirmedCodOrders(t.ctx)]);
    const status = (await orderRow(t, placed.orderId)).status;
    if (status === 'cod_confirmed') {
      expect(confirm.statusCode).toBe(200);
      expect(await stockOf(t, product.id)).toBe(4);
    } else {
      expect(status).toBe('cancelled');
      expect(swept).toBeGreaterThanOrEqual(1);
      expect(confirm.statusCode).toBe(409);
      expect(await stockOf(t, product.id)).toBe(5);
    }
    const moves = (await eventsOf(t, placed.orderId)).filter((e) => e.fromStatus === 'cod_awaiting_confirmation');
    expect(moves).toHaveLength(1);
  });
});

describe('"Pay now instead" on the confirmation page', () => {
  const bank = () => t.ctx.payments as SimulatedProvider;
  const payNow = (token: string) => t.app.inject({ method: 'POST', url: '/admin/api/orders/cod-confirmation/pay', payload: { token } });
  const invoicesOf = (orderId: number) => t.ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  // A shop registered for GST issues a tax invoice with every paid order.
  beforeAll(() => registerShopForGst(t));

  it('pays the order online for its total less the COD fee, with the browser racing the webhook: paid once, invoiced, the stock taken once', async () => {
    const { placed, product, email, token, ask } = await placeCod(2);
    const before = await orderRow(t, placed.orderId);
    expect(before.codFeePaise).toBeGreaterThan(0);
    const [pay, save] = [formatINR(before.totalPaise - before.codFeePaise), formatINR(before.codFeePaise)];
    expect(ask!.text).toContain(`Or pay ${pay} online now instead and save the ${save} Cash on Delivery fee: http://shop.test/confirm-order#token=${token}`);
    const page = (await read(token)).json().data;
    expect(page.payNow).toEqual({ amountPaise: before.totalPaise - before.codFeePaise, savePaise: before.codFeePaise });

    const res = await payNow(token);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().data as PaymentSession;
    expect(session.razorpayOptions.amount).toBe(before.totalPaise - before.codFeePaise);
    // A second press opens the same attempt, not another.
    expect((await payNow(token)).json().data.razorpayOptions.order_id).toBe(session.razorpayOptions.order_id);

    const paid = await paySimulated(t, session, 'success');
    const [report] = await Promise.all([reportPayment(t, session, paidReport(paid)), bank().settled()]);
    expect(report.json()).toMatchObject({ status: 1, data: { orderId: placed.orderId, orderStatus: 'paid', paymentStatus: 'paid' } });

    const after = await orderRow(t, placed.orderId);
    expect(after).toMatchObject({ status: 'paid', paymentMethod: 'online', codFeePaise: 0, totalPaise: before.totalPaise - before.codFeePaise, paidAt: expect.any(Date) });
    expect(await stockOf(t, product.id)).toBe(3);
    const moves = (await eventsOf(t, placed.orderId)).filter((e) => e.toStatus === 'paid');
    expect(moves).toEqual([
      expect.objectContaining({
        fromStatus: 'cod_awaiting_confirmation',
        note: expect.stringMatching(/^Paid online instead of cash on delivery: payment pay_\w+ verified, the ₹[\d.,]+ COD fee dropped$/),
      }),
    ]);
    expect(await invoicesOf(placed.orderId)).toEqual([expect.objectContaining({ totalPaise: after.totalPaise })]);
    expect(mailTo(t, email).filter((m) => m.subject === `Your Canino order #${placed.orderId} is confirmed`)).toHaveLength(1);

    // The page now says it is paid and offers nothing; a late press is refused and changes nothing.
    expect((await read(token)).json().data).toMatchObject({ orderStatus: 'paid', awaiting: false, payNow: null });
    const late = await payNow(token);
    expect([late.statusCode, late.json().message]).toEqual([409, `Order #${placed.orderId} can no longer be paid online here: it is paid.`]);
    expect((await answer(token, 'cancel')).statusCode).toBe(409);
  });

  it('a confirmed order may be paid now too; a payment that lands after the shopper cancelled is kept with a refund due', async () => {
    const confirmed = await placeCod();
    expect((await answer(confirmed.token, 'confirm')).statusCode).toBe(200);
    const session = (await payNow(confirmed.token)).json().data as PaymentSession;
    await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
    await bank().settled();
    expect(await orderRow(t, confirmed.placed.orderId)).toMatchObject({ status: 'paid', paymentMethod: 'online', codFeePaise: 0 });

    const { placed, product, token } = await placeCod();
    const opened = (await payNow(token)).json().data as PaymentSession;
    expect((await answer(token, 'cancel')).statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(5);
    await reportPayment(t, opened, paidReport(await paySimulated(t, opened, 'success')));
    await bank().settled();
    const order = await orderRow(t, placed.orderId);
    expect(order).toMatchObject({ status: 'cancelled', paymentMethod: 'online', paidAt: expect.any(Date) });
    expect((await eventsOf(t, placed.orderId)).at(-1)).toMatchObject({
      toStatus: 'cancelled',
      note: expect.stringMatching(/but it arrived after the order was cancelled: refund due$/),
    });
    // The stock came back once, at the cancel; the payment takes none.
    expect(await stockOf(t, product.id)).toBe(5);
    expect(await invoicesOf(placed.orderId)).toEqual([]);
  });

  it('a payment that lands after the owner packed the order leaves it packed for cash, with the payment kept and the owner told to refund it', async () => {
    const { placed, product, token } = await placeCod();
    expect((await answer(token, 'confirm')).statusCode).toBe(200);
    const opened = (await payNow(token)).json().data as PaymentSession;
    expect((await admin('POST', `/orders/${placed.orderId}/status`, { status: 'packed' })).statusCode).toBe(200);
    const stock = await stockOf(t, product.id);
    await reportPayment(t, opened, paidReport(await paySimulated(t, opened, 'success')));
    await bank().settled();
    const order = await orderRow(t, placed.orderId);
    // Still the parcel the courier collects cash for: nothing about it changes but the note.
    expect(order).toMatchObject({ status: 'packed', paymentMethod: 'cod', paidAt: null });
    expect(order.codFeePaise).toBeGreaterThan(0);
    expect((await eventsOf(t, placed.orderId)).at(-1)).toMatchObject({
      fromStatus: 'packed',
      toStatus: 'packed',
      note: expect.stringMatching(/^Payment pay_\w+ verified after the order was packed for cash on delivery: refund it, or tell the courier to collect nothing$/),
    });
    const [attempt] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(attempt).toMatchObject({ status: 'paid' });
    expect(await stockOf(t, product.id)).toBe(stock);
    expect(await invoicesOf(placed.orderId)).toEqual([]);
  });

  it('refuses a token it does not know (404) and a body without one (400), opening no payment', async () => {
    const unknown = await payNow('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/admin/api/orders/cod-confirmation/pay', payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});
