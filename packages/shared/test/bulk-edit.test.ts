import { describe, expect, it } from 'vitest';
import { applyBulkEdit, type EditableProduct } from '../src/rules/bulk-edit';

const chews: EditableProduct = { name: 'Joint Care Chews', listPricePaise: 89900, sellingPricePaise: 79900, stock: 12, active: true };

describe('applyBulkEdit', () => {
  it('sets only what the edit names: ₹749 and 40 in stock, the list price and status kept', () =>
    expect(applyBulkEdit(chews, { sellingPricePaise: 74900, stock: 40 })).toEqual({
      ok: true,
      next: { listPricePaise: 89900, sellingPricePaise: 74900, stock: 40, active: true },
    }));
  it('switches a product off without touching its price or stock', () =>
    expect(applyBulkEdit(chews, { active: false })).toEqual({ ok: true, next: { listPricePaise: 89900, sellingPricePaise: 79900, stock: 12, active: false } }));
  it('refuses a selling price above the list price, naming the product and both amounts', () =>
    expect(applyBulkEdit(chews, { sellingPricePaise: 99900 })).toEqual({
      ok: false,
      message: 'Joint Care Chews: the selling price ₹999.00 would be more than its list price ₹899.00',
    }));
  it('judges a new list price against the selling price each product keeps', () => {
    expect(applyBulkEdit(chews, { listPricePaise: 69900 })).toMatchObject({ ok: false });
    expect(applyBulkEdit(chews, { listPricePaise: 99900, sellingPricePaise: 99900 })).toMatchObject({ ok: true });
  });
});
