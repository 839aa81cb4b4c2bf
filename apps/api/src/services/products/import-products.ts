import {
  auditLines,
  auditNameKey,
  batchMonthsMismatch,
  batchReceiptProblem,
  changedFields,
  declarationNames,
  declarationsBlockingSale,
  formatBatchMonth,
  groupProductCsvRows,
  importedStock,
  indianDate,
  readDeclarationCsvCells,
  readProductCsvRow,
  type AuditNames,
  type ProductCsvGroup,
  type ProductCsvLine,
  type ProductCsvSize,
  type ProductImportInput,
  type ProductImportReport,
} from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict } from '../../errors';
import * as repo from '../../repositories/products';
import { listMakerNames, lockMakers, makerIdsByName } from '../../repositories/makers';
import * as sizes from '../../repositories/product-variants';
import { findBatchByNumber, type StockBatchRow } from '../../repositories/stock-batches';
import { recordAdminChange } from '../audit/audit-log';
import { recheckLowStock, recordOpeningStock, setStock } from '../stock/stock-history';
import { adminActor } from '../staff/admin-actor';
import { declarationsOf, mergeDeclarations, type DeclarationsPatch } from './product-declarations';
import { recordProductChange } from './product-audit';
import { readCsvRows } from './product-csv';
import { auditedSizes } from './product-sizes';

type ImportError = ProductImportReport['errors'][number];
type ImportChange = ProductImportReport['changes'][number];
type Group = ProductCsvGroup<DeclarationsPatch>;
type Row = ProductCsvLine<DeclarationsPatch>;

/** What the shop has for the file's products (by slug), their sizes (by product id), and the sizes with the file's SKUs and barcodes. */
interface Shop {
  products: ReadonlyMap<string, repo.ProductRow>;
  sizesOf: ReadonlyMap<number, sizes.VariantRow[]>;
  skus: ReadonlyMap<string, sizes.VariantRow>;
  gtins: ReadonlyMap<string, sizes.VariantRow>;
  /** The batches the file's rows name that their sizes already hold, by batchKey. */
  batches: ReadonlyMap<string, StockBatchRow>;
}

/** Where the import stands on the calendar: batches are checked against the shop's date and minimum shelf life. */
interface Receipt {
  today: string;
  minShelfLifeDays: number;
}

const batchKey = (variantId: number, batchNo: string) => `${variantId}:${batchNo}`;

/**
 * The product CSV import, one row per size (decision 025). Rows are grouped by product slug: a slug the
 * shop has updates that product, a new one creates it; within a product a size's SKU finds the size to
 * update, and a new SKU adds a size. The dry run reads and checks every row and reports each bad one, and
 * each update's changes old → new, writing nothing. The real import checks again and writes all rows in
 * one transaction, or none: a file with any bad row is refused (422) with the same report. A product may
 * not go on sale without its declarations (rules/declarations.ts), nor a row undo sales made since the
 * file was exported (rules/product-csv.ts `importedStock`). A new product is saved as a draft, off sale:
 * it has no picture yet, and a card without one would go on sale looking broken.
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
  const good: Row[] = [];
  for (const { line, record, shapeError } of rows) {
    const read = readProductCsvRow(record, categoryIds);
    const declared = readDeclarationCsvCells(record, makers);
    const messages = [...(shapeError ? [shapeError] : []), ...(read.ok ? [] : read.errors), ...(declared.ok ? [] : declared.errors)];
    if (messages.length || !read.ok || !declared.ok) errors.push({ line, sku: record.sku?.trim().toUpperCase() ?? '', messages });
    else good.push({ line, values: read.values, extra: declared.patch });
  }
  const grouped = groupProductCsvRows(good, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  errors.push(...grouped.errors);
  const { groups } = grouped;
  const slugs = groups.map((g) => g.product.slug);
  const skus = groups.flatMap((g) => g.rows.map((r) => r.values.size.sku));
  const gtins = groups.flatMap((g) => g.rows.flatMap((r) => r.values.size.gtin ?? []));
  const batchesNamed = groups.flatMap((g) => g.rows.flatMap(({ values: { size } }) => (size.batch ? [{ sku: size.sku, batchNo: size.batch.batchNo }] : [])));
  const file = { slugs, skus, gtins, batchesNamed };
  const receipt: Receipt = { today: indianDate(ctx.now()), minShelfLifeDays: ctx.config.minShelfLifeDays };

  const report = (shop: Shop, refused: ImportError[], imported: boolean) => {
    const updates = groups.filter((g) => shop.products.has(g.product.slug)).length;
    const all = [...errors, ...refused].sort((a, b) => a.line - b.line);
    return { rows: rows.length, creates: groups.length - updates, updates, errors: all, changes: groups.flatMap((g) => changesOf(g, shop, names)), imported };
  };
  if (input.dryRun) {
    const shop = await readShop(ctx.db, file, false);
    return report(shop, refusedRows(groups, shop, receipt), false);
  }
  if (errors.length) throw rowsHaveErrors(errors.length);

  const actor = await adminActor(ctx, adminId);
  const written = await ctx.db
    .transaction(async (tx) => {
      // The products and their sizes are locked in id order, as every stock-changing transaction locks
      // them, and checked as they are now: a size may have sold, or a product gone on sale, since the dry run.
      const shop = await readShop(tx, file, true);
      const refused = refusedRows(groups, shop, receipt);
      if (refused.length) throw rowsHaveErrors(refused.length);
      const named = groups.flatMap((g) => [g.extra.manufacturerId, g.extra.packerId, g.extra.importerId]).filter((id) => id != null);
      if ((await lockMakers(tx, named)).size !== new Set(named).size) throw conflict('A maker named in the file was deleted meanwhile; nothing was imported. Please import again.');
      const cause = { actor, adminId };
      for (const group of groups) {
        const before = shop.products.get(group.product.slug);
        if (before) await updateFromFile(tx, group, before, shop, cause);
        else await createFromFile(tx, group, cause);
      }
      return report(shop, [], true);
    })
    .catch((err: unknown) => {
      // Another import or a product form saved one of these slugs, SKUs or barcodes at the same moment.
      if (isUniqueViolation(err)) throw conflict('Another change saved one of these products, SKUs or barcodes at the same moment; nothing was imported. Please import again.');
      throw err;
    });
  ctx.catalogCache.invalidate();
  return written;
}

const rowsHaveErrors = (n: number) => new AppError('UNPROCESSABLE', `${n} row${n === 1 ? ' has' : 's have'} errors, so nothing was imported: check the file to see them`);

/** The shop's side of the file; with `lock`, the products and their sizes locked in id order. */
async function readShop(db: Db, file: { slugs: string[]; skus: string[]; gtins: string[]; batchesNamed: { sku: string; batchNo: string }[] }, lock: boolean): Promise<Shop> {
  const { slugs, skus, gtins } = file;
  const found = await repo.findProductsBySlug(db, slugs);
  const products = lock
    ? new Map(
        (
          await repo.lockProducts(
            db,
            [...found.values()].map((p) => p.id),
          )
        ).map((p) => [p.slug, p]),
      )
    : found;
  const sizesOf = await sizes.listVariantsOfProducts(
    db,
    [...products.values()].map((p) => p.id),
    { lock },
  );
  const [bySku, byGtin] = await Promise.all([sizes.findVariantsBySku(db, skus), sizes.findVariantsByGtin(db, gtins)]);
  // Few rows name a batch (stock being received), so each is looked up on its own.
  const batches = new Map<string, StockBatchRow>();
  for (const { sku, batchNo } of file.batchesNamed) {
    const size = bySku.get(sku);
    const batch = size && (await findBatchByNumber(db, size.id, batchNo));
    if (batch) batches.set(batchKey(size.id, batchNo), batch);
  }
  return { products, sizesOf, skus: bySku, gtins: byGtin, batches };
}

/** The size a row updates: the one with its SKU, when that size is its product's (undefined: a new size). */
const savedSize = (shop: Shop, product: repo.ProductRow | undefined, sku: string) => {
  const size = shop.skus.get(sku);
  return size && product && size.productId === product.id ? size : undefined;
};

/** The stock a checked row leaves its size with (refusedRows refuses one `importedStock` does not allow). */
function stockOf(size: ProductCsvSize, saved: sizes.VariantRow | undefined): number {
  const stock = importedStock(saved?.stock ?? null, size.stock, size.stockAtExport);
  if (!stock.ok) throw new Error(`unchecked stock on ${size.sku}`);
  return stock.stock;
}

/** The SKU of the size the product's rows leave as its default: the one marked so, else the default it has, else its first row. */
function defaultSkuOf(group: Group, sizesNow: readonly sizes.VariantRow[]): string {
  return (group.rows.find((r) => r.values.size.isDefault) ?? group.rows.find((r) => r.values.size.sku === sizesNow[0]?.sku) ?? group.rows[0]!).values.size.sku;
}

/**
 * The rows refused against what the shop has now: a SKU another product's size has, a barcode number
 * another size has, a stock that would
 * undo sales made since the export, the default size marked "no" with no other marked "yes", and a
 * product put on sale without its declarations (on its first row; a new product is a draft, never on sale).
 */
function refusedRows(groups: readonly Group[], shop: Shop, receipt: Receipt): ImportError[] {
  const refused = new Map<number, ImportError>();
  const refuse = (line: number, sku: string, message: string) => {
    const entry = refused.get(line) ?? { line, sku, messages: [] };
    entry.messages.push(message);
    refused.set(line, entry);
  };
  for (const group of groups) {
    const before = shop.products.get(group.product.slug);
    const sizesNow = before ? (shop.sizesOf.get(before.id) ?? []) : [];
    for (const { line, values } of group.rows) {
      const { sku } = values.size;
      const saved = savedSize(shop, before, sku);
      if (shop.skus.has(sku) && !saved) refuse(line, sku, `SKU ${sku} is a size of another product; give this size its own SKU`);
      const barcoded = values.size.gtin === null ? undefined : shop.gtins.get(values.size.gtin);
      if (barcoded && barcoded.sku !== sku) refuse(line, sku, `GTIN ${values.size.gtin} is the barcode of size ${barcoded.sku}; each size has its own`);
      const stock = importedStock(saved?.stock ?? null, values.size.stock, values.size.stockAtExport);
      if (!stock.ok) refuse(line, sku, stock.error);
      for (const message of batchProblems(values.size, saved, stock.ok ? stock.stock : null, shop, receipt)) refuse(line, sku, message);
      if (sku === sizesNow[0]?.sku && !values.size.isDefault && defaultSkuOf(group, sizesNow) === sku)
        refuse(line, sku, `${sku} is the default size of ${group.product.slug}: mark another of its rows yes in default_size, or this one`);
    }
    const blocking = before
      ? declarationsBlockingSale(
          { active: before.active, declarations: declarationsOf(before) },
          { active: group.product.active, declarations: mergeDeclarations(before, group.extra) },
        )
      : [];
    const first = group.rows[0]!;
    if (blocking.length)
      refuse(first.line, first.values.size.sku, `A product on sale must show every declaration; missing: ${declarationNames(blocking)}. Fill their columns, or set active to no`);
  }
  return [...refused.values()];
}

/**
 * What is wrong with the batch a row names, as the Receive stock form would say it: the row must raise
 * the stock (the batch is where the added packs go), the months must be receivable today, and a batch
 * number the size holds already must come with its months.
 */
function batchProblems(size: ProductCsvSize, saved: sizes.VariantRow | undefined, stock: number | null, shop: Shop, receipt: Receipt): string[] {
  const { batch } = size;
  if (!batch) return [];
  const problems: string[] = [];
  const now = saved?.stock ?? 0;
  if (stock !== null && stock <= now) problems.push(`The batch columns name where added stock goes, and this row does not add any (${now} now, ${stock} after the row)`);
  const receivable = batchReceiptProblem(batch, receipt.today, receipt.minShelfLifeDays);
  if (receivable) problems.push(receivable.message);
  const mismatch = saved ? batchMonthsMismatch(shop.batches.get(batchKey(saved.id, batch.batchNo)), batch) : null;
  if (mismatch) problems.push(mismatch);
  return problems;
}

/** "Batch B-7, made Oct 2026, best before Mar 2028": where a row's added stock goes, as the dry run says it. */
const batchText = (b: NonNullable<ProductCsvSize['batch']>) => `${b.batchNo}, made ${formatBatchMonth(b.manufacturedOn)}, best before ${formatBatchMonth(b.bestBefore)}`;

/** A product's own columns as the table names them. */
const productFields = (group: Group, before: repo.ProductRow | null) => {
  const { slug: _slug, ...fields } = group.product;
  return { ...fields, ...mergeDeclarations(before, group.extra) };
};

/**
 * A size's own columns as the table names them (its stock moves through the stock history); its weight
 * and low-stock threshold only when the file has their columns.
 */
const sizeFields = (
  size: Pick<ProductCsvSize, 'sku' | 'label' | 'netQuantity' | 'netUnit' | 'listPricePaise' | 'sellingPricePaise' | 'active' | 'weightGrams' | 'lowStockThreshold'>,
) => ({
  sku: size.sku,
  label: size.label,
  netQuantity: size.netQuantity,
  netUnit: size.netUnit,
  listPricePaise: size.listPricePaise,
  sellingPricePaise: size.sellingPricePaise,
  active: size.active,
  ...(size.weightGrams === undefined ? {} : { weightGrams: size.weightGrams }),
  ...(size.lowStockThreshold === undefined ? {} : { lowStockThreshold: size.lowStockThreshold }),
});

/**
 * What each row of an existing product changes, old → new, as the owner reads it: the product's own
 * columns on its first row, each size's on its row, a new size in full. New products are counted, not listed.
 */
function changesOf(group: Group, shop: Shop, names: AuditNames): ImportChange[] {
  const before = shop.products.get(group.product.slug);
  if (!before) return [];
  const sizesNow = shop.sizesOf.get(before.id) ?? [];
  const defaultSku = defaultSkuOf(group, sizesNow);
  const wasProduct = Object.fromEntries(Object.keys(productFields(group, before)).map((k) => [k, before[k as keyof repo.ProductRow]]));
  return group.rows.flatMap(({ line, values: { size } }, i) => {
    const saved = savedSize(shop, before, size.sku);
    const stock = importedStock(saved?.stock ?? null, size.stock, size.stockAtExport);
    const now = { ...sizeFields(size), gtin: size.gtin, defaultSize: size.sku === defaultSku, stock: stock.ok ? stock.stock : (saved?.stock ?? 0) };
    // The weight and threshold are compared only when the file has their columns: only then does it set them.
    const was = saved
      ? {
          ...sizeFields({
            ...saved,
            weightGrams: size.weightGrams === undefined ? undefined : saved.weightGrams,
            lowStockThreshold: size.lowStockThreshold === undefined ? undefined : saved.lowStockThreshold,
          }),
          gtin: saved.gtin,
          defaultSize: saved.id === sizesNow[0]?.id,
          stock: saved.stock,
        }
      : null;
    const productDiff = i === 0 ? changedFields(wasProduct, productFields(group, before)) : null;
    const sizeDiff = was ? changedFields(was, now) : { before: null, after: now };
    const fields = [...(productDiff ? auditLines({ entity: 'product', ...productDiff }, names) : []), ...(sizeDiff ? auditLines({ entity: 'product', ...sizeDiff }, names) : [])];
    if (size.batch && stock.ok && stock.stock > (saved?.stock ?? 0)) fields.push({ field: 'Added stock goes to batch', after: batchText(size.batch) });
    return fields.length ? [{ line, sku: size.sku, name: before.name, fields }] : [];
  });
}

type Cause = { actor: string; adminId: number };

/** The batch a row's added stock goes into, with the history's note naming it; nothing for a row that names none. */
const batchCause = (size: ProductCsvSize) => (size.batch ? { batch: size.batch, note: `Import: batch ${size.batch.batchNo}` } : {});

/**
 * Writes a known product's rows: each listed size's columns and stock (reason "import", through the stock
 * history as a manual edit's), new sizes after the others with their opening stock, the size marked default
 * put first, then the product's own columns. Sizes the file leaves out stay as they are.
 */
async function updateFromFile(tx: Db, group: Group, before: repo.ProductRow, shop: Shop, cause: Cause): Promise<void> {
  const sizesNow = shop.sizesOf.get(before.id) ?? [];
  const defaultSku = defaultSkuOf(group, sizesNow);
  const order = sizesNow.map((v) => v.id);
  let position = Math.max(0, ...sizesNow.map((v) => v.position)) + 1;
  let defaultId: number | undefined;
  for (const { values } of group.rows) {
    const { size } = values;
    const saved = savedSize(shop, before, size.sku);
    const stock = stockOf(size, saved);
    let id: number;
    if (saved) {
      id = saved.id;
      const fields = sizeFields(size);
      // A file mostly re-states what the shop has: a size written only when one of its columns changed.
      if (Object.entries(fields).some(([k, v]) => saved[k as keyof typeof fields] !== v)) await sizes.updateVariant(tx, id, fields);
      await setStock(tx, { variantId: id }, stock, { reason: 'import', ...cause, ...batchCause(size) });
      // A new threshold with the stock unmoved still decides whether the owner hears the size is low.
      if (size.lowStockThreshold !== undefined && size.lowStockThreshold !== saved.lowStockThreshold) await recheckLowStock(tx, { variantId: id });
    } else {
      id = (await sizes.insertVariant(tx, before.id, { ...sizeFields(size), position: position++, stock })).id;
      order.push(id);
      await recordOpeningStock(tx, before.id, stock, { ...cause, note: 'Import', variantId: id, ...batchCause(size) });
    }
    if (size.gtin !== (saved?.gtin ?? null)) await sizes.setVariantGtin(tx, id, size.gtin);
    if (size.sku === defaultSku) defaultId = id;
  }
  if (defaultId !== undefined && order[0] !== defaultId) {
    // The default is the first by position (decision 042); the others keep their order after it.
    for (const [p, id] of [defaultId, ...order.filter((id) => id !== defaultId)].entries()) await sizes.updateVariant(tx, id, { position: p });
  }
  const after = (await repo.updateProduct(tx, before.id, productFields(group, before)))!;
  await recordProductChange(tx, cause.adminId, 'import', before, after);
  await recordAdminChange(tx, cause.adminId, {
    entity: 'product',
    entityId: before.id,
    action: 'import',
    label: after.name,
    before: auditedSizes(before.optionName, sizesNow),
    after: auditedSizes(after.optionName, await sizes.listVariants(tx, before.id, { activeOnly: false })),
  });
}

/** Creates a product from its rows, as a draft off sale, its default size first and the others in the file's order. */
async function createFromFile(tx: Db, group: Group, cause: Cause): Promise<void> {
  const defaultSku = defaultSkuOf(group, []);
  const [main, ...rest] = [...group.rows.filter((r) => r.values.size.sku === defaultSku), ...group.rows.filter((r) => r.values.size.sku !== defaultSku)].map((r) => r.values.size);
  const stock = stockOf(main!, undefined);
  const { listPricePaise, sellingPricePaise } = main!;
  // A product inserted with its default size's SKU, prices and stock gets that size from the database (decision 042); its own columns follow.
  const made = await repo.insertProduct(tx, { ...productFields(group, null), active: false, slug: group.product.slug, sku: main!.sku, listPricePaise, sellingPricePaise, stock });
  const [first] = await sizes.listVariants(tx, made.id, { activeOnly: false });
  await sizes.updateVariant(tx, first!.id, sizeFields(main!));
  if (main!.gtin) await sizes.setVariantGtin(tx, first!.id, main!.gtin);
  await recordOpeningStock(tx, made.id, stock, { ...cause, note: 'Import', ...batchCause(main!) });
  for (const [i, size] of rest.entries()) {
    const added = await sizes.insertVariant(tx, made.id, { ...sizeFields(size), position: i + 1, stock: stockOf(size, undefined) });
    if (size.gtin) await sizes.setVariantGtin(tx, added.id, size.gtin);
    await recordOpeningStock(tx, made.id, added.stock, { ...cause, note: 'Import', variantId: added.id, ...batchCause(size) });
  }
  await recordProductChange(tx, cause.adminId, 'import', null, made);
}
