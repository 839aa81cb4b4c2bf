import { describe, expect, it } from 'vitest';
import { groupProductCsvRows, importedStock, readProductCsvRow, type ProductCsvRecord } from '../src/rules/product-csv';

const categories = new Map([['wellness', 3]]);
const row: ProductCsvRecord = {
  product_slug: 'joint-care-chews',
  name: 'Joint Care Chews',
  category: 'Wellness',
  description: 'Soft chews for stiff joints',
  active: 'yes',
  option_name: 'Pack size',
  sku: 'can-joint-60',
  size_label: '60 chews',
  net_quantity: '60',
  net_unit: 'count',
  mrp: '899',
  selling_price: '799.50',
  stock: '40',
  gtin: '',
  default_size: 'yes',
  size_active: 'yes',
};

describe('readProductCsvRow', () => {
  it("turns a good row into the product's and the size's values: paise, the category id, booleans; the SKU upper-cased", () =>
    expect(readProductCsvRow(row, categories)).toEqual({
      ok: true,
      values: {
        product: { slug: 'joint-care-chews', name: 'Joint Care Chews', categoryId: 3, description: 'Soft chews for stiff joints', active: true, optionName: 'Pack size' },
        size: {
          sku: 'CAN-JOINT-60',
          label: '60 chews',
          netQuantity: 60,
          netUnit: 'count',
          listPricePaise: 89900,
          sellingPricePaise: 79950,
          stock: { set: 40 },
          stockAtExport: null,
          gtin: null,
          isDefault: true,
          active: true,
        },
      },
    }));
  it('converts rupees exactly: 0.29 is 29 paise and 1,299.99 is 129999', () => {
    const r = readProductCsvRow({ ...row, mrp: '1,299.99', selling_price: '0.29' }, categories);
    expect(r).toMatchObject({ ok: true, values: { size: { listPricePaise: 129999, sellingPricePaise: 29 } } });
  });
  it('lists every problem of a bad row, not only the first', () =>
    expect(
      readProductCsvRow(
        { ...row, sku: '', category: 'Toys', selling_price: '12.345', stock: '4O', active: 'maybe', net_quantity: '0', net_unit: 'tabs', gtin: '8901030865276' },
        categories,
      ),
    ).toEqual({
      ok: false,
      errors: [
        'Unknown category "Toys"',
        'Active must be yes or no',
        'SKU is required',
        'Net quantity must be a number above 0, with at most 2 decimals',
        'Net unit must be one of g, kg, ml, l, count',
        'Selling price must be rupees between 0.01 and 1000000, with at most 2 decimals',
        'Stock must be a whole number from 0 to 1000000, or a change such as +5 or -3',
        'GTIN must be 8, 12, 13 or 14 digits whose last digit checks the others, or empty',
      ],
    }));
  it('refuses a selling price above the MRP, and a negative net quantity', () => {
    expect(readProductCsvRow({ ...row, selling_price: '999' }, categories)).toEqual({ ok: false, errors: ['Selling price cannot be more than the MRP'] });
    expect(readProductCsvRow({ ...row, net_quantity: '-5' }, categories)).toEqual({ ok: false, errors: ['Net quantity must be a number above 0, with at most 2 decimals'] });
  });
  it("reads back the export's guard against formulas: '=Chews is the name =Chews", () =>
    expect(readProductCsvRow({ ...row, name: "'=Chews" }, categories)).toMatchObject({ ok: true, values: { product: { name: '=Chews' } } }));
  it('takes no, 0 and inactive as switched off', () => {
    for (const active of ['no', '0', 'Inactive', 'FALSE'])
      expect(readProductCsvRow({ ...row, active, size_active: active }, categories)).toMatchObject({ values: { product: { active: false }, size: { active: false } } });
  });
  it("reads a size's weight and low-stock threshold when the file has their columns, an empty weight being the default parcel's", () => {
    const size = (cells: Partial<ProductCsvRecord>) => {
      const read = readProductCsvRow({ ...row, ...cells }, categories);
      return read.ok ? read.values.size : read.errors;
    };
    expect(size({})).not.toHaveProperty('weightGrams');
    expect(size({})).not.toHaveProperty('lowStockThreshold');
    expect(size({ weight_grams: '180', low_stock_threshold: '0' })).toMatchObject({ weightGrams: 180, lowStockThreshold: 0 });
    expect(size({ weight_grams: ' ', low_stock_threshold: '12' })).toMatchObject({ weightGrams: null, lowStockThreshold: 12 });
    expect(size({ weight_grams: '0', low_stock_threshold: '-1' })).toEqual([
      'Weight must be whole grams from 1 to 100000, or empty for the default parcel weight',
      'Low-stock threshold must be a whole number from 0 to 100000',
    ]);
    expect(size({ weight_grams: '1.5', low_stock_threshold: 'few' })).toHaveLength(2);
    expect(size({ weight_grams: '', low_stock_threshold: '' })).toMatchObject({ weightGrams: null, lowStockThreshold: 5 });
  });

  it('reads the batch new stock comes in as: all three cells or none, months as YYYY-MM', () => {
    const size = (cells: Partial<ProductCsvRecord>) => {
      const read = readProductCsvRow({ ...row, ...cells }, categories);
      return read.ok ? read.values.size : read.errors;
    };
    expect(size({})).not.toHaveProperty('batch');
    expect(size({ batch_no: ' ', batch_manufactured: '', batch_best_before: '' })).not.toHaveProperty('batch');
    expect(size({ batch_no: 'B-2611/7', batch_manufactured: '2026-10', batch_best_before: '2028-03' })).toMatchObject({
      batch: { batchNo: 'B-2611/7', manufacturedOn: '2026-10-01', bestBefore: '2028-03-01' },
    });
    // A spreadsheet that wrote a day keeps its month.
    expect(size({ batch_no: 'B1', batch_manufactured: '2026-10-15', batch_best_before: '2028-03-31' })).toMatchObject({
      batch: { manufacturedOn: '2026-10-01', bestBefore: '2028-03-01' },
    });
    expect(size({ batch_manufactured: '2026-10', batch_best_before: '2028-03' })).toEqual(['Batch number is required when a batch month is given']);
    expect(size({ batch_no: 'B1' })).toEqual(['Batch manufactured must be the month of manufacture as YYYY-MM', 'Batch best before must be the best-before month as YYYY-MM']);
    expect(size({ batch_no: 'B 1', batch_manufactured: 'Oct 2026', batch_best_before: '2028-13' })).toEqual([
      'Batch number may use letters, digits and / . _ - (at most 40)',
      'Batch manufactured must be the month of manufacture as YYYY-MM',
      'Batch best before must be the best-before month as YYYY-MM',
    ]);
    expect(size({ batch_no: 'B1', batch_manufactured: '2026-10', batch_best_before: '2026-10' })).toEqual(['Batch best before must come after the month of manufacture']);
  });

  it('reads whether the product may be returned when the file has the column', () => {
    expect(readProductCsvRow(row, categories)).toMatchObject({ ok: true, values: { product: expect.not.objectContaining({ returnable: expect.anything() }) } });
    expect(readProductCsvRow({ ...row, returnable: 'No' }, categories)).toMatchObject({ values: { product: { returnable: false } } });
    expect(readProductCsvRow({ ...row, returnable: 'yes' }, categories)).toMatchObject({ values: { product: { returnable: true } } });
    expect(readProductCsvRow({ ...row, returnable: '' }, categories)).toEqual({ ok: false, errors: ['Returnable must be yes or no'] });
  });

  it('reads a verified barcode number, 8901030865275', () =>
    expect(readProductCsvRow({ ...row, gtin: '8901030865275' }, categories)).toMatchObject({ values: { size: { gtin: '8901030865275' } } }));
});

describe('groupProductCsvRows', () => {
  const line = (n: number, patch: Partial<ProductCsvRecord>) => {
    const read = readProductCsvRow({ ...row, ...patch }, categories);
    if (!read.ok) throw new Error(read.errors.join('; '));
    return { line: n, values: read.values, extra: {} };
  };
  const same = () => true;
  it("groups a product's sizes by its slug, in the file's order", () => {
    const { groups, errors } = groupProductCsvRows([line(2, {}), line(3, { sku: 'CAN-JOINT-120', default_size: 'no' }), line(4, { product_slug: 'other', sku: 'OTHER-1' })], same);
    expect(errors).toEqual([]);
    expect(groups.map((g) => [g.product.slug, g.rows.map((r) => r.line)])).toEqual([
      ['joint-care-chews', [2, 3]],
      ['other', [4]],
    ]);
  });
  it('reports a barcode number twice', () =>
    expect(groupProductCsvRows([line(2, { gtin: '8901030865275' }), line(3, { sku: 'CAN-JOINT-120', default_size: 'no', gtin: '8901030865275' })], same).errors).toEqual([
      { line: 3, sku: 'CAN-JOINT-120', messages: ['GTIN 8901030865275 is also on line 2'] },
    ]));
  it('reports a SKU twice, a product whose columns differ between its rows, and two default sizes, each on its line', () =>
    expect(
      groupProductCsvRows([line(2, {}), line(3, { default_size: 'no' }), line(4, { sku: 'CAN-JOINT-120', name: 'Joint chews' }), line(5, { sku: 'CAN-JOINT-30' })], same).errors,
    ).toEqual([
      { line: 3, sku: 'CAN-JOINT-60', messages: ['SKU CAN-JOINT-60 is also on line 2'] },
      {
        line: 4,
        sku: 'CAN-JOINT-120',
        messages: ["The product's columns must be the same on each of its rows: name differs from line 2", 'Product joint-care-chews has its default size on line 2 already'],
      },
      { line: 5, sku: 'CAN-JOINT-30', messages: ['Product joint-care-chews has its default size on line 2 already'] },
    ]));
});

describe('the stock a row leaves', () => {
  it("reads a figure, a change (a spreadsheet's minus sign too, and the export's formula guard) and the stock at export", () => {
    expect(readProductCsvRow({ ...row, stock: '+5', stock_at_export: '72' }, categories)).toMatchObject({ values: { size: { stock: { move: 5 }, stockAtExport: 72 } } });
    expect(readProductCsvRow({ ...row, stock: "'-3" }, categories)).toMatchObject({ values: { size: { stock: { move: -3 } } } });
    expect(readProductCsvRow({ ...row, stock: '−3' }, categories)).toMatchObject({ values: { size: { stock: { move: -3 } } } });
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
    expect(importedStock(null, { move: 5 }, null)).toEqual({ ok: false, error: 'A new size needs its stock as a number, not a change' });
    expect(importedStock(2, { move: -3 }, null)).toEqual({ ok: false, error: 'Stock cannot go below 0: it is 2 now, and the change is -3' });
  });
});
