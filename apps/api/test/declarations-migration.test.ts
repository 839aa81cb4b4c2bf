import { sql } from 'drizzle-orm';
import { missingDeclarations } from '@canino/shared';
import { describe, expect, it } from 'vitest';
import { defaultSize, demoProducts, demoSku } from '../src/seed/demo-catalog';
import { demoDeclarations, demoMakers } from '../src/seed/demo-catalog/declarations';
import { MIGRATIONS, migrationsBefore, openEmpty } from './helpers/migrations';

/**
 * The migrations product-declarations and demo-catalog-declarations (decision 051): every product gets
 * India as its country of origin; a shop seeded with the demo catalog gets the demo makers and every demo
 * product's declarations, equal to what a fresh seed writes; the owner's own products are left on sale
 * as they were, without declarations, and a shop without the demo catalog gets no makers.
 */
describe('the migrations product-declarations and demo-catalog-declarations', () => {
  it('every demo product declares everything a product on sale must', () => {
    for (const p of demoProducts) {
      const d = demoDeclarations(p.slug);
      expect(d, p.slug).toBeDefined();
      const ids = new Map(demoMakers.map((m, i) => [m.name, i + 1]));
      for (const name of [d!.manufacturer, d!.packer, d!.importer].filter(Boolean)) expect(ids.has(name!), `${p.slug}: ${name}`).toBe(true);
      const values = {
        manufacturerId: ids.get(d!.manufacturer)!,
        packerId: d!.packer ? ids.get(d!.packer)! : null,
        importerId: d!.importer ? ids.get(d!.importer)! : null,
        countryOfOrigin: d!.countryOfOrigin,
        genericName: d!.genericName,
        bestBeforeMonths: d!.bestBeforeMonths,
      };
      expect(missingDeclarations(values), p.slug).toEqual([]);
    }
  });

  it('fills a demo shop’s products as a fresh seed would, and leaves the owner’s own on sale as they were', { timeout: 180_000 }, async () => {
    const { migrate, query } = await openEmpty();
    await migrate(migrationsBefore('product-declarations'));
    const [category] = await query(sql`insert into categories (name, slug, image) values ('Vitality', 'vitality', '/c.webp') returning id`);
    for (const p of demoProducts) {
      const size = defaultSize(p);
      await query(sql`
        insert into products (category_id, name, slug, sku, list_price_paise, selling_price_paise, stock)
        values (${category!.id}, ${p.name}, ${p.slug}, ${demoSku(p)}, ${size.listPricePaise}, ${size.sellingPricePaise}, ${size.stock})`);
    }
    await query(sql`
      insert into products (category_id, name, slug, sku, list_price_paise, selling_price_paise, stock)
      values (${category!.id}, 'Owner''s own balm', 'owners-own-balm', 'OWN-1', 39900, 29900, 6)`);

    await migrate(MIGRATIONS);

    const makers = await query(sql`select id, name, address from makers order by id`);
    expect(makers.map((m) => ({ name: m.name, address: m.address }))).toEqual(demoMakers);
    const nameOf = new Map(makers.map((m) => [m.id, m.name]));
    const rows = await query(sql`
      select slug, active, manufacturer_id, packer_id, importer_id, country_of_origin, generic_name, best_before_months from products order by id`);
    for (const p of demoProducts) {
      const row = rows.find((r) => r.slug === p.slug)!;
      const d = demoDeclarations(p.slug)!;
      expect(
        {
          manufacturer: nameOf.get(row.manufacturer_id),
          packer: nameOf.get(row.packer_id),
          importer: nameOf.get(row.importer_id),
          countryOfOrigin: row.country_of_origin,
          genericName: row.generic_name,
          bestBeforeMonths: row.best_before_months,
        },
        p.slug,
      ).toEqual(d);
    }
    expect(rows.find((r) => r.slug === 'owners-own-balm')).toEqual({
      slug: 'owners-own-balm',
      active: true,
      manufacturer_id: null,
      packer_id: null,
      importer_id: null,
      country_of_origin: 'India',
      generic_name: '',
      best_before_months: null,
    });
  });

  it('gives a shop without the demo catalog no makers', { timeout: 180_000 }, async () => {
    const { migrate, query } = await openEmpty();
    await migrate(migrationsBefore('product-declarations'));
    const [category] = await query(sql`insert into categories (name, slug, image) values ('Care', 'care', '/c.webp') returning id`);
    await query(sql`
      insert into products (category_id, name, slug, sku, list_price_paise, selling_price_paise, stock)
      values (${category!.id}, 'Coat oil', 'coat-oil', 'OWN-2', 49900, 39900, 2)`);
    await migrate(MIGRATIONS);
    expect(await query(sql`select count(*)::int as n from makers`)).toEqual([{ n: 0 }]);
    expect(await query(sql`select country_of_origin from products`)).toEqual([{ country_of_origin: 'India' }]);
  });
});
