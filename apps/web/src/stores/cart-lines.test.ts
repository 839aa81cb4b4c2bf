import { describe, expect, it } from 'vitest';
import {
  addProduct,
  clampQuantity,
  itemCount,
  lineName,
  parseCart,
  productOfSize,
  reconcileLines,
  removeLine,
  setLineQuantity,
  setProductQuantity,
  sizesForCart,
  withoutOrdered,
  type CartLine,
} from './cart-lines';
import { DEFAULT_SHIPPING_RULE, WHOLE_ORDER } from '@canino/shared';
import { percentOffer, type AppliedCoupon } from './cart-store';
import { cartTotals } from './cart-totals';

const chews = { product_id: 6, product_img: '/admin/uploads/products/chews.webp', product_name: 'Joint Plus Chews', product_dprice: 1299, product_sprice: 999, stock: 120 };
const oil = { product_id: 11, product_img: '/admin/uploads/products/oil.webp', product_name: 'Coat Oil', product_dprice: 899, product_sprice: 699.5, stock: 2 };

describe('adding to the cart', () => {
  it('appends a new line with the spec shape and subtotal = quantity × selling price', () => {
    const { lines, added } = addProduct([], chews, 1);
    expect(added).toBe(1);
    expect(lines).toEqual([
      { product_id: 6, product_img: chews.product_img, product_name: 'Joint Plus Chews', product_dprice: 1299, product_sprice: 999, quantity: 1, subtotal: 999 },
    ]);
  });

  it('raises an existing line instead of adding a second one', () => {
    const once = addProduct([], chews, 3).lines;
    const { lines, added, quantity } = addProduct(once, chews, 2);
    expect(lines).toHaveLength(1);
    expect([added, quantity, lines[0]!.subtotal]).toEqual([2, 5, 4995]);
  });

  it('never goes past the stock and says how many were really added', () => {
    expect(addProduct([], oil, 5)).toMatchObject({ added: 2, quantity: 2 });
    const full = addProduct([], oil, 2).lines;
    expect(addProduct(full, oil, 1)).toMatchObject({ added: 0, quantity: 2 });
    expect(addProduct([], { ...oil, stock: 0 }, 1)).toMatchObject({ added: 0, lines: [] });
  });

  it('keeps paise exact for prices with paise', () => {
    expect(addProduct([], { ...oil, stock: 50 }, 3).lines[0]!.subtotal).toBe(2098.5);
  });
});

describe('changing and removing lines', () => {
  const cart: CartLine[] = addProduct(addProduct([], chews, 2).lines, oil, 1).lines;

  it('sets a quantity within 1 and the maximum, with the subtotal following', () => {
    expect(setLineQuantity(cart, { product_id: 6 }, 4)[0]).toMatchObject({ quantity: 4, subtotal: 3996 });
    expect(setLineQuantity(cart, { product_id: 6 }, 0)[0]!.quantity).toBe(1);
    expect(setLineQuantity(cart, { product_id: 6 }, 500, 120)[0]!.quantity).toBe(120);
    expect(setLineQuantity(cart, { product_id: 6 }, Number.NaN)[0]!.quantity).toBe(1);
  });

  it('sets the exact quantity (a refill link), adding the line when absent', () => {
    expect(setProductQuantity(cart, chews, 3).find((l) => l.product_id === 6)!.quantity).toBe(3);
    expect(setProductQuantity([], oil, 9)).toMatchObject([{ product_id: 11, quantity: 2 }]);
  });

  it('removes only the chosen line and counts items', () => {
    expect(removeLine(cart, { product_id: 6 }).map((l) => l.product_id)).toEqual([11]);
    expect(itemCount(cart)).toBe(3);
  });

  it('takes out what an order paid from My Orders bought: a line with some left keeps the rest', () => {
    // 2 chews and 1 oil in the cart; the order bought 1 chew and the oil, and a product no longer sold.
    const left = withoutOrdered(cart, [
      { productId: 6, quantity: 1 },
      { productId: 11, quantity: 1 },
      { productId: null, quantity: 1 },
    ]);
    expect(left).toMatchObject([{ product_id: 6, quantity: 1, subtotal: 999 }]);
    expect(withoutOrdered(cart, [{ productId: 6, quantity: 5 }]).map((l) => l.product_id)).toEqual([11]);
    expect(withoutOrdered(cart, [])).toEqual(cart);
  });

  it('follows the catalogue: new prices, quantities lowered to stock, sold-out lines left to flag', () => {
    const big = setLineQuantity(cart, { product_id: 11 }, 2);
    const next = reconcileLines(big, [
      { ...chews, product_sprice: 949 },
      { ...oil, stock: 1 },
    ]);
    expect(next[0]).toMatchObject({ product_sprice: 949, quantity: 2, subtotal: 1898 });
    expect(next[1]).toMatchObject({ quantity: 1 });
    expect(reconcileLines(big, [chews])[1]).toEqual(big[1]);
  });
});

describe('sizes of a product', () => {
  const size = (variant_id: number, label: string, sku: string, product_sprice: number, stock: number, image = '') => ({
    variant_id,
    sku,
    label,
    net_quantity: Number(label.split(' ')[0]),
    net_unit: 'count' as const,
    product_dprice: product_sprice + 200,
    product_sprice,
    unit_price: 0,
    unit_basis: 'unit' as const,
    stock,
    image,
    gtin: null,
  });
  const multi = { product_id: 3, product_img: '/img/multi.webp', product_name: 'Daily Multi Chewable Tablets', product_dprice: 599, product_sprice: 449, stock: 180 };
  const sixty = size(31, '60 tablets', 'CAN-MVM-101-60', 449, 180);
  const big = size(32, '120 tablets', 'CAN-MVM-101-120', 799, 3, '/img/multi-120.webp');

  it('makes each size its own line, named with its size and priced, stocked and pictured as that size', () => {
    const one = addProduct([], productOfSize(multi, sixty, 2), 1).lines;
    const both = addProduct(one, productOfSize(multi, big, 2), 5);
    expect(both.added).toBe(3);
    expect(both.lines).toEqual([
      {
        product_id: 3,
        product_img: '/img/multi.webp',
        product_name: 'Daily Multi Chewable Tablets',
        product_dprice: 649,
        product_sprice: 449,
        quantity: 1,
        subtotal: 449,
        variant_id: 31,
        variant_label: '60 tablets',
        variant_sku: 'CAN-MVM-101-60',
      },
      {
        product_id: 3,
        product_img: '/img/multi-120.webp',
        product_name: 'Daily Multi Chewable Tablets',
        product_dprice: 999,
        product_sprice: 799,
        quantity: 3,
        subtotal: 2397,
        variant_id: 32,
        variant_label: '120 tablets',
        variant_sku: 'CAN-MVM-101-120',
      },
    ]);
    expect(both.lines.map(lineName)).toEqual(['Daily Multi Chewable Tablets, 60 tablets', 'Daily Multi Chewable Tablets, 120 tablets']);
    // Changing or removing one size leaves the other.
    expect(removeLine(both.lines, { product_id: 3, variant_id: 32 }).map((l) => l.variant_id)).toEqual([31]);
    expect(setLineQuantity(both.lines, { product_id: 3, variant_id: 31 }, 4).map((l) => l.quantity)).toEqual([4, 3]);
  });

  it('adds a product of one size as the spec does, naming no size', () => {
    expect(addProduct([], productOfSize(multi, sixty, 1), 1).lines[0]).not.toHaveProperty('variant_id');
    expect(lineName({ product_name: 'Coat Oil' })).toBe('Coat Oil');
  });

  it('follows each size in the catalogue: its own price and stock', () => {
    const lines = addProduct(addProduct([], productOfSize(multi, sixty, 2), 2).lines, productOfSize(multi, big, 2), 3).lines;
    const next = reconcileLines(
      lines,
      sizesForCart({
        ...multi,
        variants: [
          { ...sixty, product_sprice: 429 },
          { ...big, stock: 1 },
        ],
      }),
    );
    expect(next.map((l) => [l.variant_id, l.product_sprice, l.quantity])).toEqual([
      [31, 429, 2],
      [32, 799, 1],
    ]);
  });

  it('takes out of each size what an order of that size bought; a line naming no size takes the default size’s', () => {
    const lines = [
      ...addProduct([], multi, 2).lines, // saved before the product had sizes: its default, the 60
      ...addProduct([], productOfSize(multi, big, 2), 2).lines,
    ];
    const left = withoutOrdered(lines, [
      { productId: 3, variantId: 31, quantity: 1 },
      { productId: 3, variantId: 32, quantity: 2 },
    ]);
    expect(left.map((l) => [l.variant_id, l.quantity])).toEqual([[undefined, 1]]);
  });

  it('keeps a saved line’s size, and the two sizes of a product apart', () => {
    const saved = [
      { product_id: 3, product_name: 'Daily Multi', product_sprice: 449, quantity: 1, variant_id: 31, variant_label: '60 tablets', variant_sku: 'CAN-MVM-101-60' },
      { product_id: 3, product_name: 'Daily Multi', product_sprice: 799, quantity: 1, variant_id: 32, variant_label: '120 tablets' },
      { product_id: 3, product_name: 'Daily Multi', product_sprice: 799, quantity: 1, variant_id: 32 },
    ];
    expect(parseCart(saved).map((l) => [l.variant_id, l.variant_label, l.variant_sku])).toEqual([
      [31, '60 tablets', 'CAN-MVM-101-60'],
      [32, '120 tablets', ''],
    ]);
  });
});

describe('reading a saved cart', () => {
  it('keeps well-formed lines, drops junk and duplicates, and recomputes subtotals', () => {
    const saved = [
      { product_id: 6, product_img: 'a.webp', product_name: 'Chews', product_dprice: 1299, product_sprice: 999, quantity: 2, subtotal: 1 },
      { product_id: 6, product_name: 'Chews again', product_sprice: 999, quantity: 1 },
      { product_id: 'x', product_name: 'Bad', product_sprice: 1, quantity: 1 },
      null,
      { product_id: 7, product_name: 'No list price', product_sprice: 100, quantity: -4 },
    ];
    expect(parseCart(saved)).toEqual([
      { product_id: 6, product_img: 'a.webp', product_name: 'Chews', product_dprice: 1299, product_sprice: 999, quantity: 2, subtotal: 1998 },
      { product_id: 7, product_img: '', product_name: 'No list price', product_dprice: 100, product_sprice: 100, quantity: 1, subtotal: 100 },
    ]);
    expect(parseCart({ not: 'a list' })).toEqual([]);
    expect(parseCart(null)).toEqual([]);
  });

  it('clamps quantities', () => {
    expect([clampQuantity(0, 5), clampQuantity(7.8, 5), clampQuantity(3, 5)]).toEqual([1, 5, 3]);
  });
});

describe('autoship lines', () => {
  it('carry the schedule they were last added with, through a change of quantity, the catalogue and a reload', () => {
    const { lines } = addProduct([], chews, 1, 8);
    expect(lines[0]).toMatchObject({ quantity: 1, autoship_weeks: 8 });
    // Added again as a one-time purchase: the line is one-time now, as the page last said.
    expect(addProduct(lines, chews, 1).lines[0]).not.toHaveProperty('autoship_weeks');
    expect(setLineQuantity(lines, chews, 3)[0]).toMatchObject({ quantity: 3, autoship_weeks: 8 });
    expect(reconcileLines(lines, [{ ...chews, product_sprice: 949 }])[0]).toMatchObject({ product_sprice: 949, autoship_weeks: 8 });
    expect(parseCart(JSON.parse(JSON.stringify(lines)))[0]).toMatchObject({ autoship_weeks: 8 });
  });

  it('reads a saved schedule outside 2 to 16 whole weeks as a one-time purchase', () => {
    for (const weeks of [1, 17, 4.5, '8']) expect(parseCart([{ ...chews, quantity: 1, autoship_weeks: weeks }])[0]).not.toHaveProperty('autoship_weeks');
  });
});

describe('cart totals', () => {
  const tenOff: AppliedCoupon = { code: 'SAVE10', percent: 10, offer: percentOffer(10), description: '10% off', scope: WHOLE_ORDER };

  it('follow the spec: shipping ₹75, coupon percent, total in whole rupees', () => {
    const lines = addProduct([], { ...oil, stock: 50 }, 3).lines; // ₹2,098.50
    // ₹2,098.50 → ₹2,098 + ₹75.
    expect(cartTotals(lines, null, DEFAULT_SHIPPING_RULE)).toEqual({ subtotalPaise: 209850, discountPaise: 0, shippingPaise: 7500, totalPaise: 217300 });
    // 10% off ₹2,098.50 = ₹209.85; ₹1,888.65 → ₹1,888 + ₹75.
    expect(cartTotals(lines, tenOff, DEFAULT_SHIPPING_RULE)).toEqual({ subtotalPaise: 209850, discountPaise: 20985, shippingPaise: 7500, totalPaise: 196300 });
    expect(cartTotals([], null, DEFAULT_SHIPPING_RULE)).toMatchObject({ totalPaise: 0 });
  });

  it("use the owner's fee and free-delivery threshold, on the amount after the coupon", () => {
    const lines = addProduct([], { ...oil, stock: 50 }, 3).lines; // ₹2,098.50
    const rule = { feePaise: 4_900, freeAbovePaise: 200_000 };
    // ₹2,098 after no discount is over ₹2,000: delivery is free.
    expect(cartTotals(lines, null, rule)).toEqual({ subtotalPaise: 209850, discountPaise: 0, shippingPaise: 0, totalPaise: 209800 });
    // 10% off leaves ₹1,888: under the threshold, so the owner's ₹49 fee.
    expect(cartTotals(lines, tenOff, rule)).toEqual({ subtotalPaise: 209850, discountPaise: 20985, shippingPaise: 4_900, totalPaise: 193700 });
  });

  it('take a coupon for some goods off the lines it covers alone', () => {
    const lines = addProduct(addProduct([], { ...oil, stock: 50 }, 1).lines, { ...chews, stock: 50 }, 1).lines;
    const onOil = { ...tenOff, scope: { ...WHOLE_ORDER, productIds: [oil.product_id] } };
    // 10 % of the oil's ₹699.50 alone: ₹69.95, none of the chews' ₹999.
    expect(cartTotals(lines, onOil, DEFAULT_SHIPPING_RULE)).toMatchObject({ subtotalPaise: 169850, discountPaise: 6995 });
  });
});
