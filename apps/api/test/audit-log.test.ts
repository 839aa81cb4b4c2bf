import { eq } from 'drizzle-orm';
import type { AuditEntry } from '@canino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { recordAdminChange } from '../src/services/audit/audit-log';
import { asAdmin, productForm, type AdminCall } from './admin-support';
import { createCategory, createCoupon, createMaker, createProduct } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof asAdmin>>;
let catalog: Awaited<ReturnType<typeof asAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await asAdmin(t, 'owner');
  catalog = await asAdmin(t, 'catalog');
});
afterAll(() => t.close());

const saveProduct = async (call: AdminCall, id: number, change: Record<string, unknown>) => call('PUT', `/products/${id}`, { ...(await productForm(call, id)), ...change });

const entriesOf = (call: AdminCall, path: string) => call('GET', path).then((r) => r.json().data as { items: AuditEntry[]; total: number });
const rowsFor = (entity: 'product' | 'coupon', id: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, id))
    .then((rows) => rows.filter((r) => r.entity === entity));

describe('audit log of admin changes', () => {
  it('records who changed a product, when, and only the fields that changed, before and after', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 44900, listPricePaise: 59900 });
    const startedAt = Date.now();
    const res = await saveProduct(catalog.call, p.id, { sellingPricePaise: 39900 });
    expect(res.statusCode).toBe(200);
    const log = await entriesOf(catalog.call, `/products/${p.id}/audit`);
    expect(log.total).toBe(1);
    const [entry] = log.items;
    expect(entry).toMatchObject({
      adminId: catalog.admin.id,
      adminEmail: catalog.admin.email,
      entity: 'product',
      entityId: p.id,
      action: 'update',
      label: p.name,
      before: { sellingPricePaise: 44900 },
      after: { sellingPricePaise: 39900 },
    });
    expect(Date.parse(entry!.createdAt)).toBeGreaterThanOrEqual(startedAt - 1000);
  });

  it('names the category and makers a change refers to by id, as they are called now', async () => {
    const from = await createCategory(t.ctx, { name: 'Joint care' });
    const to = await createCategory(t.ctx, { name: 'Calming' });
    const maker = await createMaker(t.ctx);
    const p = await createProduct(t.ctx, { categoryId: from.id });
    expect((await saveProduct(owner.call, p.id, { categoryId: to.id, packerId: maker.id })).statusCode).toBe(200);
    const [entry] = (await entriesOf(owner.call, `/products/${p.id}/audit`)).items;
    expect(entry).toMatchObject({ before: { categoryId: from.id, packerId: null }, after: { categoryId: to.id, packerId: maker.id } });
    expect(entry!.names).toEqual({ [`category:${from.id}`]: 'Joint care', [`category:${to.id}`]: 'Calming', [`maker:${maker.id}`]: maker.name });
    // The search of the whole log names them the same way.
    const found = (await entriesOf(owner.call, `/audit?entity=product&entityId=${p.id}`)).items[0];
    expect(found!.names).toEqual(entry!.names);
  });

  it('writes nothing for a save that changes nothing, and leaves stock to the stock history', async () => {
    const p = await createProduct(t.ctx, { stock: 10 });
    expect((await saveProduct(owner.call, p.id, {})).statusCode).toBe(200);
    expect((await saveProduct(owner.call, p.id, { stock: 7 })).statusCode).toBe(200);
    expect(await rowsFor('product', p.id)).toEqual([]);
    const stock = (await owner.call('GET', `/products/${p.id}/stock-history`)).json().data.items;
    expect(stock[0]).toMatchObject({ reason: 'manual_edit', change: -3, actor: `admin:${owner.admin.email}` });
  });

  it('two admins saving the same product at once: every save has its entry, each before what the one ahead of it left', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 44900, listPricePaise: 59900 });
    // Each reads the form first, as the panel does, then all save together; the row lock serializes them.
    const callers = [owner, catalog, owner, catalog];
    const prices = [39900, 34900, 29900, 24900];
    const forms = await Promise.all(callers.map(({ call }) => productForm(call, p.id)));
    const saves = await Promise.all(callers.map(({ call }, i) => call('PUT', `/products/${p.id}`, { ...forms[i], sellingPricePaise: prices[i] })));
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

    const entries = (await rowsFor('product', p.id)).sort((a, b) => a.id - b.id);
    expect(entries).toHaveLength(4);
    // A chain in commit order: the first replaced the original price, each next one what the one before left.
    expect(entries[0]!.before).toEqual({ sellingPricePaise: 44900 });
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.before).toEqual(entries[i - 1]!.after);
    const final = (await owner.call('GET', `/products/${p.id}`)).json().data.sellingPricePaise as number;
    expect(entries.at(-1)!.after).toEqual({ sellingPricePaise: final });
    // Every save is there once, under the admin who made it.
    const saved = entries.map((e) => [(e.after as { sellingPricePaise: number }).sellingPricePaise, e.adminId]);
    expect(saved.sort()).toEqual(prices.map((price, i) => [price, callers[i]!.admin.id]).sort());
  });

  it('a refused change writes no entry, and an entry rolls back with its change', async () => {
    const p = await createProduct(t.ctx);
    const other = await createProduct(t.ctx);
    const before = await t.ctx.db.select().from(auditLog);
    expect((await saveProduct(owner.call, p.id, { sku: other.sku, sellingPricePaise: 100 })).statusCode).toBe(409);
    await createCoupon(t.ctx, { code: 'TAKEN5' });
    const coupon = await createCoupon(t.ctx, { code: 'FREE5' });
    // Refused by the unique index inside the coupon's transaction.
    const clash = await owner.call('PUT', `/coupons/${coupon.id}`, {
      code: 'TAKEN5',
      percent: 5,
      active: true,
      validFrom: null,
      validTo: null,
      usageLimit: null,
      minOrderPaise: 0,
    });
    expect(clash.statusCode).toBe(409);
    // A change that fails after its entry was written: the entry goes with it.
    const failed = t.ctx.db.transaction(async (tx) => {
      await recordAdminChange(tx, owner.admin.id, { entity: 'product', entityId: p.id, action: 'update', label: p.name, before: { name: 'a' }, after: { name: 'b' } });
      expect(await tx.select().from(auditLog)).toHaveLength(before.length + 1);
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await t.ctx.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('a creation has only an after, a deletion only a before', async () => {
    const made = await owner.call('POST', '/coupons', { code: 'AUDIT20', percent: 20, active: true, validFrom: null, validTo: null, usageLimit: null, minOrderPaise: 0 });
    expect(made.statusCode).toBe(200);
    const id = made.json().data.id as number;
    expect((await owner.call('DELETE', `/coupons/${id}`)).statusCode).toBe(200);
    const log = (await entriesOf(owner.call, `/coupons/${id}/audit`)).items;
    expect(log.map((e) => e.action)).toEqual(['delete', 'create']);
    expect(log[1]).toMatchObject({ before: null, after: { code: 'AUDIT20', percent: 20 } });
    expect(log[0]).toMatchObject({ before: { code: 'AUDIT20', percent: 20 }, after: null });
    expect(log[1]!.after).not.toHaveProperty('usedCount');
  });

  it('logs the settings, which have no id, under their own page', async () => {
    const settings = (await owner.call('GET', '/settings')).json().data;
    expect((await owner.call('PUT', '/settings', { ...settings, phone: '+91 90000 11111' })).statusCode).toBe(200);
    const [entry] = (await entriesOf(owner.call, '/settings/audit')).items;
    expect(entry).toMatchObject({ entity: 'shop_settings', entityId: null, before: { phone: settings.phone }, after: { phone: '+91 90000 11111' } });
  });

  it('lets the owner search all of it by who, what, dates and text, page by page; no one else', async () => {
    const p = await createProduct(t.ctx, { name: 'Searchable Salmon Oil' });
    for (const price of [30000, 31000, 32000]) expect((await saveProduct(owner.call, p.id, { sellingPricePaise: price })).statusCode).toBe(200);

    const byText = (await entriesOf(owner.call, '/audit?q=salmon%20oil')).items;
    expect(byText.map((e) => e.after)).toEqual([{ sellingPricePaise: 32000 }, { sellingPricePaise: 31000 }, { sellingPricePaise: 30000 }]);
    const byValue = (await entriesOf(owner.call, '/audit?q=31000')).items;
    expect(byValue.map((e) => e.entityId)).toContain(p.id);

    const mine = await entriesOf(owner.call, `/audit?adminId=${owner.admin.id}&entity=product&entityId=${p.id}&pageSize=2`);
    expect(mine.total).toBe(3);
    expect(mine.items).toHaveLength(2);
    const second = await entriesOf(owner.call, `/audit?adminId=${owner.admin.id}&entity=product&entityId=${p.id}&pageSize=2&page=2`);
    expect(second.items.map((e) => e.after)).toEqual([{ sellingPricePaise: 30000 }]);
    expect((await entriesOf(owner.call, `/audit?adminId=${catalog.admin.id}&entityId=${p.id}`)).total).toBe(0);

    // India days: today is in, a range that ended yesterday is not.
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await entriesOf(owner.call, `/audit?entityId=${p.id}&from=${today}&to=${today}`)).total).toBe(3);
    expect((await entriesOf(owner.call, `/audit?entityId=${p.id}&from=2026-01-01&to=2026-01-02`)).total).toBe(0);

    const backwards = await owner.call('GET', '/audit?from=2026-02-02&to=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/end date must not be before the start date/);
    expect((await owner.call('GET', '/audit?entity=spaceship')).statusCode).toBe(400);

    expect((await catalog.call('GET', '/audit')).statusCode).toBe(403);
    expect((await catalog.call('GET', '/settings/audit')).statusCode).toBe(403);
    expect((await (await asAdmin(t, 'orders')).call('GET', `/products/${p.id}/audit`)).statusCode).toBe(403);
  });
});
