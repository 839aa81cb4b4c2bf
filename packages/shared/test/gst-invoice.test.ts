import { describe, expect, it } from 'vitest';
import { computeCartTotals } from '../src/rules/cart-totals';
import { allocateProportionally, computeInvoiceTax, type InvoiceItem } from '../src/rules/gst-invoice';

const jointPlus: InvoiceItem = { description: 'Joint Plus Chews', hsn: '2309', gstRate: 18, unitPricePaise: 129900, quantity: 1 };

/** The invoice of a cart priced by the shop's own cart rule, shipped to `state` from Tamil Nadu. */
function invoiceOf(items: InvoiceItem[], state: string, couponPercent = 0, shippingGstRate = 18) {
  const t = computeCartTotals(items, couponPercent);
  return computeInvoiceTax({
    sellerState: 'Tamil Nadu',
    placeOfSupply: state,
    items,
    discountPaise: t.discountPaise,
    shippingPaise: t.shippingPaise,
    shippingGstRate,
    totalPaise: t.totalPaise,
  });
}

describe('computeInvoiceTax', () => {
  it('splits the tax into CGST and SGST for a Tamil Nadu buyer', () => {
    // ₹1,299 incl. 18 %: taxable 1,299 × 100 / 118 = 1,100.847… → ₹1,100.85, tax ₹198.15 = CGST 99.08 + SGST 99.07.
    // Shipping ₹75 incl. 18 %: taxable 63.559… → ₹63.56, tax ₹11.44 = 5.72 + 5.72.
    const inv = invoiceOf([jointPlus], 'Tamil Nadu');
    expect(inv.supplyType).toBe('intra');
    expect(inv.lines.map((l) => [l.kind, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      ['item', 110085, 9908, 9907, 0],
      ['shipping', 6356, 572, 572, 0],
    ]);
    expect(inv.totals).toEqual({ taxablePaise: 116441, cgstPaise: 10480, sgstPaise: 10479, igstPaise: 0, taxPaise: 20959, valuePaise: 137400 });
  });

  it('charges IGST alone for a Karnataka buyer', () => {
    const inv = invoiceOf([jointPlus], 'Karnataka');
    expect(inv.supplyType).toBe('inter');
    expect(inv.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [110085, 0, 0, 19815],
      [6356, 0, 0, 1144],
    ]);
    expect(inv.totals.valuePaise).toBe(137400);
  });

  it('taxes each line at its own rate, with a 0 % line untaxed, and sums them per HSN and rate', () => {
    const inv = invoiceOf(
      [
        { description: 'Calming chews', hsn: '2309', gstRate: 18, unitPricePaise: 44900, quantity: 2 },
        { description: 'Fish oil', hsn: '1504', gstRate: 5, unitPricePaise: 29900, quantity: 1 },
        { description: 'Care guide', hsn: '4901', gstRate: 0, unitPricePaise: 9900, quantity: 1 },
        { description: 'Coat spray', hsn: '2309', gstRate: 18, unitPricePaise: 34900, quantity: 1 },
      ],
      'Kerala',
    );
    // 898 @18 % → 761.02 + 136.98; 299 @5 % → 284.76 + 14.24; 99 @0 % → 99 + 0; 349 @18 % → 295.76 + 53.24
    expect(inv.lines.map((l) => [l.gstRate, l.taxablePaise, l.igstPaise])).toEqual([
      [18, 76102, 13698],
      [5, 28476, 1424],
      [0, 9900, 0],
      [18, 29576, 5324],
      [18, 6356, 1144],
    ]);
    expect(inv.hsnSummary).toEqual([
      { hsn: '1504', gstRate: 5, quantity: 1, taxablePaise: 28476, cgstPaise: 0, sgstPaise: 0, igstPaise: 1424, taxPaise: 1424, valuePaise: 29900 },
      { hsn: '2309', gstRate: 18, quantity: 3, taxablePaise: 105678, cgstPaise: 0, sgstPaise: 0, igstPaise: 19022, taxPaise: 19022, valuePaise: 124700 },
      { hsn: '4901', gstRate: 0, quantity: 1, taxablePaise: 9900, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, valuePaise: 9900 },
      { hsn: '996812', gstRate: 18, quantity: 1, taxablePaise: 6356, cgstPaise: 0, sgstPaise: 0, igstPaise: 1144, taxPaise: 1144, valuePaise: 7500 },
    ]);
    expect(inv.totals.valuePaise).toBe(164500 + 7500);
  });

  it('spreads WELCOME10 and the dropped paise over the items in proportion, never over shipping', () => {
    // ₹449 × 2 + ₹299 = ₹1,197; 10 % = ₹119.70 → ₹1,077.30, kept as ₹1,077: reductions ₹119.70 + ₹0.30 = ₹120.
    // ₹120 × 898/1197 = 90.025… and × 299/1197 = 29.974…: ₹90.03 and ₹29.97 (the larger remainder takes the paisa).
    const inv = invoiceOf(
      [
        { description: 'Calming chews', hsn: '2309', gstRate: 18, unitPricePaise: 44900, quantity: 2 },
        { description: 'Fish oil', hsn: '1504', gstRate: 5, unitPricePaise: 29900, quantity: 1 },
      ],
      'Tamil Nadu',
      10,
    );
    expect(inv.discountPaise).toBe(11970);
    expect(inv.roundedOffPaise).toBe(30);
    expect(inv.lines.map((l) => [l.discountPaise, l.valuePaise, l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [9003, 80797, 68472, 6163, 6162],
      [2997, 26903, 25622, 641, 640],
      [0, 7500, 6356, 572, 572],
    ]);
    expect(inv.totals.valuePaise).toBe(115200);
  });

  it('gives a coupon for some goods to the lines it covered alone, and the dropped paise to every line', () => {
    // 10 % off the calming chews only: ₹898 → ₹89.80 off; ₹1,197 − ₹89.80 = ₹1,107.20, kept as ₹1,107.
    // The 20 paise dropped are shared by what each line still costs (₹808.20 and ₹299): 15 and 5 paise.
    const items = [
      { description: 'Calming chews', hsn: '2309', gstRate: 18, unitPricePaise: 44900, quantity: 2 },
      { description: 'Fish oil', hsn: '1504', gstRate: 5, unitPricePaise: 29900, quantity: 1, couponApplies: false },
    ];
    const t = computeCartTotals(items, 10);
    const inv = computeInvoiceTax({ sellerState: 'Tamil Nadu', placeOfSupply: 'Kerala', items, ...t, shippingGstRate: 18 });
    expect([inv.discountPaise, inv.roundedOffPaise]).toEqual([8980, 20]);
    expect(inv.lines.map((l) => [l.discountPaise, l.valuePaise])).toEqual([
      [8995, 80805],
      [5, 29895],
      [0, 7500],
    ]);
    expect(inv.totals.valuePaise).toBe(t.totalPaise);
  });

  it('adds up to the order total exactly when every line rounds awkwardly', () => {
    // Three ₹333.33 lines at 12 % less 10 %: ₹999.99 − ₹100.00 = ₹899.99 → ₹899; ₹100.99 off in thirds of 33.663…
    const item = { hsn: '3307', gstRate: 12, unitPricePaise: 33333, quantity: 1 };
    const inv = invoiceOf(
      [
        { ...item, description: 'A' },
        { ...item, description: 'B' },
        { ...item, description: 'C' },
      ],
      'Tamil Nadu',
      10,
    );
    expect(inv.lines.slice(0, 3).map((l) => l.discountPaise)).toEqual([3367, 3366, 3366]);
    // 29966 / 1.12 = 26755.35… → 26755 (tax 3211: CGST 1606, SGST 1605); 29967 / 1.12 = 26756.25 → 26756 (3211)
    expect(inv.lines.slice(0, 3).map((l) => [l.valuePaise, l.taxablePaise, l.taxPaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [29966, 26755, 3211, 1606, 1605],
      [29967, 26756, 3211, 1606, 1605],
      [29967, 26756, 3211, 1606, 1605],
    ]);
    expect(inv.totals.valuePaise).toBe(89900 + 7500);
    expect(inv.totals.taxablePaise + inv.totals.taxPaise).toBe(inv.totals.valuePaise);
  });

  it('keeps every line exact (taxable + tax = value) and the sum at the order total over many carts', () => {
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let run = 0; run < 200; run++) {
      const items = Array.from({ length: 1 + next(5) }, (_, i) => ({
        description: `P${i}`,
        hsn: '2309',
        gstRate: [0, 5, 12, 18, 28][next(5)]!,
        unitPricePaise: 100 + next(500000),
        quantity: 1 + next(9),
      }));
      const percent = [0, 5, 10, 15][next(4)]!;
      const inv = invoiceOf(items, next(2) ? 'Tamil Nadu' : 'Goa', percent);
      for (const l of inv.lines) {
        expect(l.taxablePaise + l.taxPaise).toBe(l.valuePaise);
        expect(l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.taxPaise);
        expect(l.valuePaise).toBeGreaterThanOrEqual(0);
      }
      expect(inv.totals.valuePaise).toBe(computeCartTotals(items, percent).totalPaise);
    }
  });

  it("adds a Cash on Delivery fee as its own line at the shipping rate, so a COD order's total adds up", () => {
    // ₹1,299 + ₹75 shipping + ₹49 COD fee = ₹1,423. The fee incl. 18 %: taxable 49 × 100 / 118 = 41.525… → ₹41.53,
    // tax ₹7.47 = CGST 3.74 + SGST 3.73. The coupon and rounding never reach it.
    const inv = computeInvoiceTax({
      sellerState: 'Tamil Nadu',
      placeOfSupply: 'Tamil Nadu',
      items: [jointPlus],
      discountPaise: 0,
      shippingPaise: 7500,
      shippingGstRate: 18,
      codFeePaise: 4900,
      totalPaise: 142300,
    });
    expect(inv.lines.map((l) => [l.kind, l.description, l.hsn, l.valuePaise, l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual([
      ['item', 'Joint Plus Chews', '2309', 129900, 110085, 9908, 9907],
      ['shipping', 'Shipping', '996812', 7500, 6356, 572, 572],
      ['cod-fee', 'Cash on Delivery fee', '996812', 4900, 4153, 374, 373],
    ]);
    expect(inv.totals.valuePaise).toBe(142300);
    expect(inv.roundedOffPaise).toBe(0);
  });

  it('refuses a total that does not follow from the order', () => {
    expect(() =>
      computeInvoiceTax({
        sellerState: 'Tamil Nadu',
        placeOfSupply: 'Tamil Nadu',
        items: [jointPlus],
        discountPaise: 0,
        shippingPaise: 7500,
        shippingGstRate: 18,
        totalPaise: 200000,
      }),
    ).toThrow(RangeError);
  });
});

describe('allocateProportionally', () => {
  it('gives the leftover paise to the largest remainders, so the parts add up', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(7, [0, 5, 2])).toEqual([0, 5, 2]);
    expect(allocateProportionally(5, [0, 0])).toEqual([0, 0]);
  });
});
