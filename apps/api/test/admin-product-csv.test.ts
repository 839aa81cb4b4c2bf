import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products, stockBatches, stockMovements } from '../src/db/schema';
import { setStock } from '../src/services/stock/stock-history';
import { ownerTestApp } from './admin-support';
import { createCategory, createMaker, createProduct, createVariant } from './helpers/factories';
import { monthAhead, monthStartAhead } from './helpers/months';

const { t, call } = ownerTestApp();
beforeAll(async () => {
  await createMaker(t.ctx, { name: 'CSV Test Makers' });
});

const HEADER = 'product_slug,name,category,description,active,option_name,sku,size_label,net_quantity,net_unit,mrp,selling_price,stock,gtin,default_size,size_active';
const DECLARATIONS = 'generic_name,manufactured_by,packed_by,imported_by,country_of_origin,best_before_months';
/** With the declaration columns, which a row that puts a product on sale needs (decision 051). */
const DECLARED_HEADER = `${HEADER},${DECLARATIONS}`;
/** As the export writes it: the stock again, as it was at export, each size's weight and low-stock threshold, the batch new stock goes to (empty), the declarations, and whether it may be returned. */
const EXPORT_HEADER = `${HEADER},stock_at_export,weight_grams,low_stock_threshold,batch_no,batch_manufactured,batch_best_before,${DECLARATIONS},returnable`;
const declared = (row: string) => `${row},Supplement for dogs,CSV Test Makers,,,India,24`;
const importCsv = (csv: string, dryRun: boolean) => call('POST', '/products/import', { csv, dryRun });
const count = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;
const sizeCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(productVariants))[0]!.n;
const bySlug = async (slug: string) => (await t.ctx.db.select().from(products).where(eq(products.slug, slug)))[0];
const sizesOf = (productId: number) =>
  t.ctx.db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.position), asc(productVariants.id));
const exported = async () => (await call('GET', '/products/export.csv')).body;
/** The export's rows of one product, under the export's header. */
const rowsOf = (csv: string, slug: string) => csv.split('\r\n').filter((l) => l.startsWith(`${slug},`));

/** A product of two sizes: 60 tablets (the default) and 120 tablets. */
async function twoSizes(tag: string) {
  const category = await createCategory(t.ctx, { name: `Sizes ${tag}` });
  const p = await createProduct(t.ctx, { categoryId: category.id, slug: `${tag}-tabs`, sku: `${tag.toUpperCase()}-60`, name: `Tabs ${tag}`, stock: 12 });
  await t.ctx.db.update(productVariants).set({ label: '60 tablets', netQuantity: 60 }).where(eq(productVariants.id, p.variantId));
  const big = await createVariant(t.ctx, p.id, { sku: `${tag.toUpperCase()}-120`, stock: 5 });
  return { p, big, category };
}

describe('product CSV export', () => {
  it('writes one row per size keyed by its SKU, the product columns repeated, rupees, formulas guarded, and reads back as a clean dry run', async () => {
    const { p, big } = await twoSizes('exp');
    await t.ctx.db.update(products).set({ name: '=Sneaky, "quoted" tabs' }).where(eq(products.id, p.id));
    await t.ctx.db.update(productVariants).set({ gtin: '8901030865275', listPricePaise: 129999, sellingPricePaise: 29 }).where(eq(productVariants.id, big.id));
    const res = await call('GET', '/products/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="canino-products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith(`\uFEFF${EXPORT_HEADER}\r\n`)).toBe(true);
    const product = `exp-tabs,"'=Sneaky, ""quoted"" tabs",Sizes exp,A supplement.,yes,Pack size`;
    expect(rowsOf(res.body, 'exp-tabs')).toEqual([
      `${product},EXP-60,60 tablets,60,count,599.00,449.00,12,,yes,yes,12,,5,,,,,,,,India,,yes`,
      `${product},EXP-120,120 tablets,120,count,1299.99,0.29,5,8901030865275,no,yes,5,,5,,,,,,,,India,,yes`,
    ]);

    const again = await importCsv(res.body, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ errors: [], creates: 0, changes: [], imported: false });
  });

  it('round trip: importing the export changes nothing, neither the sizes nor their stock history', async () => {
    await twoSizes('trip');
    const before = {
      products: await t.ctx.db.select().from(products).orderBy(asc(products.id)),
      sizes: await t.ctx.db.select().from(productVariants).orderBy(asc(productVariants.id)),
    };
    const moves = (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0]!.n;
    const res = await importCsv(await exported(), false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ errors: [], creates: 0, imported: true });
    const strip = <T extends { updatedAt: Date }>(rows: T[]) => rows.map(({ updatedAt: _u, ...r }) => r);
    expect(strip(await t.ctx.db.select().from(products).orderBy(asc(products.id)))).toEqual(strip(before.products));
    expect(strip(await t.ctx.db.select().from(productVariants).orderBy(asc(productVariants.id)))).toEqual(strip(before.sizes));
    expect((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0]!.n).toBe(moves);
  });
});

describe('product CSV import', () => {
  it("changes one size's price only, adds a new size, and makes a size the default; stock moves go to that size's history", async () => {
    const { p, big } = await twoSizes('one');
    const [small, large] = rowsOf(await exported(), 'one-tabs');
    const cheaper = large!.replace(',999.00,799.00,5,', ',999.00,749.00,5,');
    const added = large!.replace('ONE-120,120 tablets,120,', 'ONE-240,240 tablets,240,').replace(',5,,no,yes,5,', ',30,,no,yes,,');

    const checked = (await importCsv([EXPORT_HEADER, small, cheaper, added].join('\r\n'), true)).json().data;
    expect(checked.errors).toEqual([]);
    expect(checked).toMatchObject({ rows: 3, creates: 0, updates: 1 });
    expect(checked.changes[0]).toEqual({ line: 3, sku: 'ONE-120', name: 'Tabs one', fields: [{ field: 'Selling price', before: '₹799.00', after: '₹749.00' }] });
    expect(checked.changes[1]).toMatchObject({ line: 4, sku: 'ONE-240', fields: expect.arrayContaining([{ field: 'Label', after: '240 tablets' }]) });
    expect(await sizesOf(p.id)).toHaveLength(2);

    const res = await importCsv([EXPORT_HEADER, small, cheaper, added].join('\r\n'), false);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('0 products created, 1 updated');
    const after = await sizesOf(p.id);
    expect(after.map((v) => [v.sku, v.label, v.sellingPricePaise, v.stock])).toEqual([
      ['ONE-60', '60 tablets', 44900, 12],
      ['ONE-120', '120 tablets', 74900, 5],
      ['ONE-240', '240 tablets', 79900, 30],
    ]);
    expect((await bySlug('one-tabs'))!.sellingPricePaise).toBe(44900);
    const opening = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.variantId, after[2]!.id));
    expect(opening).toEqual([expect.objectContaining({ change: 30, reason: 'opening' })]);

    // The larger size made the default, with ten more in stock: the product's own figures follow it.
    const [s2, l2] = rowsOf(await exported(), 'one-tabs');
    const swap = [s2!.replace(',12,,yes,yes,12,', ',12,,no,yes,12,'), l2!.replace(',5,,no,yes,5,', ',+10,,yes,yes,5,')];
    expect((await importCsv([EXPORT_HEADER, ...swap].join('\r\n'), false)).statusCode).toBe(200);
    expect((await sizesOf(p.id)).map((v) => v.sku)).toEqual(['ONE-120', 'ONE-60', 'ONE-240']);
    expect(await bySlug('one-tabs')).toMatchObject({ sku: 'ONE-120', sellingPricePaise: 74900, stock: 15 });
    const history = (await call('GET', `/products/${p.id}/stock-history?pageSize=100`)).json().data.items as { variantId?: number; change: number; reason: string }[];
    expect(history[0]).toMatchObject({ change: 10, reason: 'import' });
    expect(big.id).toBe(after[1]!.id);
  });

  it("sets each size's weight and low-stock threshold from their columns, emails the owner of a size now low, and leaves both alone in a file without them", async () => {
    const { p, big } = await twoSizes('weigh');
    const [small, large] = rowsOf(await exported(), 'weigh-tabs');
    // Exported as 12 in stock and 5, with no weight and the default threshold (5): 12,,5 and 5,,5.
    expect(small).toContain(',12,,yes,yes,12,,5,');
    const heavier = small!.replace(',12,,yes,yes,12,,5,', ',12,,yes,yes,12,180,20,');
    const checked = (await importCsv([EXPORT_HEADER, heavier, large].join('\r\n'), true)).json().data;
    expect(checked.changes).toEqual([
      {
        line: 2,
        sku: 'WEIGH-60',
        name: 'Tabs weigh',
        fields: [
          { field: 'Weight (g)', before: '—', after: '180' },
          { field: 'Low stock threshold', before: '5', after: '20' },
        ],
      },
    ]);
    const mailsBefore = t.mail.length;
    expect((await importCsv([EXPORT_HEADER, heavier, large].join('\r\n'), false)).statusCode).toBe(200);
    expect((await sizesOf(p.id)).map((v) => [v.sku, v.weightGrams, v.lowStockThreshold, v.lowStockAlerted])).toEqual([
      ['WEIGH-60', 180, 20, true],
      ['WEIGH-120', null, 5, false],
    ]);
    expect(t.mail.slice(mailsBefore).filter((m) => m.subject.includes('Tabs weigh'))).toHaveLength(1);

    // A file of the columns before weights, batches and returns (as older exports wrote) changes neither.
    const oldLayout = (line: string) => line.replace(/,12,,yes,yes,12,180,20,,,,/, ',12,,yes,yes,12,').replace(/,yes$/, '');
    const [again] = rowsOf(await exported(), 'weigh-tabs');
    const res = await importCsv([`${HEADER},stock_at_export,${DECLARATIONS}`, oldLayout(again!)].join('\r\n'), false);
    expect(res.statusCode).toBe(200);
    expect((await sizesOf(p.id))[0]).toMatchObject({ weightGrams: 180, lowStockThreshold: 20 });
    expect(big.id).toBe((await sizesOf(p.id))[1]!.id);
  });

  it('creates a product with its sizes as a draft, each size with its opening stock', async () => {
    const category = await createCategory(t.ctx, { name: 'New Sizes' });
    const rows = [
      declared('omega-oil,Omega oil,new sizes,Fish oil for a shiny coat,yes,Bottle,OMEGA-100,100 ml,100,ml,499,449,15,,no,yes'),
      declared('omega-oil,Omega oil,New Sizes,Fish oil for a shiny coat,yes,Bottle,OMEGA-250,250 ml,250,ml,999,899,8,,yes,yes'),
    ];
    const res = await importCsv([DECLARED_HEADER, ...rows].join('\r\n'), false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: '1 product created, 0 updated', data: { rows: 2, creates: 1, errors: [] } });
    const made = (await bySlug('omega-oil'))!;
    expect(made).toMatchObject({ name: 'Omega oil', categoryId: category.id, optionName: 'Bottle', active: false, sku: 'OMEGA-250', stock: 8 });
    expect((await sizesOf(made.id)).map((v) => [v.sku, v.label, v.netQuantity, v.netUnit, v.listPricePaise, v.sellingPricePaise, v.stock])).toEqual([
      ['OMEGA-250', '250 ml', 250, 'ml', 99900, 89900, 8],
      ['OMEGA-100', '100 ml', 100, 'ml', 49900, 44900, 15],
    ]);
    const history = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.productId, made.id));
    expect(history.map((m) => [m.change, m.reason]).sort()).toEqual([
      [15, 'opening'],
      [8, 'opening'],
    ]);
  });

  it('dry run: lists every bad row with its line and reason, and writes nothing', async () => {
    const { p } = await twoSizes('dry');
    const other = await createProduct(t.ctx, { sku: 'DRY-OTHER' });
    await t.ctx.db.update(productVariants).set({ gtin: '036000291452' }).where(eq(productVariants.id, other.variantId));
    const before = { products: await count(), sizes: await sizeCount() };
    const ok = 'dry-tabs,Tabs dry,Sizes dry,A supplement.,yes,Pack size';
    const csv = [
      HEADER,
      `${ok},DRY-60,60 tablets,60,count,599,449,12,,yes,yes`,
      `${ok},DRY-60,Again,60,count,599,449,12,,no,yes`,
      `dry-new,New tabs,Toys,Chews,no,Pack size,DRY-X,1 tub,0,count,599,649,1.5,,yes,yes`,
      `${ok},DRY-30,30 tablets,30,count,599,449,3,,yes,yes`,
      `${ok},${other.sku},Stolen,30,count,599,449,3,,no,yes`,
      `dry-two,Two,Sizes dry,Two defaults,no,Pack size,DRY-T1,1 tub,-2,g,10,5,1,,yes,yes`,
      `${ok},DRY-120,120 tablets,120,count,999,799,5,036000291452,no,yes`,
    ].join('\n');
    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('6 of 7 rows have errors; nothing was imported');
    expect(res.json().data.errors).toEqual([
      { line: 3, sku: 'DRY-60', messages: ['SKU DRY-60 is also on line 2'] },
      {
        line: 4,
        sku: 'DRY-X',
        messages: [
          'Unknown category "Toys"',
          'Net quantity must be a number above 0, with at most 2 decimals',
          'Selling price cannot be more than the MRP',
          'Stock must be a whole number from 0 to 1000000, or a change such as +5 or -3',
        ],
      },
      { line: 5, sku: 'DRY-30', messages: ['Product dry-tabs has its default size on line 2 already'] },
      { line: 6, sku: other.sku, messages: [`SKU ${other.sku} is a size of another product; give this size its own SKU`] },
      { line: 7, sku: 'DRY-T1', messages: ['Net quantity must be a number above 0, with at most 2 decimals'] },
      { line: 8, sku: 'DRY-120', messages: ['GTIN 036000291452 is the barcode of size DRY-OTHER; each size has its own'] },
    ]);
    expect({ products: await count(), sizes: await sizeCount() }).toEqual(before);
    expect((await sizesOf(p.id)).map((v) => v.sku)).toEqual(['DRY-60', 'DRY-120']);
  });

  it('applies all or nothing: one bad row leaves every product and size as it was (422)', async () => {
    const { p } = await twoSizes('all');
    const [small, large] = rowsOf(await exported(), 'all-tabs');
    const before = { products: await count(), sizes: await sizeCount() };
    const newProduct = declared('all-new,All new,Sizes all,New,no,Pack size,ALL-NEW,1 tub,100,g,100,90,4,,yes,yes');
    const refused = await importCsv(
      [
        EXPORT_HEADER,
        small!.replace(',449.00,12,', ',399.00,20,'),
        large!.replace(',799.00,5,', ',1799.00,5,'),
        `${newProduct.replace(',,yes,yes,', ',,yes,yes,,,,,,,')},yes`,
      ].join('\r\n'),
      false,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 0, message: '1 row has errors, so nothing was imported: check the file to see them' });
    expect({ products: await count(), sizes: await sizeCount() }).toEqual(before);
    expect((await sizesOf(p.id)).map((v) => [v.sellingPricePaise, v.stock])).toEqual([
      [44900, 12],
      [79900, 5],
    ]);
  });

  it('refuses a SKU of another product on apply too, and a file that is not a product CSV whole, with a clear 400', async () => {
    const other = await createProduct(t.ctx, { sku: 'THEIRS-1' });
    const { p } = await twoSizes('mine');
    const [small] = rowsOf(await exported(), 'mine-tabs');
    const stolen = small!.replace('MINE-60,60 tablets', 'THEIRS-1,Stolen').replace(',yes,yes,12,', ',no,yes,,');
    const res = await importCsv([EXPORT_HEADER, small, stolen].join('\r\n'), false);
    expect(res.statusCode).toBe(422);
    expect((await sizesOf(p.id)).map((v) => v.sku)).toEqual(['MINE-60', 'MINE-120']);
    expect((await sizesOf(other.id)).map((v) => v.sku)).toEqual(['THEIRS-1']);

    const old = await importCsv('sku,name,category,list_price,selling_price,stock,active,description\nX,Chews,Cat,10,9,1,yes,d', true);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(
      `This file has one row per product, as exports did before sizes. Export again, or write one row per size with the columns ${HEADER.split(',').join(', ')}`,
    );
    const noColumns = await importCsv('name,price\nChews,10', true);
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toMatch(/^The CSV needs the columns product_slug, name, .*; missing: product_slug, category, /);
    const broken = await importCsv(`${HEADER}\nX,"unclosed,Cat,1,1,1,yes,d`, true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^This file cannot be read as CSV: /);
    expect((await importCsv(HEADER, true)).json().message).toBe('The CSV has no rows of sizes');
  });

  it('two imports of the same new product at once: one creates it, the other updates it or is refused; never two products', async () => {
    await createCategory(t.ctx, { name: 'Race Care' });
    const csv = [DECLARED_HEADER, declared('race-balm,Race balm,Race Care,Balm,no,Pack size,RACE-1,50 g,50,g,499,449,5,,yes,yes')].join('\n');
    const results = await Promise.all([importCsv(csv, false), importCsv(csv, false)]);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(
      await t.ctx.db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.slug, ['race-balm'])),
    ).toHaveLength(1);
  });

  it('never undoes sales made since the export, per size; and refuses to put a product on sale without its declarations', async () => {
    const { p, big } = await twoSizes('sold');
    const [small, large] = rowsOf(await exported(), 'sold-tabs');
    await t.ctx.db.transaction((tx) => setStock(tx, { variantId: big.id }, 2, { reason: 'sale', actor: 'customer' }));
    const restock = large!.replace(',799.00,5,', ',799.00,15,');
    const refused = (await importCsv([EXPORT_HEADER, small, restock].join('\r\n'), true)).json().data;
    expect(refused.errors).toEqual([
      {
        line: 3,
        sku: 'SOLD-120',
        messages: [
          "Stock changed since the export (5 then, 2 now), and this row changes it too. Write +10 to change today's stock by as much, or 2 as stock_at_export to set 15 anyway",
        ],
      },
    ]);
    // The price-only row from the old file leaves today's 2.
    expect((await importCsv([EXPORT_HEADER, small, large!.replace(',799.00,5,', ',759.00,5,')].join('\r\n'), false)).statusCode).toBe(200);
    expect((await sizesOf(p.id))[1]).toMatchObject({ sellingPricePaise: 75900, stock: 2 });

    // Off sale, then back on sale with no manufacturer: refused on the product's first row.
    await t.ctx.db.update(products).set({ active: false }).where(eq(products.id, p.id));
    const [s2, l2] = rowsOf(await exported(), 'sold-tabs');
    const onSale = (await importCsv([EXPORT_HEADER, s2!.replace(',no,Pack size,', ',yes,Pack size,'), l2!.replace(',no,Pack size,', ',yes,Pack size,')].join('\r\n'), true)).json()
      .data;
    expect(onSale.errors).toEqual([{ line: 2, sku: 'SOLD-60', messages: [expect.stringMatching(/^A product on sale must show every declaration; missing: .*Manufactured by/)] }]);
  });

  it('receives added stock into the batch a row names, as the Receive stock form does, and refuses a batch it cannot take', async () => {
    const { p, big } = await twoSizes('bat');
    const [small, large] = rowsOf(await exported(), 'bat-tabs');
    const columns = EXPORT_HEADER.split(',');
    /** An exported row with some of its cells changed (these rows hold no quoted commas). */
    const edit = (row: string, cells: Record<string, string>) =>
      row
        .split(',')
        .map((v, i) => cells[columns[i]!] ?? v)
        .join(',');
    const batch = (batchNo: string, made: number, bestBy: number) => ({ batch_no: batchNo, batch_manufactured: monthAhead(made), batch_best_before: monthAhead(bestBy) });
    const file = (...rows: string[]) => [EXPORT_HEADER, ...rows].join('\r\n');

    const dry = (await importCsv(file(edit(small!, { stock: '20', ...batch('B-26/7', -1, 20) })), true)).json().data;
    expect(dry.errors).toEqual([]);
    expect(dry.changes[0].fields).toContainEqual({ field: 'Added stock goes to batch', after: expect.stringMatching(/^B-26\/7, made \w{3} \d{4}, best before \w{3} \d{4}$/) });
    expect((await importCsv(file(edit(small!, { stock: '20', ...batch('B-26/7', -1, 20) })), false)).statusCode).toBe(200);
    const batchesOf = (variantId: number) => t.ctx.db.select().from(stockBatches).where(eq(stockBatches.variantId, variantId)).orderBy(asc(stockBatches.id));
    expect((await batchesOf(p.variantId)).find((b) => b.batchNo === 'B-26/7')).toMatchObject({ quantity: 8, manufacturedOn: monthStartAhead(-1), bestBefore: monthStartAhead(20) });
    const [moved] = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.variantId, p.variantId)).orderBy(desc(stockMovements.id)).limit(1);
    expect(moved).toMatchObject({ change: 8, stockAfter: 20, reason: 'import', note: 'Import: batch B-26/7' });

    // More of the same batch adds up; the same number on other months, no added stock, or a batch too close to
    // its best-before month are each refused with the reason, and nothing moves.
    const [again] = rowsOf(await exported(), 'bat-tabs');
    expect((await importCsv(file(edit(again!, { stock: '+4', ...batch('B-26/7', -1, 20) })), false)).statusCode).toBe(200);
    expect((await batchesOf(p.variantId)).find((b) => b.batchNo === 'B-26/7')!.quantity).toBe(12);
    const refused = (await importCsv(file(edit(again!, { stock: '+4', ...batch('B-26/7', -2, 20) }), edit(large!, { ...batch('B-LARGE', -1, 20) })), true)).json().data.errors;
    expect(refused).toEqual([
      {
        line: 2,
        sku: 'BAT-60',
        messages: [expect.stringMatching(/^Batch B-26\/7 was received before as made \w{3} \d{4} to \w{3} \d{4}; check the pack's batch number and months$/)],
      },
      { line: 3, sku: 'BAT-120', messages: ['The batch columns name where added stock goes, and this row does not add any (5 now, 5 after the row)'] },
    ]);
    const shortDated = file(edit(large!, { stock: '+3', ...batch('B-OLD', -12, 1) }));
    expect((await importCsv(shortDated, true)).json().data.errors[0].messages).toEqual([expect.stringMatching(/^Best before \w{3} \d{4} is within the 90 days of shelf life/)]);
    expect((await importCsv(shortDated, false)).json().message).toBe('1 row has errors, so nothing was imported: check the file to see them');
    expect((await sizesOf(p.id)).map((v) => v.stock)).toEqual([24, 5]);
    expect((await batchesOf(big.id)).map((b) => b.batchNo)).toEqual([]);

    // A new size's opening stock goes to its named batch.
    const added = edit(large!, { sku: 'BAT-240', size_label: '240 tablets', net_quantity: '240', stock: '6', stock_at_export: '', gtin: '', ...batch('B-NEW', 0, 24) });
    expect((await importCsv(file(added), false)).statusCode).toBe(200);
    const [newSize] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.sku, 'BAT-240'));
    expect((await batchesOf(newSize!.id)).map((b) => [b.batchNo, b.quantity, b.bestBefore])).toEqual([['B-NEW', 6, monthStartAhead(24)]]);
  });

  it('marks a product returnable or not from its column, shows the change in the dry run, and leaves it alone in a file without the column', async () => {
    const { p } = await twoSizes('ret');
    const [small, large] = rowsOf(await exported(), 'ret-tabs');
    const notReturnable = [EXPORT_HEADER, small!.replace(/,yes$/, ',no'), large!.replace(/,yes$/, ',no')].join('\r\n');
    const dry = (await importCsv(notReturnable, true)).json().data;
    expect(dry.changes).toEqual([{ line: 2, sku: 'RET-60', name: 'Tabs ret', fields: [{ field: 'Returnable', before: 'Yes', after: 'No' }] }]);
    expect((await importCsv(notReturnable, false)).statusCode).toBe(200);
    expect((await bySlug('ret-tabs'))!.returnable).toBe(false);

    const mixed = await importCsv([EXPORT_HEADER, small!, large!.replace(/,yes$/, ',no')].join('\r\n'), true);
    expect(mixed.json().data.errors).toEqual([
      { line: 3, sku: 'RET-120', messages: [expect.stringMatching(/^The product's columns must be the same on each of its rows: returnable differs from line 2$/)] },
    ]);
    const unreadable = await importCsv([EXPORT_HEADER, small!.replace(/,yes$/, ',maybe'), large!.replace(/,yes$/, ',maybe')].join('\r\n'), true);
    expect(unreadable.json().data.errors[0].messages).toEqual(['Returnable must be yes or no']);

    const withoutColumn = (line: string) => line.replace(/,(yes|no)$/, '');
    const older = [EXPORT_HEADER.replace(/,returnable$/, ''), ...rowsOf(await exported(), 'ret-tabs').map(withoutColumn)].join('\r\n');
    expect((await importCsv(older, false)).statusCode).toBe(200);
    expect((await bySlug('ret-tabs'))!.returnable).toBe(false);
    expect(p.id).toBe((await bySlug('ret-tabs'))!.id);
  });
});
