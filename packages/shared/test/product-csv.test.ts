import { describe, expect, it } from 'vitest';
import { importedStock, readProductCsvRow, type ProductCsvRecord } from '../src/rules/product-csv';

const categories = new Map([['wellness', 3]]);
const row: ProductCsvRecord = {
  sku: 'can-joint-60',
  name: 'Joint Care Chews',
  category: 'Wellness',
  list_price: '899',
  selling_price: '799.50',
  stock: '40',
  active: 'yes',
  description: 'Soft chews for stiff joints',
};

describe('readProductCsvRow', () => {
  it('turns a good row into paise, the category id and a boolean; the SKU upper-cased', () =>
    expect(readProductCsvRow(row, categories)).toEqual({
      ok: true,
      values: {
        sku: 'CAN-JOINT-60',
        name: 'Joint Care Chews',
        categoryId: 3,
        listPricePaise: 89900,
        sellingPricePaise: 79950,
        stock: { set: 40 },
        stockAtExport: null,
        active: true,
        description: 'Soft chews for stiff joints',
      },
    }));
  it('converts rupees exactly: 0.29 is 29 paise and 1,299.99 is 129999', () => {
    const r = readProductCsvRow({ ...row, list_price: '1,299.99', selling_price: '0.29' }, categories);
    expect(r).toMatchObject({ ok: true, values: { listPricePaise: 129999, sellingPricePaise: 29 } });
  });
  it('lists every problem of a bad row, not only the first', () =>
    expect(readProductCsvRow({ ...row, sku: '', category: 'Toys', selling_price: '12.345', stock: '4O', active: 'maybe' }, categories)).toEqual({
      ok: false,
      errors: [
        'SKU is required',
        'Unknown category "Toys"',
        'Selling price must be rupees between 0.01 and 1000000, with at most 2 decimals',
        'Stock must be a whole number from 0 to 1000000, or a change such as +5 or -3',
        'Active must be yes or no',
      ],
    }));
  it('refuses a selling price above the list price', () =>
    expect(readProductCsvRow({ ...row, selling_price: '999' }, categories)).toEqual({ ok: false, errors: ['Selling price cannot be more than the list price'] }));
  it("reads back the export's guard against formulas: '=Chews is the name =Chews", () =>
    expect(readProductCsvRow({ ...row, name: "'=Chews" }, categories)).toMatchObject({ ok: true, values: { name: '=Chews' } }));
  it('takes no, 0 and inactive as switched off', () => {
    for (const active of ['no', '0', 'Inactive', 'FALSE']) expect(readProductCsvRow({ ...row, active }, categories)).toMatchObject({ values: { active: false } });
  });
});

describe('the stock a row leaves', () => {
  it("reads a figure, a change (a spreadsheet's minus sign too, and the export's formula guard) and the stock at export", () => {
    expect(readProductCsvRow({ ...row, stock: '+5', stock_at_export: '72' }, categories)).toMatchObject({ values: { stock: { move: 5 }, stockAtExport: 72 } });
    expect(readProductCsvRow({ ...row, stock: "'-3" }, categories)).toMatchObject({ values: { stock: { move: -3 } } });
    expect(readProductCsvRow({ ...row, stock: '−3' }, categories)).toMatchObject({ values: { stock: { move: -3 } } });
    expect(readProductCsvRow({ ...row, stock_at_export: 'many' }, categories)).toEqual({
      ok: false,
      errors: ['Stock at export must be a whole number from 0 to 1000000, or empty'],
    });
  });

  it('never undoes sales made since the export: exported at 72, three sold, 69 now', () => {
    // The row still says 72: the owner changed something else (a price), so the stock stays 69.
    expect(importedStock(69, { set: 72 }, 72)).toEqual({ ok: true, stock: 69 });
    // The row says 82: ten arrived, but the stock moved too; the owner is asked what they mean.
    expect(importedStock(69, { set: 82 }, 72)).toEqual({
      ok: false,
      error:
        "Stock changed since the export (72 then, 69 now), and this row changes it too. Write +10 to change today's stock by as much, or 69 as stock_at_export to set 82 anyway",
    });
    expect(importedStock(69, { set: 60 }, 72)).toMatchObject({ ok: false, error: expect.stringContaining('Write -12 to change') });
    // Said so: the current stock as stock_at_export sets the figure; a change adds to today's stock.
    expect(importedStock(69, { set: 82 }, 69)).toEqual({ ok: true, stock: 82 });
    expect(importedStock(69, { move: 10 }, 72)).toEqual({ ok: true, stock: 79 });
  });

  it('sets the figure when nothing changed since the export, or the file has no stock at export', () => {
    expect(importedStock(72, { set: 82 }, 72)).toEqual({ ok: true, stock: 82 });
    expect(importedStock(69, { set: 82 }, null)).toEqual({ ok: true, stock: 82 });
    expect(importedStock(null, { set: 12 }, null)).toEqual({ ok: true, stock: 12 });
  });

  it('refuses a change a new product cannot take, or one that would go below zero', () => {
    expect(importedStock(null, { move: 5 }, null)).toEqual({ ok: false, error: 'A new product needs its stock as a number, not a change' });
    expect(importedStock(2, { move: -3 }, null)).toEqual({ ok: false, error: 'Stock cannot go below 0: it is 2 now, and the change is -3' });
  });
});
