import { parse, CsvError } from 'csv-parse/sync';
import {
  BATCH_CSV_COLUMNS,
  DECLARATION_CSV_COLUMNS,
  OLD_PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_ROWS,
  RETURNABLE_CSV_COLUMN,
  SIZE_OPTIONAL_CSV_COLUMNS,
  STOCK_AT_EXPORT_COLUMN,
  rupeesText,
  type DeclarationCsvCells,
  type ProductCsvRecord,
} from '@canino/shared';
import type { AppContext } from '../../context';
import { badInput } from '../../errors';
import * as repo from '../../repositories/products';
import { listMakerNames } from '../../repositories/makers';
import { listAllVariants } from '../../repositories/product-variants';
import { csvCell } from '../orders/orders-csv';

/**
 * Every size of every product as CSV, one row per size in the owner's order, in the columns an import
 * reads back: the product's columns repeated on each of its rows, then the size's, its declarations last
 * (UTF-8 with a BOM, for Excel), each size's weight and low-stock threshold after its stock, then the
 * batch columns left empty for stock the owner adds; whether the product may be returned last. The stock is written twice: `stock` for the owner to edit, and
 * `stock_at_export`, which the import compares with the stock then, so sales made meanwhile are not undone.
 */
export async function productsCsv(ctx: AppContext): Promise<string> {
  const [rows, sizes, makers] = await Promise.all([repo.listProductsForExport(ctx.db), listAllVariants(ctx.db), listMakerNames(ctx.db)]);
  const maker = (id: number | null) => (id === null ? '' : (makers.get(id) ?? ''));
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  const lines = [[...PRODUCT_CSV_COLUMNS, STOCK_AT_EXPORT_COLUMN, ...SIZE_OPTIONAL_CSV_COLUMNS, ...BATCH_CSV_COLUMNS, ...DECLARATION_CSV_COLUMNS, RETURNABLE_CSV_COLUMN].join(',')];
  for (const { product: p, categoryName } of rows) {
    const product = [p.slug, p.name, categoryName, p.description, yes(p.active), p.optionName];
    const declared = [p.genericName, maker(p.manufacturerId), maker(p.packerId), maker(p.importerId), p.countryOfOrigin, p.bestBeforeMonths ?? ''];
    for (const [i, v] of (sizes.get(p.id) ?? []).entries()) {
      const size = [
        v.sku,
        v.label,
        v.netQuantity,
        v.netUnit,
        rupeesText(v.listPricePaise),
        rupeesText(v.sellingPricePaise),
        v.stock,
        v.gtin ?? '',
        yes(i === 0),
        yes(v.active),
        v.stock,
        v.weightGrams ?? '',
        v.lowStockThreshold,
        // The batch columns are for stock the owner adds (BATCH_CSV_COLUMNS): empty on export.
        ...BATCH_CSV_COLUMNS.map(() => ''),
      ];
      lines.push([...product, ...size, ...declared, yes(p.returnable)].map(csvCell).join(','));
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface CsvRow {
  /** The row's line in the file, the header being line 1, as a spreadsheet numbers it. */
  line: number;
  /** The product and size columns, and those declaration columns the file has. */
  record: ProductCsvRecord & DeclarationCsvCells;
  /** Set when the row has more or fewer cells than the header. */
  shapeError?: string;
}

const refuse = (message: string) => badInput(message, { csv: message });

/**
 * The file's rows by column name. A file that is not a CSV with the product columns is refused whole
 * (400, naming what is wrong); a row's bad values are for the row-by-row report instead.
 */
export function readCsvRows(text: string): CsvRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it stood in the file (typed as plain rows by csv-parse).
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as typeof records;
  } catch (err) {
    if (err instanceof CsvError) throw refuse(`This file cannot be read as CSV: ${err.message}`);
    throw err;
  }
  const [head, ...body] = records;
  const header = (head?.record ?? []).map((h) => h.trim().toLowerCase());
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length && OLD_PRODUCT_CSV_COLUMNS.every((c) => header.includes(c)))
    throw refuse(`This file has one row per product, as exports did before sizes. Export again, or write one row per size with the columns ${PRODUCT_CSV_COLUMNS.join(', ')}`);
  if (missing.length) throw refuse(`The CSV needs the columns ${PRODUCT_CSV_COLUMNS.join(', ')}; missing: ${missing.join(', ')}`);
  if (!body.length) throw refuse('The CSV has no rows of sizes');
  if (body.length > PRODUCT_CSV_MAX_ROWS) throw refuse(`The CSV has ${body.length} rows; import at most ${PRODUCT_CSV_MAX_ROWS} at once`);
  return body.map(({ record, info }) => ({
    line: info.lines,
    record: Object.fromEntries(header.map((h, i) => [h, record[i] ?? ''])) as CsvRow['record'],
    shapeError: record.length === header.length ? undefined : `This row has ${record.length} cells; the header has ${header.length}`,
  }));
}
