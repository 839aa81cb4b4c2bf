import {
  declarationNames,
  declarationsBlockingSale,
  readDeclarationCsvCells,
  readProductCsvRow,
  type ProductCsvValues,
  type ProductDeclarationValues,
  type ProductImportInput,
  type ProductImportReport,
} from '@canino/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict } from '../../errors';
import * as repo from '../../repositories/admin-products';
import { lockMakers, makerIdsByName } from '../../repositories/makers';
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

/** What the shop has under a row's SKU, as far as the checks need it. */
type Saved = Pick<repo.ProductRow, 'id' | 'active'> & ProductDeclarationValues;

/**
 * The product CSV import. Each row creates a product (a SKU the shop does not have) or updates the one
 * with its SKU. The dry run reads and checks every row and reports each bad one, writing nothing. The
 * real import checks again and writes all rows in one transaction, or none: a file with any bad row
 * is refused (422) with the same report. A row may not put a product on sale without its declarations
 * (rules/declarations.ts), which it sets in the optional declaration columns or the product has saved.
 */
export async function importProducts(ctx: AppContext, adminId: number, input: ProductImportInput): Promise<ProductImportReport> {
  const rows = readCsvRows(input.csv);
  const [categories, makers] = await Promise.all([repo.listCategoryNames(ctx.db), makerIdsByName(ctx.db)]);
  const categoryIds = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
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
    return { rows: rows.length, creates: good.length - updates, updates, errors: all, imported };
  };
  if (input.dryRun) {
    const saved = await repo.findProductsBySku(ctx.db, [...lineOfSku.keys()]);
    return report(saved, refusedSales(good, saved), false);
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
      const refused = refusedSales(good, locked);
      if (refused.length) throw rowsHaveErrors(refused.length);
      const named = good.flatMap((r) => [r.declared.manufacturerId, r.declared.packerId, r.declared.importerId]).filter((id) => id != null);
      if ((await lockMakers(tx, named)).size !== new Set(named).size) throw conflict('A maker named in the file was deleted meanwhile; nothing was imported. Please import again.');
      // Stock moves through the stock history (reason "import"), as every change of stock does.
      for (const { values: row, declared } of good) {
        const { stock, ...v } = row;
        const before = locked.get(v.sku);
        const declarations = mergeDeclarations(before ?? null, declared);
        if (before) {
          await setStock(tx, { productId: before.id }, stock, { reason: 'import', actor, adminId });
          await recordProductChange(tx, adminId, 'import', before, (await repo.updateProduct(tx, before.id, { ...v, ...declarations }))!);
        } else {
          const made = await repo.insertProduct(tx, { ...v, ...declarations, stock, slug: await uniqueSlug(v.name, (s) => repo.productSlugTaken(tx, s)) });
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

/** The rows that would put a product on sale without its declarations, each naming what it lacks. */
function refusedSales(good: readonly ReadRow[], saved: ReadonlyMap<string, Saved>): ImportError[] {
  return good.flatMap(({ line, values, declared }) => {
    const before = saved.get(values.sku);
    const blocking = declarationsBlockingSale(before ? { active: before.active, declarations: declarationsOf(before) } : null, {
      active: values.active,
      declarations: mergeDeclarations(before ?? null, declared),
    });
    if (!blocking.length) return [];
    const message = `A product on sale must show every declaration; missing: ${declarationNames(blocking)}. Fill their columns, or set active to no`;
    return [{ line, sku: values.sku, messages: [message] }];
  });
}
