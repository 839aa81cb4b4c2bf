import { describe, expect, it } from 'vitest';
import { computeCreditNoteTax, creditedByLine } from '../src/rules/gst-credit-note';
import { computeInvoiceTax } from '../src/rules/gst-invoice';

/** 2 × ₹649 at 18 % and ₹75 shipping at 18 %: ₹1,373.00, sold from Tamil Nadu to `state`. */
function invoiceTo(state: string) {
  return computeInvoiceTax({
    sellerState: 'Tamil Nadu',
    placeOfSupply: state,
    items: [{ description: 'Joint Plus Chews', hsn: '2309', gstRate: 18, unitPricePaise: 64900, quantity: 2 }],
    discountPaise: 0,
    shippingPaise: 7500,
    shippingGstRate: 18,
    totalPaise: 137300,
  });
}
const split = (lines: { invoiceLine: number; valuePaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }[]) =>
  lines.map((l) => [l.invoiceLine, l.valuePaise, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise]);

describe('computeCreditNoteTax', () => {
  it('credits a returned unit on its own line, split into CGST and SGST like the invoice', () => {
    // Invoice: item ₹1,298.00 → taxable 1,298 × 100 / 118 = ₹1,100.00, tax ₹198.00 (99 + 99); shipping ₹75 → ₹63.56 + ₹11.44.
    const invoice = invoiceTo('Tamil Nadu');
    // ₹300 back for one returned jar: all of it on the item line (one unit is worth ₹649).
    // Taxable 300 × 100 / 118 = 254.237… → ₹254.24, tax ₹45.76 = CGST 22.88 + SGST 22.88.
    const note = computeCreditNoteTax({ invoice, creditedBefore: [0, 0], amountPaise: 30000, returned: [1, 0] });
    expect(note.supplyType).toBe('intra');
    expect(split(note.lines)).toEqual([[0, 30000, 25424, 2288, 2288, 0]]);
    expect(note.lines[0]).toMatchObject({ quantity: 1, unitPricePaise: 64900, hsn: '2309', gstRate: 18 });
    expect(note.totals).toEqual({ taxablePaise: 25424, cgstPaise: 2288, sgstPaise: 2288, igstPaise: 0, taxPaise: 4576, valuePaise: 30000 });
  });

  it('makes the credit notes of a fully refunded order add up to the invoice exactly, line by line', () => {
    const invoice = invoiceTo('Tamil Nadu');
    const first = computeCreditNoteTax({ invoice, creditedBefore: [0, 0], amountPaise: 30000, returned: [1, 0] });
    // The rest, ₹1,073.00, is exactly what is left: ₹998 of the item and the ₹75 shipping.
    // Item: taxable 1,100.00 − 254.24 = ₹845.76, tax 198.00 − 45.76 = ₹152.24 (76.12 + 76.12).
    const rest = computeCreditNoteTax({ invoice, creditedBefore: creditedByLine(2, [first]), amountPaise: 107300 });
    expect(split(rest.lines)).toEqual([
      [0, 99800, 84576, 7612, 7612, 0],
      [1, 7500, 6356, 572, 572, 0],
    ]);
    expect(rest.lines.map((l) => l.quantity)).toEqual([0, 0]);
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'taxPaise', 'valuePaise'] as const) {
      expect(first.totals[key] + rest.totals[key]).toBe(invoice.totals[key]);
    }
  });

  it('spreads an amount with no goods back over the lines in proportion, IGST alone for a Karnataka buyer', () => {
    // ₹100.01 over ₹1,298 and ₹75: 10001 × 129800 / 137300 = 9454.63…, 10001 × 7500 / 137300 = 546.30…;
    // rounded down that is 10000, and the paisa left goes to the larger remainder (the item): 9455 + 546.
    // Item: 945500 / 118 = 8012.71… → taxable 80.13, IGST 14.42. Shipping: 54600 / 118 = 462.71… → 4.63, IGST 0.83.
    const note = computeCreditNoteTax({ invoice: invoiceTo('Karnataka'), creditedBefore: [0, 0], amountPaise: 10001 });
    expect(note.supplyType).toBe('inter');
    expect(split(note.lines)).toEqual([
      [0, 9455, 8013, 0, 0, 1442],
      [1, 546, 463, 0, 0, 83],
    ]);
    expect(note.totals).toMatchObject({ taxablePaise: 8476, igstPaise: 1525, taxPaise: 1525, valuePaise: 10001 });
  });

  it('gives CGST the odd paisa of a credit and takes it back on the next, so the halves match the invoice', () => {
    const invoice = invoiceTo('Tamil Nadu');
    // Shipping share ₹5.46: tax 0.83 → CGST 0.42 + SGST 0.41.
    const first = computeCreditNoteTax({ invoice, creditedBefore: [0, 0], amountPaise: 10001 });
    expect(split(first.lines)[1]).toEqual([1, 546, 463, 42, 41, 0]);
    // The rest of the shipping, ₹69.54: cumulative tax 11.44 (5.72 + 5.72) less 0.83 → CGST 5.30, SGST 5.31.
    const second = computeCreditNoteTax({ invoice, creditedBefore: creditedByLine(2, [first]), amountPaise: 127299 });
    expect(split(second.lines)[1]).toEqual([1, 6954, 5893, 530, 531, 0]);
    expect(first.totals.cgstPaise + second.totals.cgstPaise).toBe(invoice.totals.cgstPaise);
    expect(first.totals.sgstPaise + second.totals.sgstPaise).toBe(invoice.totals.sgstPaise);
  });

  it('puts the rest of a refund larger than the returned goods over what is left, and keeps a 0 % line untaxed', () => {
    const invoice = computeInvoiceTax({
      sellerState: 'Tamil Nadu',
      placeOfSupply: 'Kerala',
      items: [
        { description: 'Calming chews', hsn: '2309', gstRate: 18, unitPricePaise: 44900, quantity: 2 },
        { description: 'Dog shampoo sample', hsn: '3305', gstRate: 0, unitPricePaise: 10000, quantity: 1 },
      ],
      discountPaise: 0,
      shippingPaise: 0,
      shippingGstRate: 18,
      totalPaise: 99800,
    });
    // One chew jar back (₹449) and ₹100 more: the ₹100 spreads over ₹449 of chews and ₹100 of shampoo:
    // 10000 × 44900 / 54900 = 8178.50… → 8178, 10000 × 10000 / 54900 = 1821.49… → 1821, the paisa left to the chews.
    const note = computeCreditNoteTax({ invoice, creditedBefore: [0, 0], amountPaise: 54900, returned: [1, 0] });
    expect(split(note.lines)).toEqual([
      // 53079 × 100 / 118 = 44982.20… → 44982; IGST 8097.
      [0, 53079, 44982, 0, 0, 8097],
      [1, 1821, 1821, 0, 0, 0],
    ]);
  });

  it('refuses a credit larger than what is left to credit, or not in whole paise', () => {
    const invoice = invoiceTo('Tamil Nadu');
    expect(() => computeCreditNoteTax({ invoice, creditedBefore: [99800, 0], amountPaise: 37501 })).toThrow(RangeError);
    expect(() => computeCreditNoteTax({ invoice, creditedBefore: [0, 0], amountPaise: 0 })).toThrow(RangeError);
    expect(() => computeCreditNoteTax({ invoice, creditedBefore: [0, 0], amountPaise: 10.5 })).toThrow(RangeError);
  });
});
