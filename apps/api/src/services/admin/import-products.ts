import {
  auditLines,
  auditNameKey,
  changedFields,
  declarationNames,
  declarationsBlockingSale,
  importedStock,
  readDeclarationCsvCells,
  readProductCsvRow,
  type AuditNames,
  type ProductCsvValues,
  type ProductImportInput,
  type ProductImportReport,
} from '@canino/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict } from '../../errors';
import * as repo from '../../repositories/admin-products';
import { listMakerNames, lockMakers, makerIdsByName } from '../../repositories/makers';
import { recordOpeningStock, setStock } from '../stock/stock-history';
import { adminActor } from './admin-actor';
import { declarationsOf, mergeDeclarations, type DeclarationsPatch } from './product-declarations';
import { recordProductChange } from './product-audit';
import { readCsvRows } from './product-csv';
import { uniqueSlug } from './slugs';

type ImportError = ProductImportReport['errors'][number];

/** A row whose own cells are good: its values, the declarations it sets, and where it stands in the file. */
interface ReadRow {
  line: number;
  values: ProductCsvValues;
  declared: DeclarationsPatch;
}

/** What the shop has under a row's SKU. */
type Saved = repo.ProductRow;
type ImportChange = ProductImportReport['changes'][number];

/**
 * The product CSV import. Each row creates a product (a SKU the shop does not have) or updates the one
 * with its SKU. The dry run reads and checks every row and reports each bad one, and each update's
 * changes old → new, writing nothing. The real import checks again and writes all rows in one
 * transaction, or none: a file with any bad row is refused (422) with the same report. A row may not put
 * a product on sale without its declarations (rules/declarations.ts), which it sets in the optional
 * declaration columns or the product has saved, nor undo sales made since the file was exported
 * (rules/product-csv.ts `importedStock`). A new product is saved as a draft, off sale: it has no
 * picture yet, and a card without one would go on sale looking broken.
 */
export async function importProducts(ctx: AppContext, adminId: number, input: ProductImportInput): Promise<ProductImportReport> {
  const rows = readCsvRows(input.csv);
  const [categories, makers, makerNames] = await Promise.all([repo.listCategoryNames(ctx.db), makerIdsByName(ctx.db), listMakerNames(ctx.db)]);
  const categoryIds = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
  // What the report calls the categories and makers that changes name by id.
  const names: AuditNames = {};
  for (const c of categories) names[auditNameKey('category', c.id)] = c.name;
  for (const [id, name] of makerNames) names[auditNameKey('maker', id)] = name;
  const errors: ImportError[] = [];
  const good: ReadRow[] = [];
  const lineOfSku = new Map<string, number>();
  for (const { line, record, shapeError } of rows) {
    const read = readProductCsvRow(record, categoryIds);
    const declared = readDeclarationCsvCells(record, makers);
    const messages = [...(shapeError ? [shapeError] : []), ...(read.ok ? [] : read.errors), ...(declared.ok ? [] : declared.errors)];
    const sku = read.ok ? read.values.sku : (record.sku?.trim().toUpperCase() ?? '');
    const first = sku ? lineOfSku.get(sku) : undefined;
    if (first !== undefined) messages.push(`SKU ${sku} is also on line ${first}`);
    else if (sku) lineOfSku.set(sku, line);
    if (messages.length) errors.push({ line, sku, messages });
    else if (read.ok && declared.ok) good.push({ line, values: read.values, declared: declared.patch });
  }

  const report = (saved: ReadonlyMap<string, Saved>, refused: ImportError[], imported: boolean) => {
    const updates = good.filter((r) => saved.has(r.values.sku)).length;
    const all = [...errors, ...refused].sort((a, b) => a.line - b.line);
    return { rows: rows.length, creates: good.length - updates, updates, errors: all, changes: changesOf(good, saved, names), imported };
  };
  if (input.dryRun) {
    const saved = await repo.findProductsBySku(ctx.db, [...lineOfSku.keys()]);
    return report(saved, refusedRows(good, saved), false);
  }
  if (errors.length) throw rowsHaveErrors(errors.length);

  const actor = await adminActor(ctx, adminId);
  const written = await ctx.db
    .transaction(async (tx) => {
      const ids = await repo.findProductIdsBySku(
        tx,
        good.map((r) => r.values.sku),
      );
      // The rows to update are locked in id order, as every stock-changing transaction locks them, and
      // checked as they are now: one may have gone on or off sale since the dry run.
      const locked = new Map((await repo.lockProducts(tx, [...ids.values()])).map((p) => [p.sku, p]));
      const refused = refusedRows(good, locked);
      if (refused.length) throw rowsHaveErrors(refused.length);
      const named = good.flatMap((r) => [r.declared.manufacturerId, r.declared.packerId, r.declared.importerId]).filter((id) => id != null);
      if ((await lockMakers(tx, named)).size !== new Set(named).size) throw conflict('A maker named in the file was deleted meanwhile; nothing was imported. Please import again.');
      // Stock moves through the stock history (reason "import"), as every change of stock does.
      for (const { values: row, declared } of good) {
        const { stock: _cell, stockAtExport: _atExport, ...v } = row;
        const before = locked.get(v.sku);
        const declarations = mergeDeclarations(before ?? null, declared);
        const stock = stockOf(row, before);
        if (before) {
          await setStock(tx, { productId: before.id }, stock, { reason: 'import', actor, adminId });
          await recordProductChange(tx, adminId, 'import', before, (await repo.updateProduct(tx, before.id, { ...v, ...declarations }))!);
        } else {
          const draft = { ...v, active: false, ...declarations, stock, slug: await uniqueSlug(v.name, (s) => repo.productSlugTaken(tx, s)) };
          const made = await repo.insertProduct(tx, draft);
          await recordOpeningStock(tx, made.id, stock, { actor, adminId, note: 'Import' });
          await recordProductChange(tx, adminId, 'import', null, made);
        }
      }
      return report(locked, [], true);
    })
    .catch((err: unknown) => {
      // Another import or a product form saved one of these SKUs (or names) at the same moment.
      if (isUniqueViolation(err)) throw conflict('Another change saved one of these products at the same moment; nothing was imported. Please import again.');
      throw err;
    });
  ctx.catalogCache.invalidate();
  return written;
}

const rowsHaveErrors = (n: number) => new AppError('UNPROCESSABLE', `${n} row${n === 1 ? ' has' : 's have'} errors, so nothing was imported: check the file to see them`);

/** A row's stock once checked (refusedRows): what `importedStock` leaves. */
function stockOf(row: ProductCsvValues, before: Saved | undefined): number {
  const stock = importedStock(before?.stock ?? null, row.stock, row.stockAtExport);
  if (!stock.ok) throw new Error(`unchecked stock on ${row.sku}`);
  return stock.stock;
}

/**
 * The rows refused against what the shop has now: one that would undo sales made since the export, and
 * one that would put a product on sale without its declarations (a new product is a draft, never on sale).
 */
function refusedRows(good: readonly ReadRow[], saved: ReadonlyMap<string, Saved>): ImportError[] {
  return good.flatMap(({ line, values, declared }) => {
    const before = saved.get(values.sku);
    const messages: string[] = [];
    const stock = importedStock(before?.stock ?? null, values.stock, values.stockAtExport);
    if (!stock.ok) messages.push(stock.error);
    const blocking = before
      ? declarationsBlockingSale({ active: before.active, declarations: declarationsOf(before) }, { active: values.active, declarations: mergeDeclarations(before, declared) })
      : [];
    if (blocking.length) messages.push(`A product on sale must show every declaration; missing: ${declarationNames(blocking)}. Fill their columns, or set active to no`);
    return messages.length ? [{ line, sku: values.sku, messages }] : [];
  });
}

/** What each update changes, old → new, as the owner reads it: the dry run shows them before anything is written. */
function changesOf(good: readonly ReadRow[], saved: ReadonlyMap<string, Saved>, names: AuditNames): ImportChange[] {
  return good.flatMap(({ line, values, declared }) => {
    const before = saved.get(values.sku);
    if (!before) return [];
    const stock = importedStock(before.stock, values.stock, values.stockAtExport);
    const { stock: _cell, stockAtExport: _atExport, sku: _sku, ...fields } = values;
    const was = { ...Object.fromEntries(Object.keys(fields).map((k) => [k, before[k as keyof typeof fields]])), ...declarationsOf(before), stock: before.stock };
    const now = { ...fields, ...mergeDeclarations(before, declared), stock: stock.ok ? stock.stock : before.stock };
    const diff = changedFields(was, now);
    return diff ? [{ line, sku: values.sku, name: before.name, fields: auditLines({ entity: 'product', ...diff }, names) }] : [];
  });
}
