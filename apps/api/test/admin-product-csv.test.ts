import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { setStock } from '../src/services/stock/stock-history';
import { asAdmin, type AdminCall } from './admin-support';
import { createCategory, createMaker, createProduct } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let call: AdminCall;
beforeAll(async () => {
  t = await createTestApp();
  call = (await asAdmin(t)).call;
  await createMaker(t.ctx, { name: 'CSV Test Makers' });
});
afterAll(() => t.close());

const HEADER = 'sku,name,category,list_price,selling_price,stock,active,description';
/** With the declaration columns, which a row that puts a new product on sale needs (decision 051). */
const DECLARED_HEADER = `${HEADER},generic_name,manufactured_by,packed_by,imported_by,country_of_origin,best_before_months`;
/** As the export writes it: the stock again, as it was at export, before the declarations. */
const EXPORT_HEADER = `${HEADER},stock_at_export,generic_name,manufactured_by,packed_by,imported_by,country_of_origin,best_before_months`;
const declared = (row: string) => `${row},Supplement for dogs,CSV Test Makers,,,India,24`;
const importCsv = (csv: string, dryRun: boolean) => call('POST', '/products/import', { csv, dryRun });
const count = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;
const bySku = async (sku: string) => (await t.ctx.db.select().from(products).where(eq(products.sku, sku)))[0];

describe('product CSV export', () => {
  it('writes every product with its SKU, category and rupees, and reads back as a clean dry run', async () => {
    const category = await createCategory(t.ctx, { name: 'Export Wellness' });
    const p = await createProduct(t.ctx, { categoryId: category.id, name: '=Sneaky, "quoted" chews', listPricePaise: 129999, sellingPricePaise: 29, stock: 7 });
    const res = await call('GET', '/products/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="canino-products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith(`\uFEFF${EXPORT_HEADER}\r\n`)).toBe(true);
    expect(res.body).toContain(`${p.sku},"'=Sneaky, ""quoted"" chews",Export Wellness,1299.99,0.29,7,yes,A supplement.,7,,,,,India,\r\n`);

    const again = await importCsv(res.body, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ errors: [], creates: 0, changes: [], imported: false });
    expect(again.json().data.updates).toBe(again.json().data.rows);
  });
});

describe('product CSV import', () => {
  it('dry run: lists each bad row with all its errors and imports nothing', async () => {
    const category = await createCategory(t.ctx, { name: 'Dry Run Care' });
    const before = await count();
    const csv = [
      HEADER,
      'DRY-1,Paw balm,Dry Run Care,499,449,20,no,Soothes cracked paws',
      'DRY-2,Ear drops,Toys,499,549,lots,maybe,Clean ears',
      'DRY-1,Paw balm again,Dry Run Care,499,449,20,yes,Twice',
      'DRY-3,Short row,Dry Run Care,499',
    ].join('\n');
    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('3 of 4 rows have errors; nothing was imported');
    expect(res.json().data).toEqual({
      rows: 4,
      creates: 1,
      updates: 0,
      changes: [],
      imported: false,
      errors: [
        {
          line: 3,
          sku: 'DRY-2',
          messages: [
            'Unknown category "Toys"',
            'Selling price cannot be more than the list price',
            'Stock must be a whole number from 0 to 1000000, or a change such as +5 or -3',
            'Active must be yes or no',
          ],
        },
        { line: 4, sku: 'DRY-1', messages: ['SKU DRY-1 is also on line 2'] },
        {
          line: 5,
          sku: 'DRY-3',
          messages: expect.arrayContaining(['This row has 4 cells; the header has 8', 'Description is required']),
        },
      ],
    });
    expect(await count()).toBe(before);
    expect(category.id).toBeGreaterThan(0);
  });

  it('imports all or nothing: a file with a bad row changes nothing (422), the fixed file creates and updates by SKU with exact paise', async () => {
    const category = await createCategory(t.ctx, { name: 'Import Vitality' });
    const existing = await createProduct(t.ctx, { categoryId: category.id, sku: 'IMP-OLD', stock: 3 });
    const good = declared('IMP-NEW,Omega oil,import vitality,1299.99,0.29,15,yes,Fish oil for a shiny coat');
    const update = declared('imp-old,Renamed chews,Import Vitality,"1,000",4.35,40,no,Now softer');
    const before = await count();

    const refused = await importCsv([DECLARED_HEADER, good, update, declared('IMP-BAD,Bad,Import Vitality,abc,1,1,yes,x')].join('\r\n'), false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 0, message: '1 row has errors, so nothing was imported: check the file to see them' });
    expect(await count()).toBe(before);
    expect((await bySku('IMP-OLD'))!.stock).toBe(3);

    const res = await importCsv([DECLARED_HEADER, good, update].join('\r\n'), false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: '1 product created, 1 updated', data: { rows: 2, creates: 1, updates: 1, errors: [], imported: true } });
    expect(await count()).toBe(before + 1);
    // A new product has no picture yet: it is saved as a draft, off sale, whatever its row says.
    expect(await bySku('IMP-NEW')).toMatchObject({ name: 'Omega oil', categoryId: category.id, listPricePaise: 129999, sellingPricePaise: 29, stock: 15, active: false });
    expect(await bySku('IMP-OLD')).toMatchObject({ id: existing.id, name: 'Renamed chews', listPricePaise: 100000, sellingPricePaise: 435, stock: 40, active: false });
    // Both stock changes are in the stock history, as the import by this admin.
    const created = await bySku('IMP-NEW');
    const historyOf = async (id: number) =>
      (await call('GET', `/products/${id}/stock-history?pageSize=100`)).json().data.items as { change: number; stockAfter: number; reason: string; actor: string }[];
    expect((await historyOf(existing.id))[0]).toMatchObject({ change: 37, stockAfter: 40, reason: 'import', actor: expect.stringMatching(/^admin:/) });
    expect(await historyOf(created!.id)).toEqual([expect.objectContaining({ change: 15, stockAfter: 15, reason: 'opening', actor: expect.stringMatching(/^admin:/) })]);
    // A draft is not in the shop.
    expect((await t.app.inject(`/admin/api/productById/${created!.id}`)).statusCode).toBe(404);
  });

  it('refuses a file that is not a product CSV whole, with a clear 400', async () => {
    const noColumns = await importCsv('name,price\nChews,10', true);
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toBe(
      'The CSV needs the columns sku, name, category, list_price, selling_price, stock, active, description; missing: sku, category, list_price, selling_price, stock, active, description',
    );
    const broken = await importCsv(`${HEADER}\nX,"unclosed,Cat,1,1,1,yes,d`, true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^This file cannot be read as CSV: /);
    expect((await importCsv(HEADER, true)).json().message).toBe('The CSV has no product rows');
    expect((await importCsv('', true)).statusCode).toBe(400);
  });

  it('two imports of the same new SKU at once: one creates it, the other updates it or is refused; never two products', async () => {
    await createCategory(t.ctx, { name: 'Race Care' });
    const csv = [DECLARED_HEADER, declared('RACE-1,Race balm,Race Care,499,449,5,yes,Balm')].join('\n');
    const results = await Promise.all([importCsv(csv, false), importCsv(csv, false)]);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(
      await t.ctx.db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.sku, ['RACE-1'])),
    ).toHaveLength(1);
  });

  it('never undoes sales made since the export: the dry run shows each change old → new, and a row that changes stock moved meanwhile is refused', async () => {
    const category = await createCategory(t.ctx, { name: 'Round Trip Care' });
    const p = await createProduct(t.ctx, { categoryId: category.id, sku: 'TRIP-1', name: 'Trip chews', stock: 72, sellingPricePaise: 49900, listPricePaise: 59900 });
    const exported = (await call('GET', '/products/export.csv')).body;
    const row = exported.split('\r\n').find((l) => l.startsWith('TRIP-1,'))!;
    expect(row).toContain(',72,yes,A supplement.,72,');
    // Three sold after the export.
    await t.ctx.db.transaction((tx) => setStock(tx, { productId: p.id }, 69, { reason: 'sale', actor: 'customer' }));

    // A price fix from the old file: the stock is left at 69, and the dry run says what changes.
    const priceFix = row.replace(',499.00,72,', ',459,72,');
    const checked = (await importCsv([EXPORT_HEADER, priceFix].join('\r\n'), true)).json().data;
    expect(checked.errors).toEqual([]);
    expect(checked.changes).toEqual([{ line: 2, sku: 'TRIP-1', name: 'Trip chews', fields: [{ field: 'Selling price', before: '₹499.00', after: '₹459.00' }] }]);
    expect((await importCsv([EXPORT_HEADER, priceFix].join('\r\n'), false)).statusCode).toBe(200);
    expect(await bySku('TRIP-1')).toMatchObject({ sellingPricePaise: 45900, stock: 69 });

    // Ten more arrived, typed over the old figure: refused, and nothing written.
    const restock = row.replace(',499.00,72,', ',459,82,');
    const refused = (await importCsv([EXPORT_HEADER, restock].join('\r\n'), true)).json().data;
    expect(refused.errors).toEqual([
      {
        line: 2,
        sku: 'TRIP-1',
        messages: [
          "Stock changed since the export (72 then, 69 now), and this row changes it too. Write +10 to change today's stock by as much, or 69 as stock_at_export to set 82 anyway",
        ],
      },
    ]);
    expect((await importCsv([EXPORT_HEADER, restock].join('\r\n'), false)).statusCode).toBe(422);
    expect((await bySku('TRIP-1'))!.stock).toBe(69);

    // As a change, it adds to today's stock; the dry run shows 69 → 79.
    const change = row.replace(',499.00,72,', ',459,+10,');
    expect((await importCsv([EXPORT_HEADER, change].join('\r\n'), true)).json().data.changes[0].fields).toEqual([{ field: 'Stock', before: '69', after: '79' }]);
    expect((await importCsv([EXPORT_HEADER, change].join('\r\n'), false)).statusCode).toBe(200);
    expect((await bySku('TRIP-1'))!.stock).toBe(79);
  });
});
