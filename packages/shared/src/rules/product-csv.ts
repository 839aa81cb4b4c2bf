import { parseRupees } from './money.js';

/** The product CSV's columns, in the order the export writes them; an import needs every one. */
export const PRODUCT_CSV_COLUMNS = ['sku', 'name', 'category', 'list_price', 'selling_price', 'stock', 'active', 'description'] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * The stock each product had when the file was exported, written beside `stock`. An import compares it
 * with the stock now: sales made since then are not undone by a file that still says the old figure.
 * Optional, as a file made by hand may not have it.
 */
export const STOCK_AT_EXPORT_COLUMN = 'stock_at_export';
export type ProductCsvRecord = Record<ProductCsvColumn, string> & { [STOCK_AT_EXPORT_COLUMN]?: string };

/** A row's stock: a figure to set ("72"), or a change to make to the stock as it is then ("+5", "-3"). */
export type StockCell = { set: number } | { move: number };

/** One row as the shop stores it: money in paise, the category by its id. */
export interface ProductCsvValues {
  sku: string;
  name: string;
  categoryId: number;
  listPricePaise: number;
  sellingPricePaise: number;
  stock: StockCell;
  /** The stock at export, when the file has it. */
  stockAtExport: number | null;
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

const MAX_STOCK = 1_000_000;

/** "72" → 72; anything but a whole number from 0 to 1000000 → undefined. */
function wholeStock(text: string): number | undefined {
  return /^\d{1,7}$/.test(text) && Number(text) <= MAX_STOCK ? Number(text) : undefined;
}

/** "72" sets, "+5" and "-3" (or "−3", as a spreadsheet may write it) change. */
function readStockCell(text: string): StockCell | undefined {
  const change = /^([+\-−])(\d{1,7})$/.exec(text);
  if (change) return Number(change[2]) <= MAX_STOCK ? { move: change[1] === '+' ? Number(change[2]) : -Number(change[2]) } : undefined;
  const set = wholeStock(text);
  return set === undefined ? undefined : { set };
}

/**
 * The stock a row leaves a product with, or why the row is refused. `current` is the product's stock
 * now (null for a new product). A file exported before sales were made must not undo them: a row whose
 * stock is still what it was at export (`stock_at_export`) leaves the stock as it is now, and a row that
 * changes it while the stock also changed since is refused, the owner saying per row what they want (a
 * change such as "+10", or the current stock as `stock_at_export` to set the figure anyway). A file
 * without the column sets what it says. Worked example: exported at 72, three sold (69 now): a row of
 * 72 leaves 69; a row of 82 is refused and "+10" suggested; "+10" makes 79.
 */
export function importedStock(current: number | null, cell: StockCell, atExport: number | null): { ok: true; stock: number } | { ok: false; error: string } {
  if ('move' in cell) {
    if (current === null) return { ok: false, error: 'A new product needs its stock as a number, not a change' };
    const stock = current + cell.move;
    if (stock < 0) return { ok: false, error: `Stock cannot go below 0: it is ${current} now, and the change is ${cell.move}` };
    if (stock > MAX_STOCK) return { ok: false, error: `Stock cannot go above ${MAX_STOCK}` };
    return { ok: true, stock };
  }
  if (current === null || atExport === null || current === atExport) return { ok: true, stock: cell.set };
  if (cell.set === atExport) return { ok: true, stock: current };
  const meant = cell.set - atExport;
  return {
    ok: false,
    error: `Stock changed since the export (${atExport} then, ${current} now), and this row changes it too. Write ${meant > 0 ? `+${meant}` : meant} to change today's stock by as much, or ${current} as stock_at_export to set ${cell.set} anyway`,
  };
}

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
  const stock = readStockCell(cell(r.stock));
  if (!stock) errors.push('Stock must be a whole number from 0 to 1000000, or a change such as +5 or -3');
  const atExportText = cell(r[STOCK_AT_EXPORT_COLUMN]);
  const stockAtExport = atExportText === '' ? null : wholeStock(atExportText);
  if (stockAtExport === undefined) errors.push('Stock at export must be a whole number from 0 to 1000000, or empty');
  const activeText = cell(r.active).toLowerCase();
  if (!YES.has(activeText) && !NO.has(activeText)) errors.push('Active must be yes or no');
  const description = cell(r.description);
  if (!description) errors.push('Description is required');
  else if (description.length > 300) errors.push('Description is at most 300 characters');
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    values: { sku, name, categoryId: categoryId!, listPricePaise, sellingPricePaise, stock: stock!, stockAtExport: stockAtExport!, active: YES.has(activeText), description },
  };
}
