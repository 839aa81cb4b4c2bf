import { eq, inArray } from 'drizzle-orm';
import { missingDeclarations } from '@canino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, productVariants } from '../src/db/schema';
import { updateShopSettings } from '../src/services/shop/shop-settings';
import { DEFAULT_SHOP_SETTINGS } from '../src/repositories/shop-settings';
import { asAdmin, type AdminCall } from './admin-support';
import { createCategory, createMaker, createProduct, createVariant, declarationFields } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Legal Metrology declarations (decision 051): makers kept by the owner, a product put on sale only with
 * every declaration (the form, bulk edit and CSV import say which is missing), products sold before
 * declarations were asked for left on sale but listed, and the product page's answer carrying them.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof asAdmin>>;
let call: AdminCall;
beforeAll(async () => {
  t = await createTestApp();
  owner = await asAdmin(t);
  call = owner.call;
});
afterAll(() => t.close());

const productBody = async (over: Record<string, unknown> = {}) => ({
  name: `Declared chews ${Math.random().toString(36).slice(2, 8)}`,
  categoryId: (await createCategory(t.ctx)).id,
  listPricePaise: 59900,
  sellingPricePaise: 49900,
  description: 'Chews for dogs.',
  stock: 4,
  ...over,
});
const countProducts = async () => (await t.ctx.db.select({ id: products.id }).from(products)).length;

describe('makers', () => {
  it('are added with a full address, listed with how many products name them, corrected, and deleted only when unused', async () => {
    const short = await call('POST', '/makers', { name: 'Tiny Labs', address: 'Pune' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.address).toMatch(/full address/);

    const made = await call('POST', '/makers', { name: 'Sahyadri Herbal Formulations', address: 'Gat No. 112, MIDC Chakan, Pune, Maharashtra 410501' });
    expect(made.statusCode).toBe(200);
    const maker = made.json().data;
    expect(maker).toMatchObject({ name: 'Sahyadri Herbal Formulations', productCount: 0 });
    // Names are unique whatever their case: the CSV names makers by them.
    const twin = await call('POST', '/makers', { name: 'SAHYADRI herbal formulations', address: 'Another road, Pune, Maharashtra 411001' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors.name).toBe('Another maker already has this name');

    const product = await createProduct(t.ctx, { packerId: maker.id });
    expect((await call('GET', `/makers/${maker.id}`)).json().data.productCount).toBe(1);
    const moved = await call('PUT', `/makers/${maker.id}`, { name: 'Sahyadri Herbal Formulations', address: 'Gat No. 114, MIDC Chakan Phase II, Pune, Maharashtra 410501' });
    expect(moved.statusCode).toBe(200);
    // The product page prints the corrected address at once.
    const page = (await t.app.inject(`/admin/api/productById/${product.id}`)).json().data;
    expect(page.declarations.packed_by).toEqual({ name: 'Sahyadri Herbal Formulations', address: 'Gat No. 114, MIDC Chakan Phase II, Pune, Maharashtra 410501' });

    const refused = await call('DELETE', `/makers/${maker.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('1 product names this maker. Choose another maker on it first.');
    await t.ctx.db.update(products).set({ packerId: null }).where(eq(products.id, product.id));
    expect((await call('DELETE', `/makers/${maker.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/makers/${maker.id}`)).statusCode).toBe(404);

    const logged = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, maker.id));
    expect(logged.filter((e) => e.entity === 'maker').map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect((await call('GET', `/makers/${maker.id}/audit`)).json().data.total).toBe(3);
  });

  it('are the catalog’s: the catalog role keeps them, the orders role may not', async () => {
    const catalog = await asAdmin(t, 'catalog');
    expect((await catalog.call('POST', '/makers', { name: 'Catalog Staff Makers', address: '4 Anna Salai, Chennai, Tamil Nadu 600002' })).statusCode).toBe(200);
    const orders = await asAdmin(t, 'orders');
    expect((await orders.call('GET', '/makers')).statusCode).toBe(403);
  });
});

describe('a product goes on sale only with every declaration', () => {
  it('refuses to create a product on sale without them, naming each under its field, and writes nothing', async () => {
    const before = await countProducts();
    const res = await call('POST', '/products', await productBody({ active: true }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A product on sale must show every declaration; missing: Manufactured by, Generic name, Best before. Fill them in, or save it as not active.');
    expect(Object.keys(res.json().errors)).toEqual(['manufacturerId', 'genericName', 'bestBeforeMonths']);
    expect(await countProducts()).toBe(before);
  });

  it('saves one off sale without them, says what is missing, and puts it on sale once they are filled in', async () => {
    const draft = await call('POST', '/products', await productBody({ active: false }));
    expect(draft.statusCode).toBe(200);
    const id = draft.json().data.id;
    expect(draft.json().data).toMatchObject({ countryOfOrigin: 'India', missingDeclarations: ['manufacturerId', 'genericName', 'bestBeforeMonths'] });

    const stillMissing = await call('PUT', `/products/${id}`, { ...(await productBody()), genericName: 'Calming chews for dogs', active: true });
    expect(stillMissing.statusCode).toBe(422);
    expect(Object.keys(stillMissing.json().errors)).toEqual(['manufacturerId', 'bestBeforeMonths']);

    const maker = await createMaker(t.ctx);
    const body = { ...(await productBody()), manufacturerId: maker.id, packerId: maker.id, genericName: 'Calming chews for dogs', bestBeforeMonths: 18, active: true };
    const live = await call('PUT', `/products/${id}`, body);
    expect(live.statusCode).toBe(200);
    // The manufacturer packing its own goods is no other packer.
    expect(live.json().data).toMatchObject({ active: true, manufacturerId: maker.id, packerId: null, bestBeforeMonths: 18, missingDeclarations: [] });
  });

  it('asks goods made abroad for their importer, and refuses a maker that does not exist', async () => {
    const maker = await createMaker(t.ctx);
    const abroad = await call('POST', '/products', await productBody({ ...(await declarationFields(t.ctx)), countryOfOrigin: 'New Zealand', active: true }));
    expect(abroad.statusCode).toBe(422);
    expect(Object.keys(abroad.json().errors)).toEqual(['importerId']);
    const imported = await call('POST', '/products', await productBody({ ...(await declarationFields(t.ctx)), countryOfOrigin: 'New Zealand', importerId: maker.id }));
    expect(imported.statusCode).toBe(200);

    const unknown = await call('POST', '/products', await productBody({ ...(await declarationFields(t.ctx)), importerId: 999999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ importerId: 'Choose a maker from your list of makers' });
    const badMonths = await call('POST', '/products', await productBody({ bestBeforeMonths: 0 }));
    expect(badMonths.statusCode).toBe(400);
  });

  it('leaves a product sold before declarations on sale and editable, but not losing one it has, and lists it as missing declarations', async () => {
    const category = await createCategory(t.ctx);
    const legacy = await createProduct(t.ctx, { categoryId: category.id, genericName: 'Herbal dog shampoo' });
    const complete = await createProduct(t.ctx, { categoryId: category.id, ...(await declarationFields(t.ctx)) });
    await createProduct(t.ctx, { categoryId: category.id, active: false });

    const form = { ...(await productBody()), categoryId: category.id, name: legacy.name, active: true };
    expect((await call('PUT', `/products/${legacy.id}`, { ...form, sellingPricePaise: 39900 })).statusCode).toBe(200);
    const lost = await call('PUT', `/products/${legacy.id}`, { ...form, genericName: '' });
    expect(lost.statusCode).toBe(422);
    expect(Object.keys(lost.json().errors)).toEqual(['genericName']);

    const listed = (await call('GET', `/products?categoryId=${category.id}&state=missing_declarations`)).json().data;
    expect(listed.items.map((p: { id: number }) => p.id)).toEqual([legacy.id]);
    expect(listed.items[0].missingDeclarations).toEqual(['manufacturerId', 'bestBeforeMonths']);
    const all = (await call('GET', `/products?categoryId=${category.id}`)).json().data.items;
    expect(all.find((p: { id: number }) => p.id === complete.id).missingDeclarations).toEqual([]);
  });

  it('lists as missing exactly the products on sale the shared rule finds lacking', async () => {
    const category = await createCategory(t.ctx);
    const full = { ...(await declarationFields(t.ctx)), countryOfOrigin: 'India' };
    const cases = [
      full,
      { ...full, manufacturerId: null },
      { ...full, genericName: '  ' },
      { ...full, bestBeforeMonths: null },
      { ...full, countryOfOrigin: '' },
      { ...full, countryOfOrigin: 'Thailand' },
      { ...full, countryOfOrigin: 'Thailand', importerId: full.manufacturerId },
      { ...full, countryOfOrigin: ' INDIA ' },
    ];
    const made = [];
    for (const c of cases) made.push(await createProduct(t.ctx, { categoryId: category.id, ...c }));
    const listed = (await call('GET', `/products?categoryId=${category.id}&state=missing_declarations&pageSize=50`)).json().data.items.map((p: { id: number }) => p.id);
    const lacking = made.filter((p) => missingDeclarations(p).length > 0).map((p) => p.id);
    expect(lacking).toHaveLength(5);
    expect([...listed].sort()).toEqual([...lacking].sort());
  });
});

describe('bulk activation and the CSV import', () => {
  it('refuses to put products on sale in bulk while any lacks a declaration, naming each with what it lacks', async () => {
    const ready = await createProduct(t.ctx, { active: false, ...(await declarationFields(t.ctx)) });
    const bare = await createProduct(t.ctx, { active: false, name: 'Bare balm' });
    const res = await call('POST', '/products/bulk-edit', { productIds: [ready.id, bare.id], active: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This product lacks the declarations a product on sale must show, so none was changed: Bare balm (Manufactured by, Generic name, Best before)');
    const states = await t.ctx.db
      .select({ active: products.active })
      .from(products)
      .where(inArray(products.id, [ready.id, bare.id]));
    expect(states.every((p) => !p.active)).toBe(true);
    expect((await call('POST', '/products/bulk-edit', { productIds: [ready.id], active: true })).statusCode).toBe(200);
  });

  it('reports a row that would sell a product without its declarations, and takes them from the declaration columns', async () => {
    await createCategory(t.ctx, { name: 'Declared imports' });
    const maker = await createMaker(t.ctx, { name: 'Kaveri Nutrition LLP' });
    const head = 'product_slug,name,category,description,active,option_name,sku,size_label,net_quantity,net_unit,mrp,selling_price,stock,gtin,default_size,size_active';
    const a = 'dec-a,Bare chews,Declared imports,Chews,yes,Pack size,DEC-A,30 chews,30,count,499,449,5,,yes,yes';
    const bare = `${head}\n${a}\ndec-b,Draft chews,Declared imports,Chews,no,Pack size,DEC-B,30 chews,30,count,499,449,5,,yes,yes`;
    // New products are saved as drafts (they have no picture yet): nothing goes on sale, nothing is missing.
    expect((await call('POST', '/products/import', { csv: bare, dryRun: false })).statusCode).toBe(200);
    // The same file again puts DEC-A on sale, which its declarations do not allow.
    const dry = await call('POST', '/products/import', { csv: bare, dryRun: true });
    expect(dry.json().data.errors).toEqual([
      {
        line: 2,
        sku: 'DEC-A',
        messages: ['A product on sale must show every declaration; missing: Manufactured by, Generic name, Best before. Fill their columns, or set active to no'],
      },
    ]);
    expect((await call('POST', '/products/import', { csv: bare, dryRun: false })).statusCode).toBe(422);

    const declaredHead = `${head},generic_name,manufactured_by,packed_by,imported_by,country_of_origin,best_before_months`;
    const unknown = `${declaredHead}\n${a},Calming chews for dogs,Nobody Ltd,,,India,24`;
    expect((await call('POST', '/products/import', { csv: unknown, dryRun: true })).json().data.errors[0].messages).toEqual([
      'Unknown maker "Nobody Ltd" in manufactured_by: add it under Makers first',
    ]);
    const declared = `${declaredHead}\n${a},Calming chews for dogs,kaveri nutrition llp,,,India,24`;
    const imported = await call('POST', '/products/import', { csv: declared, dryRun: false });
    expect(imported.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(products).where(eq(products.sku, 'DEC-A'));
    expect(row).toMatchObject({ active: true, manufacturerId: maker.id, packerId: null, importerId: null, genericName: 'Calming chews for dogs', bestBeforeMonths: 24 });

    // The export writes the declaration columns, makers by name, and reads back as it was.
    const csv = (await call('GET', '/products/export.csv')).body;
    expect(csv.split('\r\n')[0]).toBe(
      `\uFEFF${head},stock_at_export,weight_grams,low_stock_threshold,batch_no,batch_manufactured,batch_best_before,generic_name,manufactured_by,packed_by,imported_by,country_of_origin,best_before_months,returnable`,
    );
    expect(csv).toContain(
      'dec-a,Bare chews,Declared imports,Chews,yes,Pack size,DEC-A,30 chews,30,count,499.00,449.00,5,,yes,yes,5,,5,,,,Calming chews for dogs,Kaveri Nutrition LLP,,,India,24,yes',
    );
  });
});

describe('the product page’s answer', () => {
  it('carries the declarations: makers by name and address, origin, generic name, shelf life and the shop’s customer care', async () => {
    const manufacturer = await createMaker(t.ctx, { name: 'Tasman Marine Extracts Limited', address: '27 Vickerman Street, Nelson 7010, New Zealand' });
    const importer = await createMaker(t.ctx, { name: 'Canino Imports Private Limited', address: 'Plot 14, SIDCO Industrial Estate, Coimbatore, Tamil Nadu 641021' });
    const product = await createProduct(t.ctx, {
      manufacturerId: manufacturer.id,
      packerId: manufacturer.id,
      importerId: importer.id,
      countryOfOrigin: 'New Zealand',
      genericName: 'Green-lipped mussel supplement tablets for dogs',
      bestBeforeMonths: 36,
    });
    await t.ctx.db.update(productVariants).set({ gtin: '8901030865275' }).where(eq(productVariants.id, product.variantId));
    await createVariant(t.ctx, product.id, { sku: `${product.sku}-120` });
    t.ctx.catalogCache.invalidate();
    const answer = async () => (await t.app.inject(`/admin/api/productById/${product.id}`)).json().data;
    const data = await answer();
    expect(data.declarations).toEqual({
      manufactured_by: { name: 'Tasman Marine Extracts Limited', address: '27 Vickerman Street, Nelson 7010, New Zealand' },
      packed_by: null,
      imported_by: { name: 'Canino Imports Private Limited', address: 'Plot 14, SIDCO Industrial Estate, Coimbatore, Tamil Nadu 641021' },
      country_of_origin: 'New Zealand',
      generic_name: 'Green-lipped mussel supplement tablets for dogs',
      best_before_months: 36,
      customer_care: { name: 'Canino', address: DEFAULT_SHOP_SETTINGS.address, phone: DEFAULT_SHOP_SETTINGS.phone, email: DEFAULT_SHOP_SETTINGS.email },
    });
    expect(data.product.variants.map((v: { gtin: string | null }) => v.gtin)).toEqual(['8901030865275', null]);

    // Customer care is the shop's: a save of the settings shows on the page at once.
    await updateShopSettings(t.ctx, owner.admin.id, { ...DEFAULT_SHOP_SETTINGS, phone: '+91 90000 11111' });
    expect((await answer()).declarations.customer_care.phone).toBe('+91 90000 11111');
  });
});

describe('PUT /products/:id/gtins', () => {
  it('saves each size’s barcode, refusing a wrong check digit, a size of another product and a number another size has', async () => {
    const product = await createProduct(t.ctx);
    const second = await createVariant(t.ctx, product.id);
    const other = await createProduct(t.ctx);
    const saved = await call('PUT', `/products/${product.id}/gtins`, {
      gtins: [
        { variantId: product.variantId, gtin: '4006 3813 3393 1' },
        { variantId: second.id, gtin: '' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.gtins.map((g: { gtin: string | null }) => g.gtin)).toEqual(['4006381333931', null]);

    const wrong = await call('PUT', `/products/${product.id}/gtins`, { gtins: [{ variantId: second.id, gtin: '4006381333938' }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Enter a GTIN (EAN or UPC) of 8, 12, 13 or 14 digits with its check digit');
    expect((await call('PUT', `/products/${product.id}/gtins`, { gtins: [{ variantId: other.variantId, gtin: '96385074' }] })).statusCode).toBe(400);
    const taken = await call('PUT', `/products/${other.id}/gtins`, { gtins: [{ variantId: other.variantId, gtin: '4006381333931' }] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another size already has this GTIN');
    // Two sizes may swap their numbers in one save.
    const swap = await call('PUT', `/products/${product.id}/gtins`, {
      gtins: [
        { variantId: product.variantId, gtin: '96385074' },
        { variantId: second.id, gtin: '4006381333931' },
      ],
    });
    expect(swap.json().data.gtins.map((g: { gtin: string | null }) => g.gtin)).toEqual(['96385074', '4006381333931']);
  });
});
