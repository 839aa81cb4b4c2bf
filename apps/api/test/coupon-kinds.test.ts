import { beforeAll, describe, expect, it } from 'vitest';
import { ownerTestApp } from './admin-support';
import { createCoupon, createProduct } from './helpers/factories';
import { checkoutBody, postCheckout } from './helpers/orders';
import { buyAndPay, registerShopForGst } from './helpers/invoiced-orders';

const { t, call } = ownerTestApp();
beforeAll(async () => {
  await registerShopForGst(t);
});

describe('each kind of coupon through checkout to a paid order and its invoice', () => {
  // ₹1,299 at 18 % and 2 × ₹299 at 5 %: ₹1,897 of goods.
  const cart = async () => {
    const chews = await createProduct(t.ctx, { sellingPricePaise: 129900, hsnCode: '2309', gstRate: 18 });
    const oil = await createProduct(t.ctx, { sellingPricePaise: 29900, hsnCode: '1504', gstRate: 5 });
    return [
      { productId: chews.id, quantity: 1 },
      { productId: oil.id, quantity: 2 },
    ];
  };

  it.each([
    // 10 % = ₹189.70, capped at ₹150 → ₹1,747 + ₹75
    ['10% up to ₹150', { kind: 'percent' as const, percent: 10, capPaise: 15000 }, { discountPaise: 15000, shippingPaise: 7500, totalPaise: 182200 }],
    // ₹1,897 − ₹100 = ₹1,797 + ₹75
    ['₹100 off', { kind: 'flat' as const, percent: 0, flatPaise: 10000 }, { discountPaise: 10000, shippingPaise: 7500, totalPaise: 187200 }],
    // ₹1,897, no shipping
    ['free delivery', { kind: 'free_delivery' as const, percent: 0 }, { discountPaise: 0, shippingPaise: 0, totalPaise: 189700 }],
  ])('%s', async (_name, terms, expected) => {
    const coupon = await createCoupon(t.ctx, terms);
    const { order, invoice } = await buyAndPay(t, await cart(), coupon.code);
    expect(order).toMatchObject({ subtotalPaise: 189700, couponCode: coupon.code, ...expected });
    expect(order.couponPercent).toBe(terms.kind === 'percent' ? 10 : null);
    // The discount is spread over the goods in proportion; the invoice adds up to what was paid.
    expect(invoice.totalPaise).toBe(expected.totalPaise);
    expect(invoice.taxablePaise + invoice.taxPaise).toBe(expected.totalPaise);
    const goods = invoice.document.tax.lines.filter((l) => l.hsn !== '996812');
    expect(goods.map((l) => l.gstRate)).toEqual([18, 5]);
    expect(goods.reduce((s, l) => s + l.valuePaise, 0)).toBe(expected.totalPaise - expected.shippingPaise);
    expect(invoice.document.tax.lines.some((l) => l.hsn === '996812')).toBe(expected.shippingPaise > 0);
  });

  it('refuses a "buy 4 or more" coupon on 3 items at checkout with its reason, and takes it on 4', async () => {
    const coupon = await createCoupon(t.ctx, { minQuantity: 4 });
    const lines = await cart();
    const res = await postCheckout(t, checkoutBody(lines, { couponCode: coupon.code }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ couponCode: 'This coupon needs at least 4 items in the order' });
    const { order } = await buyAndPay(t, [lines[0]!, { ...lines[1]!, quantity: 3 }], coupon.code);
    expect(order.discountPaise).toBeGreaterThan(0);
  });
});

describe('the cart lookup of each kind', () => {
  it('tells what a flat coupon takes off, in rupees and in words, with coupen_per 0', async () => {
    const c = await createCoupon(t.ctx, { kind: 'flat', percent: 0, flatPaise: 10000, minOrderPaise: 99900 });
    const res = await t.app.inject(`/admin/api/coupen/${c.code}?subtotal=1200`);
    expect(res.json()).toEqual({
      status: 1,
      data: {
        coupen_per: 0,
        code: c.code,
        min_order: 999,
        kind: 'flat',
        cap: null,
        flat_off: 100,
        min_qty: null,
        description: '₹100.00 off on orders of ₹999.00 or more',
        covers: null,
      },
    });
  });
});

describe('coupon definitions the admin may save', () => {
  const coupon = (over: Record<string, unknown>) => ({ code: `K${Math.random().toString(36).slice(2, 8)}`, percent: 10, ...over });

  it('saves each kind with its own terms', async () => {
    const capped = await call('POST', '/coupons', coupon({ capPaise: 20000, minQuantity: 3 }));
    expect(capped.json().data).toMatchObject({ kind: 'percent', percent: 10, capPaise: 20000, flatPaise: null, minQuantity: 3 });
    const flat = await call('POST', '/coupons', coupon({ kind: 'flat', percent: 0, flatPaise: 10000 }));
    expect(flat.json().data).toMatchObject({ kind: 'flat', percent: 0, flatPaise: 10000 });
    const free = await call('POST', '/coupons', coupon({ kind: 'free_delivery', percent: 0 }));
    expect(free.json().data).toMatchObject({ kind: 'free_delivery', capPaise: null, flatPaise: null });
  });

  it.each([
    ['a cap without a percentage', { kind: 'flat', percent: 0, flatPaise: 10000, capPaise: 5000 }, { capPaise: 'Only a percent-off coupon has a cap' }],
    ['a flat coupon without an amount', { kind: 'flat', percent: 0 }, { flatPaise: 'The amount off is required' }],
    ['a flat amount of ₹0', { kind: 'flat', percent: 0, flatPaise: 0 }, { flatPaise: 'The amount off must be more than ₹0' }],
    ['a percentage on free delivery', { kind: 'free_delivery', percent: 10 }, { percent: 'Only a percent-off coupon has a percent' }],
    ['a percent coupon of 0 %', { percent: 0 }, { percent: 'Percent must be between 1 and 100' }],
    ['a minimum of 0 items', { minQuantity: 0 }, { minQuantity: 'Leave empty for any number, or use 1 or more' }],
    ['an unknown kind', { kind: 'bogof' }, { kind: 'Choose percent off, flat amount off or free delivery' }],
  ])('refuses %s, saving nothing', async (_name, over, errors) => {
    const body = coupon(over);
    const res = await call('POST', '/coupons', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect((await call('GET', `/coupons?q=${body.code}`)).json().data.items).toEqual([]);
  });
});
