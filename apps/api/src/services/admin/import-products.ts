import { readProductCsvRow, type ProductCsvValues, type ProductImportInput, type ProductImportReport } from '@canino/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict } from '../../errors';
import * as repo from '../../repositories/admin-products';
import { recordOpeningStock, setStock } from '../stock/stock-history';
import { adminActor } from './admin-actor';
import { recordProductChange } from './product-audit';
import { readCsvRows } from './product-csv';
import { uniqueSlug } from './slugs';

/**
 * The product CSV import. Each row creates a product (a SKU the shop does not have) or updates the one
 * with its SKU. The dry run reads and checks every row and reports each bad one, writing nothing. The
 * real import checks again and writes all rows in one transaction, or none: a file with any bad row
 * is refused (422) with the same report.
 */
export async function importProducts(ctx: AppContext, adminId: number, input: ProductImportInput): Promise<ProductImportReport> {
  const rows = readCsvRows(input.csv);
  const categories = new Map((await repo.listCategoryNames(ctx.db)).map((c) => [c.name.toLowerCase(), c.id]));
  const errors: ProductImportReport['errors'] = [];
  const good: ProductCsvValues[] = [];
  const lineOfSku = new Map<string, number>();
  for (const { line, record, shapeError } of rows) {
    const read = readProductCsvRow(record, categories);
    const messages = [...(shapeError ? [shapeError] : []), ...(read.ok ? [] : read.errors)];
    const sku = read.ok ? read.values.sku : (record.sku?.trim().toUpperCase() ?? '');
    const first = sku ? lineOfSku.get(sku) : undefined;
    if (first !== undefined) messages.push(`SKU ${sku} is also on line ${first}`);
    else if (sku) lineOfSku.set(sku, line);
    if (messages.length) errors.push({ line, sku, messages });
    else if (read.ok) good.push(read.values);
  }

  const report = (existing: ReadonlyMap<string, number>, imported: boolean) => {
    const updates = good.filter((v) => existing.has(v.sku)).length;
    return { rows: rows.length, creates: good.length - updates, updates, errors, imported };
  };
  if (input.dryRun) return report(await repo.findProductIdsBySku(ctx.db, [...lineOfSku.keys()]), false);
  if (errors.length) {
    throw new AppError('UNPROCESSABLE', `${errors.length} row${errors.length === 1 ? ' has' : 's have'} errors, so nothing was imported: check the file to see them`);
  }

  const actor = await adminActor(ctx, adminId);
  const written = await ctx.db
    .transaction(async (tx) => {
      const existing = await repo.findProductIdsBySku(
        tx,
        good.map((v) => v.sku),
      );
      // The rows to update are locked in id order, as every stock-changing transaction locks them.
      const locked = new Map((await repo.lockProducts(tx, [...existing.values()])).map((p) => [p.id, p]));
      // Stock moves through the stock history (reason "import"), as every change of stock does.
      for (const { stock, ...v } of good) {
        const id = existing.get(v.sku);
        if (id !== undefined) {
          await setStock(tx, { productId: id }, stock, { reason: 'import', actor, adminId });
          await recordProductChange(tx, adminId, 'import', locked.get(id)!, (await repo.updateProduct(tx, id, v))!);
        } else {
          const made = await repo.insertProduct(tx, { ...v, stock, slug: await uniqueSlug(v.name, (s) => repo.productSlugTaken(tx, s)) });
          await recordOpeningStock(tx, made.id, stock, { actor, adminId, note: 'Import' });
          await recordProductChange(tx, adminId, 'import', null, made);
        }
      }
      return report(existing, true);
    })
    .catch((err: unknown) => {
      // Another import or a product form saved one of these SKUs (or names) at the same moment.
      if (isUniqueViolation(err)) throw conflict('Another change saved one of these products at the same moment; nothing was imported. Please import again.');
      throw err;
    });
  ctx.catalogCache.invalidate();
  return written;
}
