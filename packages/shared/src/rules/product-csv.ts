import { LOW_STOCK_THRESHOLD } from '../schemas/admin-catalog.js';
import { isValidGtin } from './gtin.js';
import { parseRupees } from './money.js';
import { BATCH_NO_MAX_LENGTH, BATCH_NO_PATTERN, monthStart } from './stock-batches.js';
import { NET_UNITS, type NetUnit } from './unit-price.js';

/**
 * The product CSV's columns, in the order the export writes them; an import needs every one. One row per
 * size, keyed by the size's SKU: the product's columns (keyed by its slug) are repeated on each of its rows.
 */
export const PRODUCT_CSV_COLUMNS = [
  'product_slug',
  'name',
  'category',
  'description',
  'active',
  'option_name',
  'sku',
  'size_label',
  'net_quantity',
  'net_unit',
  'mrp',
  'selling_price',
  'stock',
  'gtin',
  'default_size',
  'size_active',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns only the old layout, one row per product, had: a file with them is named as such. */
export const OLD_PRODUCT_CSV_COLUMNS = ['sku', 'list_price', 'selling_price'] as const;

/**
 * The stock each size had when the file was exported, written beside `stock`. An import compares it
 * with the stock now: sales made since then are not undone by a file that still says the old figure.
 * Optional, as a file made by hand may not have it.
 */
export const STOCK_AT_EXPORT_COLUMN = 'stock_at_export';

/**
 * A size's packed weight (grams; empty: the shop's default parcel weight) and its low-stock threshold,
 * written after `stock_at_export`; an empty threshold is the shop's default. Optional: a file without one of them leaves every size's as it is, so
 * files exported before the shop wrote them still import.
 */
export const SIZE_OPTIONAL_CSV_COLUMNS = ['weight_grams', 'low_stock_threshold'] as const;
type SizeOptionalColumn = (typeof SIZE_OPTIONAL_CSV_COLUMNS)[number];

/**
 * The batch a row's new stock comes in as (number, month of manufacture and best-before month,
 * "YYYY-MM"), written after the weight and threshold. The export leaves them empty: a size holds many
 * batches, and the columns say where stock the owner adds goes, as the Receive stock form does. Optional;
 * empty, new stock goes to the undated batch.
 */
export const BATCH_CSV_COLUMNS = ['batch_no', 'batch_manufactured', 'batch_best_before'] as const;
type BatchColumn = (typeof BATCH_CSV_COLUMNS)[number];
/**
 * Whether the shopper may return the product (perishable or opened goods may not), written last. Optional:
 * a file without it leaves every product's as it is.
 */
export const RETURNABLE_CSV_COLUMN = 'returnable';
export type ProductCsvRecord = Record<ProductCsvColumn, string> & { [STOCK_AT_EXPORT_COLUMN]?: string; [RETURNABLE_CSV_COLUMN]?: string } & Partial<
    Record<SizeOptionalColumn | BatchColumn, string>
  >;

/** The batch a row receives its new stock into; months as their first days. */
export interface ProductCsvBatch {
  batchNo: string;
  manufacturedOn: string;
  bestBefore: string;
}

/** A row's stock: a figure to set ("72"), or a change to make to the stock as it is then ("+5", "-3"). */
export type StockCell = { set: number } | { move: number };

/** A row's product columns as the shop stores them: the category by its id. */
export interface ProductCsvProduct {
  slug: string;
  name: string;
  categoryId: number;
  description: string;
  active: boolean;
  optionName: string;
  /** Undefined: the file has no such column. */
  returnable?: boolean;
}

/** A row's size columns as the shop stores them: money in paise. */
export interface ProductCsvSize {
  sku: string;
  label: string;
  netQuantity: number;
  netUnit: NetUnit;
  listPricePaise: number;
  sellingPricePaise: number;
  stock: StockCell;
  /** The stock at export, when the file has it. */
  stockAtExport: number | null;
  /** null: the file leaves the size without a barcode number. */
  gtin: string | null;
  isDefault: boolean;
  active: boolean;
  /** Grams, or null for the shop's default parcel weight; undefined: the file has no such column. */
  weightGrams?: number | null;
  /** Undefined: the file has no such column. */
  lowStockThreshold?: number;
  /** Undefined: the row names no batch. */
  batch?: ProductCsvBatch;
}

export interface ProductCsvValues {
  product: ProductCsvProduct;
  size: ProductCsvSize;
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
 * now (null for a new size). A file exported before sales were made must not undo them: a row whose
 * stock is still what it was at export (`stock_at_export`) leaves the stock as it is now, and a row that
 * changes it while the stock also changed since is refused, the owner saying per row what they want (a
 * change such as "+10", or the current stock as `stock_at_export` to set the figure anyway). A file
 * without the column sets what it says. Worked example: exported at 72, three sold (69 now): a row of
 * 72 leaves 69; a row of 82 is refused and "+10" suggested; "+10" makes 79.
 */
export function importedStock(current: number | null, cell: StockCell, atExport: number | null): { ok: true; stock: number } | { ok: false; error: string } {
  if ('move' in cell) {
    if (current === null) return { ok: false, error: 'A new size needs its stock as a number, not a change' };
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

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** numeric(10, 2): above 0, at most 2 decimals. */
const NET_QUANTITY = /^\d{1,8}(?:\.\d{1,2})?$/;

/**
 * Checks one CSV row and turns it into a product's and a size's values, or lists everything wrong with
 * it in words the owner can act on. `categories` maps each category's name, lower-cased, to its id.
 */
export function readProductCsvRow(r: ProductCsvRecord, categories: ReadonlyMap<string, number>): ProductCsvRow {
  const errors: string[] = [];
  const yesNo = (label: string, text: string) => {
    const t = text.toLowerCase();
    if (!YES.has(t) && !NO.has(t)) errors.push(`${label} must be yes or no`);
    return YES.has(t);
  };
  const text = (label: string, value: string, max: number) => {
    if (!value) errors.push(`${label} is required`);
    else if (value.length > max) errors.push(`${label} is at most ${max} characters`);
    return value;
  };
  const slug = cell(r.product_slug).toLowerCase();
  if (!slug) errors.push('Product slug is required');
  else if (slug.length > 120 || !SLUG.test(slug)) errors.push('Product slug may use lower-case letters, digits and single hyphens (at most 120)');
  const name = text('Name', cell(r.name), 120);
  const categoryId = categories.get(cell(r.category).toLowerCase());
  if (!cell(r.category)) errors.push('Category is required');
  else if (categoryId === undefined) errors.push(`Unknown category "${cell(r.category)}"`);
  const description = text('Description', cell(r.description), 300);
  const active = yesNo('Active', cell(r.active));
  const optionName = text('Option name', cell(r.option_name), 40);
  const returnable = r[RETURNABLE_CSV_COLUMN] === undefined ? undefined : yesNo('Returnable', cell(r[RETURNABLE_CSV_COLUMN]));

  const sku = cell(r.sku).toUpperCase();
  if (!sku) errors.push('SKU is required');
  else if (sku.length > 40 || !/^[A-Z0-9][A-Z0-9._/-]*$/.test(sku)) errors.push('SKU may use letters, digits, dots, slashes and hyphens (at most 40)');
  const label = text('Size label', cell(r.size_label), 40);
  const quantityText = cell(r.net_quantity);
  const netQuantity = Number(quantityText);
  if (!NET_QUANTITY.test(quantityText) || !(netQuantity > 0)) errors.push('Net quantity must be a number above 0, with at most 2 decimals');
  const netUnit = cell(r.net_unit).toLowerCase() as NetUnit;
  if (!NET_UNITS.includes(netUnit)) errors.push(`Net unit must be one of ${NET_UNITS.join(', ')}`);
  const money = (label: string, text: string) => {
    const paise = parseRupees(text);
    if (paise === null || paise <= 0 || paise > MAX_PAISE) errors.push(`${label} must be rupees between 0.01 and 1000000, with at most 2 decimals`);
    return paise ?? 0;
  };
  const listPricePaise = money('MRP', cell(r.mrp));
  const sellingPricePaise = money('Selling price', cell(r.selling_price));
  if (listPricePaise && sellingPricePaise && sellingPricePaise > listPricePaise) errors.push('Selling price cannot be more than the MRP');
  const stock = readStockCell(cell(r.stock));
  if (!stock) errors.push('Stock must be a whole number from 0 to 1000000, or a change such as +5 or -3');
  const atExportText = cell(r[STOCK_AT_EXPORT_COLUMN]);
  const stockAtExport = atExportText === '' ? null : wholeStock(atExportText);
  if (stockAtExport === undefined) errors.push('Stock at export must be a whole number from 0 to 1000000, or empty');
  const gtin = cell(r.gtin) || null;
  if (gtin !== null && !isValidGtin(gtin)) errors.push('GTIN must be 8, 12, 13 or 14 digits whose last digit checks the others, or empty');
  const isDefault = yesNo('Default size', cell(r.default_size));
  const sizeActive = yesNo('Size active', cell(r.size_active));
  // The same bounds as the size form's fields (schemas/product-sizes.ts).
  const weightText = r.weight_grams === undefined ? undefined : cell(r.weight_grams);
  const weightGrams = weightText === undefined ? undefined : weightText === '' ? null : /^\d{1,6}$/.test(weightText) ? Number(weightText) : NaN;
  if (weightGrams !== undefined && weightGrams !== null && !(weightGrams > 0 && weightGrams <= 100_000))
    errors.push('Weight must be whole grams from 1 to 100000, or empty for the default parcel weight');
  const thresholdText = r.low_stock_threshold === undefined ? undefined : cell(r.low_stock_threshold);
  const lowStockThreshold = thresholdText === undefined ? undefined : thresholdText === '' ? LOW_STOCK_THRESHOLD : /^\d{1,6}$/.test(thresholdText) ? Number(thresholdText) : NaN;
  if (lowStockThreshold !== undefined && !(lowStockThreshold <= 100_000)) errors.push('Low-stock threshold must be a whole number from 0 to 100000');
  const batch = readBatchCells(r, errors);
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    values: {
      product: { slug, name, categoryId: categoryId!, description, active, optionName, ...(returnable === undefined ? {} : { returnable }) },
      size: {
        sku,
        label,
        netQuantity,
        netUnit,
        listPricePaise,
        sellingPricePaise,
        stock: stock!,
        stockAtExport: stockAtExport!,
        gtin,
        isDefault,
        active: sizeActive,
        ...(weightGrams === undefined ? {} : { weightGrams }),
        ...(lowStockThreshold === undefined ? {} : { lowStockThreshold }),
        ...(batch ? { batch } : {}),
      },
    },
  };
}

/**
 * A row's batch: all three cells, or none. A month is "YYYY-MM" (a day after it, as a spreadsheet may
 * add one, is read as its month), and the best-before month comes after the month of manufacture.
 */
function readBatchCells(r: ProductCsvRecord, errors: string[]): ProductCsvBatch | undefined {
  const batchNo = cell(r.batch_no);
  const made = cell(r.batch_manufactured);
  const bestBy = cell(r.batch_best_before);
  if (!batchNo && !made && !bestBy) return undefined;
  const before = errors.length;
  if (!batchNo) errors.push('Batch number is required when a batch month is given');
  else if (batchNo.length > BATCH_NO_MAX_LENGTH || !BATCH_NO_PATTERN.test(batchNo))
    errors.push(`Batch number may use letters, digits and / . _ - (at most ${BATCH_NO_MAX_LENGTH})`);
  const manufacturedOn = monthStart(made);
  if (!manufacturedOn) errors.push('Batch manufactured must be the month of manufacture as YYYY-MM');
  const bestBefore = monthStart(bestBy);
  if (!bestBefore) errors.push('Batch best before must be the best-before month as YYYY-MM');
  else if (manufacturedOn && bestBefore <= manufacturedOn) errors.push('Batch best before must come after the month of manufacture');
  return errors.length > before ? undefined : { batchNo, manufacturedOn: manufacturedOn!, bestBefore: bestBefore! };
}

/** A good row with its line in the file, and whatever else travels with it (the declarations it sets). */
export interface ProductCsvLine<T> {
  line: number;
  values: ProductCsvValues;
  extra: T;
}

/** A product's rows in the file, its first row's product columns standing for all of them. */
export interface ProductCsvGroup<T> {
  product: ProductCsvProduct;
  extra: T;
  rows: ProductCsvLine<T>[];
}

/**
 * Groups good rows by product slug and checks them against each other: a SKU or GTIN twice in the file, a
 * product whose columns differ between its rows (`same` compares what travels with a row), two default
 * sizes for one product. Each bad row is reported by its line and left out of the groups.
 */
export function groupProductCsvRows<T>(
  rows: readonly ProductCsvLine<T>[],
  same: (a: T, b: T) => boolean,
): { groups: ProductCsvGroup<T>[]; errors: { line: number; sku: string; messages: string[] }[] } {
  const groups = new Map<string, ProductCsvGroup<T> & { firstLine: number; defaultLine?: number }>();
  const lineOfSku = new Map<string, number>();
  const lineOfGtin = new Map<string, number>();
  const errors: { line: number; sku: string; messages: string[] }[] = [];
  for (const row of rows) {
    const { product, size } = row.values;
    const messages: string[] = [];
    const seen = lineOfSku.get(size.sku);
    if (seen !== undefined) messages.push(`SKU ${size.sku} is also on line ${seen}`);
    else lineOfSku.set(size.sku, row.line);
    const gtinSeen = size.gtin === null ? undefined : lineOfGtin.get(size.gtin);
    if (gtinSeen !== undefined) messages.push(`GTIN ${size.gtin} is also on line ${gtinSeen}`);
    else if (size.gtin !== null) lineOfGtin.set(size.gtin, row.line);
    const group = groups.get(product.slug);
    if (group) {
      const differs = (Object.keys(product) as (keyof ProductCsvProduct)[]).filter((k) => product[k] !== group.product[k]);
      if (!same(row.extra, group.extra)) differs.push('declarations' as never);
      if (differs.length)
        messages.push(
          `The product's columns must be the same on each of its rows: ${differs.join(', ')} ${differs.length === 1 ? 'differs' : 'differ'} from line ${group.firstLine}`,
        );
      if (size.isDefault && group.defaultLine !== undefined) messages.push(`Product ${product.slug} has its default size on line ${group.defaultLine} already`);
    }
    if (messages.length) {
      errors.push({ line: row.line, sku: size.sku, messages });
      continue;
    }
    if (!group) groups.set(product.slug, { product, extra: row.extra, rows: [row], firstLine: row.line, defaultLine: size.isDefault ? row.line : undefined });
    else {
      group.rows.push(row);
      if (size.isDefault) group.defaultLine = row.line;
    }
  }
  return { groups: [...groups.values()].map(({ product, extra, rows: r }) => ({ product, extra, rows: r })), errors };
}
