import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const check = (code: string, query = '') => t.app.inject(`/admin/api/coupen/${encodeURIComponent(code)}${query}`);

describe('coupen/{code}', () => {
  it('gives the percentage of a valid code, whatever its case and spacing', async () => {
    const c = await createCoupon(t.ctx, { percent: 12, minOrderPaise: 50000 });
    const res = await check(` ${c.code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      data: {
        coupen_per: 12,
        code: c.code,
        min_order: 500,
        kind: 'percent',
        cap: null,
        flat_off: null,
        min_qty: null,
        description: '12% off on orders of ₹500.00 or more',
        covers: null,
      },
    });
  });

  it.each([
    ['unknown', async () => 'NO-SUCH-CODE'],
    ['inactive', async () => (await createCoupon(t.ctx, { active: false })).code],
    ['expired', async () => (await createCoupon(t.ctx, { validTo: new Date(Date.now() - DAY) })).code],
    ['not started', async () => (await createCoupon(t.ctx, { validFrom: new Date(Date.now() + DAY) })).code],
    ['used up', async () => (await createCoupon(t.ctx, { usageLimit: 5, usedCount: 5 })).code],
    ['SQL-looking', async () => "' OR '1'='1"],
  ])('refuses a %s code exactly as an unknown one: 404, status 0, the same message', async (_label, makeCode) => {
    const res = await check(await makeCode(), '?subtotal=5000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, message: 'This coupon code is not valid', errors: { code: 'This coupon code is not valid' } });
  });

  it('tells an expired code below its minimum order only that it is not valid, not its minimum', async () => {
    const c = await createCoupon(t.ctx, { minOrderPaise: 99900, validTo: new Date(Date.now() - DAY) });
    const res = await check(c.code, '?subtotal=10');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This coupon code is not valid');
  });

  it('checks the minimum order when the cart subtotal (rupees) is given', async () => {
    const c = await createCoupon(t.ctx, { minOrderPaise: 99900 });
    const low = await check(c.code, '?subtotal=998.5');
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toMatch(/^This coupon needs an order of at least ₹\s?999/);
    expect((await check(c.code, '?subtotal=999')).json().status).toBe(1);
    const bad = await check(c.code, '?subtotal=lots');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 0, message: 'Enter a number', errors: { subtotal: 'Enter a number' } });
  });
});
