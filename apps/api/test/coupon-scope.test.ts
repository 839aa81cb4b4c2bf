import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTHING_COVERED_MESSAGE } from '@canino/shared';
import { coupons, orders } from '../src/db/schema';
import { ownerTestApp } from './admin-support';
import { createCategory, createCoupon, createProduct, createVariant } from './helpers/factories';
import { checkoutBody, postCheckout } from './helpers/orders';
import { buyAndPay, registerShopForGst } from './helpers/invoiced-orders';

const { t, call } = ownerTestApp();
beforeAll(async () => {
  await registerShopForGst(t);
});

/** Joint Care holds the chews (₹600 at 18 %); the salmon oil (₹1,500 at 5 %) is in another category. */
async function shelf() {
  const jointCare = await createCategory(t.ctx, { name: `Joint Care ${Math.random().toString(36).slice(2, 6)}` });
  const chews = await createProduct(t.ctx, { categoryId: jointCare.id, name: 'Hip Chews', sellingPricePaise: 60000, hsnCode: '2309', gstRate: 18 });
  const oil = await createProduct(t.ctx, { name: 'Salmon Oil', sellingPricePaise: 150000, hsnCode: '1504', gstRate: 5 });
  return { jointCare, chews, oil };
}

describe('a coupon for some goods at checkout', () => {
  it('takes 10 % off the covered line alone, marks the lines, and the invoice gives the discount to that line', async () => {
    const { jointCare, chews, oil } = await shelf();
    const coupon = await createCoupon(t.ctx, { categoryIds: [jointCare.id] });
    const { order, lines, invoice } = await buyAndPay(
      t,
      [
        { productId: chews.id, quantity: 1 },
        { productId: oil.id, quantity: 1 },
      ],
      coupon.code,
    );
    // ₹2,100 of goods; 10 % of the ₹600 of chews = ₹60; ₹2,040 and free delivery over the threshold, or ₹75 under it.
    expect(order).toMatchObject({ subtotalPaise: 210000, discountPaise: 6000, couponCode: coupon.code });
    expect(order.totalPaise).toBe(204000 + order.shippingPaise);
    expect(lines.map((l) => [l.productId, l.couponApplies])).toEqual([
      [chews.id, true],
      [oil.id, false],
    ]);
    const goods = invoice.document.tax.lines.filter((l) => l.kind === 'item');
    expect(goods.map((l) => [l.description, l.discountPaise, l.valuePaise])).toEqual([
      ['Hip Chews', 6000, 54000],
      ['Salmon Oil', 0, 150000],
    ]);
    expect(invoice.taxablePaise + invoice.taxPaise).toBe(order.totalPaise);
  });

  it('covers a size named alone, and not the other size of the same product', async () => {
    const { chews } = await shelf();
    const big = await createVariant(t.ctx, chews.id, { sellingPricePaise: 100000, stock: 5 });
    const coupon = await createCoupon(t.ctx, { kind: 'flat', percent: 0, flatPaise: 20000, variantIds: [big.id] });
    const res = await postCheckout(
      t,
      checkoutBody(
        [
          { productId: chews.id, variantId: chews.variantId, quantity: 1 },
          { productId: chews.id, variantId: big.id, quantity: 1 },
        ],
        { couponCode: coupon.code },
      ),
    );
    expect(res.statusCode).toBe(200);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.couponCode, coupon.code));
    expect(order).toMatchObject({ subtotalPaise: 160000, discountPaise: 20000 });
  });

  it('refuses, with its reason and nothing written, a cart that holds none of the goods or too little of them', async () => {
    const { jointCare, chews, oil } = await shelf();
    const before = (await t.ctx.db.select().from(orders)).length;
    const none = await createCoupon(t.ctx, { categoryIds: [jointCare.id] });
    const res = await postCheckout(t, checkoutBody([{ productId: oil.id, quantity: 1 }], { couponCode: none.code }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ couponCode: NOTHING_COVERED_MESSAGE });
    // ₹1,000 of Joint Care needed: the ₹1,500 of oil does not count towards it.
    const over1000 = await createCoupon(t.ctx, { categoryIds: [jointCare.id], minOrderPaise: 100000 });
    const short = await postCheckout(
      t,
      checkoutBody(
        [
          { productId: chews.id, quantity: 1 },
          { productId: oil.id, quantity: 1 },
        ],
        { couponCode: over1000.code },
      ),
    );
    expect(short.json().errors).toEqual({ couponCode: 'This coupon needs at least ₹1,000.00 of the items it covers' });
    expect((await t.ctx.db.select().from(orders)).length).toBe(before);
    const { order } = await buyAndPay(t, [{ productId: chews.id, quantity: 2 }], over1000.code);
    expect(order.discountPaise).toBe(12000);
  });
});

describe('what the cart and the offers are told', () => {
  it("names what the coupon covers, lists the category's products for the cart, and leaves its minimum to the cart", async () => {
    const { jointCare, chews, oil } = await shelf();
    const coupon = await createCoupon(t.ctx, { categoryIds: [jointCare.id], productIds: [oil.id], minOrderPaise: 100000, shown: true });
    // A subtotal under the minimum is not refused here: only the cart knows how much of it is covered.
    const res = await t.app.inject(`/admin/api/coupen/${coupon.code}?subtotal=100`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      description: `10% off on ${jointCare.name} products and Salmon Oil when you spend ₹1,000.00 or more on them`,
      covers: { product_ids: [chews.id, oil.id].sort((a, b) => a - b), variant_ids: [] },
    });
    const offers = (await t.app.inject('/admin/api/offers')).json().data as { code: string; productIds: number[]; categoryIds: number[] }[];
    expect(offers.find((o) => o.code === coupon.code)).toMatchObject({ categoryIds: [jointCare.id], productIds: expect.arrayContaining([chews.id, oil.id]) });
  });

  it('tells a whole-order coupon by covers: null', async () => {
    const coupon = await createCoupon(t.ctx);
    expect((await t.app.inject(`/admin/api/coupen/${coupon.code}?subtotal=500`)).json().data.covers).toBeNull();
  });
});

describe('the owner choosing what a coupon covers', () => {
  it('offers every category and product with its sizes, saves the choice with its words, and audits it', async () => {
    const { jointCare, chews } = await shelf();
    const big = await createVariant(t.ctx, chews.id, { label: '120 chews' });
    const options = (await call('GET', '/coupons/scope-options')).json().data;
    expect(options.categories).toContainEqual({ id: jointCare.id, name: jointCare.name });
    expect(options.products.find((p: { id: number }) => p.id === chews.id).sizes.map((s: { id: number }) => s.id)).toContain(big.id);
    const code = `JC${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
    const saved = await call('POST', '/coupons', { code, percent: 15, categoryIds: [jointCare.id, jointCare.id], variantIds: [big.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ categoryIds: [jointCare.id], productIds: [], variantIds: [big.id], covers: `${jointCare.name} products and Hip Chews, 120 chews` });
    const audit = (await call('GET', `/coupons/${saved.json().data.id}/audit`)).json().data.items;
    expect(audit[0].after).toMatchObject({ categoryIds: [jointCare.id], variantIds: [big.id] });
  });

  it('lists each coupon with its own words, scoped and whole-order side by side, as its own page names them', async () => {
    const { jointCare, chews, oil } = await shelf();
    const made = [
      await createCoupon(t.ctx, { categoryIds: [jointCare.id] }),
      await createCoupon(t.ctx),
      await createCoupon(t.ctx, { productIds: [oil.id], variantIds: [(await createVariant(t.ctx, chews.id, { label: '60 chews' })).id] }),
    ];
    const listed = (await call('GET', '/coupons?pageSize=100')).json().data.items as { id: number; covers: string | null }[];
    for (const c of made) {
      const own = (await call('GET', `/coupons/${c.id}`)).json().data.covers;
      expect(listed.find((l) => l.id === c.id)?.covers).toBe(own);
    }
    expect(made.map((c) => listed.find((l) => l.id === c.id)?.covers)).toEqual([`${jointCare.name} products`, null, `${oil.name} and ${chews.name}, 60 chews`]);
  });

  it.each([
    ['a category that does not exist', { categoryIds: [999999] }, 422, { categoryIds: 'A chosen category no longer exists' }],
    ['a product that does not exist', { productIds: [999999] }, 422, { productIds: 'A chosen product no longer exists' }],
    ['a size that does not exist', { variantIds: [999999] }, 422, { variantIds: 'A chosen size no longer exists' }],
    ['an id that is not a number', { productIds: ['chews'] }, 400, { 'productIds.0': 'Choose products from the list' }],
  ])('refuses %s, saving nothing', async (_name, scope, status, errors) => {
    const code = `NX${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
    const res = await call('POST', '/coupons', { code, percent: 10, ...scope });
    expect(res.statusCode).toBe(status);
    expect(res.json().errors).toEqual(errors);
    expect(await t.ctx.db.select().from(coupons).where(eq(coupons.code, code))).toEqual([]);
  });
});
