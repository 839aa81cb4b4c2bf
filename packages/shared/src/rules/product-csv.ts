import { parseRupees } from './money.js';

/** The product CSV's columns, in the order the export writes them; an import needs every one. */
export const PRODUCT_CSV_COLUMNS = ['sku', 'name', 'category', 'list_price', 'selling_price', 'stock', 'active', 'description'] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCsvRecord = Record<ProductCsvColumn, string>;

/** One row as the shop stores it: money in paise, the category by its id. */
export interface ProductCsvValues {
  sku: string;
  name: string;
  categoryId: number;
  listPricePaise: number;
  sellingPricePaise: number;
  stock: number;
  active: boolean;
  description: string;
}

export type ProductCsvRow = { ok: true; values: ProductCsvValues } | { ok: false; errors: string[] };

const YES = new Set(['yes', 'y', 'true', '1', 'active']);
const NO = new Set(['no', 'n', 'false', '0', 'inactive']);
const MAX_PAISE = 1_000_000_00;

/**
 * The export writes text a spreadsheet would run as a formula with an apostrophe before it (= + - @);
 * reading it back takes the apostrophe off again.
 */
const cell = (v: string | undefined) => (v ?? '').trim().replace(/^'(?=[=+\-@])/, '');

/**
 * Checks one CSV row and turns it into a product's values, or lists everything wrong with it in words
 * the owner can act on. `categories` maps each category's name, lower-cased, to its id.
 */
export function readProductCsvRow(r: ProductCsvRecord, categories: ReadonlyMap<string, number>): ProductCsvRow {
  const errors: string[] = [];
  const sku = cell(r.sku).toUpperCase();
  if (!sku) errors.push('SKU is required');
  else if (sku.length > 40 || !/^[A-Z0-9][A-Z0-9._/-]*$/.test(sku)) errors.push('SKU may use letters, digits, dots, slashes and hyphens (at most 40)');
  const name = cell(r.name);
  if (!name) errors.push('Name is required');
  else if (name.length > 120) errors.push('Name is at most 120 characters');
  const categoryId = categories.get(cell(r.category).toLowerCase());
  if (!cell(r.category)) errors.push('Category is required');
  else if (categoryId === undefined) errors.push(`Unknown category "${cell(r.category)}"`);
  const money = (label: string, text: string) => {
    const paise = parseRupees(text);
    if (paise === null || paise <= 0 || paise > MAX_PAISE) errors.push(`${label} must be rupees between 0.01 and 1000000, with at most 2 decimals`);
    return paise ?? 0;
  };
  const listPricePaise = money('List price', cell(r.list_price));
  const sellingPricePaise = money('Selling price', cell(r.selling_price));
  if (listPricePaise && sellingPricePaise && sellingPricePaise > listPricePaise) errors.push('Selling price cannot be more than the list price');
  const stockText = cell(r.stock);
  if (!/^\d{1,7}$/.test(stockText) || Number(stockText) > 1_000_000) errors.push('Stock must be a whole number from 0 to 1000000');
  const activeText = cell(r.active).toLowerCase();
  if (!YES.has(activeText) && !NO.has(activeText)) errors.push('Active must be yes or no');
  const description = cell(r.description);
  if (!description) errors.push('Description is required');
  else if (description.length > 300) errors.push('Description is at most 300 characters');
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    values: { sku, name, categoryId: categoryId!, listPricePaise, sellingPricePaise, stock: Number(stockText), active: YES.has(activeText), description },
  };
}
