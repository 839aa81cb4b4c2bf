import { describe, expect, it } from 'vitest';
import { readProductCsvRow, type ProductCsvRecord } from '../src/rules/product-csv';

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
        stock: 40,
        active: true,
        description: 'Soft chews for stiff joints',
      },
    }));
  it('converts rupees exactly: 0.29 is 29 paise and 1,299.99 is 129999', () => {
    const r = readProductCsvRow({ ...row, list_price: '1,299.99', selling_price: '0.29' }, categories);
    expect(r).toMatchObject({ ok: true, values: { listPricePaise: 129999, sellingPricePaise: 29 } });
  });
  it('lists every problem of a bad row, not only the first', () =>
    expect(readProductCsvRow({ ...row, sku: '', category: 'Toys', selling_price: '12.345', stock: '-1', active: 'maybe' }, categories)).toEqual({
      ok: false,
      errors: [
        'SKU is required',
        'Unknown category "Toys"',
        'Selling price must be rupees between 0.01 and 1000000, with at most 2 decimals',
        'Stock must be a whole number from 0 to 1000000',
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
