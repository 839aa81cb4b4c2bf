import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore, openEmpty } from './helpers/migrations';

/**
 * The migrations product-variants and product-variants-backfill on a shop with orders: every product
 * becomes one variant with its SKU, prices and stock; order lines (and so the stock they hold), stock
 * history and refills point at it; and the product row keeps showing its default variant's figures.
 */
describe('the migrations product-variants and product-variants-backfill', () => {
  it('turns each product into one variant that its orders, holds, history and refills point at', { timeout: 180_000 }, async () => {
    const { migrate, query } = await openEmpty();
    await migrate(migrationsBefore('product-variants'));
    const [category] = await query(sql`insert into categories (name, slug, image) values ('Vitality', 'vitality', '/c.webp') returning id`);
    const [multi] = await query(sql`
      insert into products (category_id, name, slug, sku, list_price_paise, selling_price_paise, stock, pack_size, dose_unit)
      values (${category!.id}, 'Daily Multi', 'daily-multi', 'CAN-MULTI-60', 119900, 99900, 7, 60, 'tablet') returning id`);
    const [oil] = await query(sql`
      insert into products (category_id, name, slug, sku, list_price_paise, selling_price_paise, stock)
      values (${category!.id}, 'Coat Oil', 'coat-oil', 'CAN-OIL', 59900, 44900, 3) returning id`);
    const [customer] = await query(sql`
      insert into customers (owner_name, mobile, email, password_hash, pet_name, breed, age, weight)
      values ('Asha', '9876543210', 'asha@example.com', 'x', 'Bruno', 'Labrador', '3', '28') returning id`);
    const [held] = await query(sql`
      insert into orders (customer_id, email, mobile, billing, subtotal_paise, shipping_paise, total_paise, hold_expires_at)
      values (${customer!.id}, 'asha@example.com', '9876543210', '{}'::jsonb, 199800, 7500, 207300, now() + interval '15 minutes') returning id`);
    const [line] = await query(sql`
      insert into order_lines (order_id, product_id, product_name, unit_price_paise, quantity, line_total_paise)
      values (${held!.id}, ${multi!.id}, 'Daily Multi', 99900, 2, 199800) returning id`);
    await query(sql`insert into stock_movements (product_id, change, stock_after, reason, actor) values (${multi!.id}, 7, 7, 'opening', 'system')`);
    await query(sql`
      insert into refills (customer_id, order_id, order_line_id, product_id, quantity, delivered_on, runs_out_on, remind_on, token)
      values (${customer!.id}, ${held!.id}, ${line!.id}, ${multi!.id}, 2, '2026-01-01', '2026-03-01', '2026-02-24', 'tok')`);

    await migrate(MIGRATIONS);

    const variants = await query(sql`
      select product_id, sku, label, net_quantity::text as net, net_unit, list_price_paise, selling_price_paise, stock from product_variants order by product_id`);
    expect(variants).toEqual([
      { product_id: multi!.id, sku: 'CAN-MULTI-60', label: '60 tablets', net: '60.00', net_unit: 'count', list_price_paise: 119900, selling_price_paise: 99900, stock: 7 },
      { product_id: oil!.id, sku: 'CAN-OIL', label: 'One size', net: '1.00', net_unit: 'count', list_price_paise: 59900, selling_price_paise: 44900, stock: 3 },
    ]);
    const [variant] = await query(sql`select id from product_variants where sku = 'CAN-MULTI-60'`);
    expect(await query(sql`select variant_id, variant_label, sku from order_lines`)).toEqual([{ variant_id: variant!.id, variant_label: '60 tablets', sku: 'CAN-MULTI-60' }]);
    expect(await query(sql`select variant_id from stock_movements`)).toEqual([{ variant_id: variant!.id }]);
    expect(await query(sql`select variant_id from refills`)).toEqual([{ variant_id: variant!.id }]);
    // The order's hold counts against the variant it now points at.
    const [heldOf] = await query(sql`
      select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id
       where l.variant_id = ${variant!.id} and o.hold_expires_at > now()`);
    expect(heldOf!.n).toBe(2);

    // The product row follows its default variant, and a product saved as before gets one.
    await query(sql`update product_variants set stock = 5, selling_price_paise = 95000 where id = ${variant!.id}`);
    expect(await query(sql`select stock, selling_price_paise from products where id = ${multi!.id}`)).toEqual([{ stock: 5, selling_price_paise: 95000 }]);
    await query(sql`update products set list_price_paise = 129900 where id = ${multi!.id}`);
    expect(await query(sql`select list_price_paise from product_variants where id = ${variant!.id}`)).toEqual([{ list_price_paise: 129900 }]);
    const [fresh] = await query(sql`
      insert into products (category_id, name, slug, sku, list_price_paise, selling_price_paise, stock, pack_size, dose_unit)
      values (${category!.id}, 'Joint Drops', 'joint-drops', 'CAN-DROPS', 69900, 59900, 4, 100, 'ml') returning id`);
    expect(await query(sql`select label, net_unit, stock from product_variants where product_id = ${fresh!.id}`)).toEqual([{ label: '100 ml', net_unit: 'ml', stock: 4 }]);
    // A later size does not change what the product row shows; the default one's stock still cannot go below zero.
    await query(sql`
      insert into product_variants (product_id, position, sku, label, net_quantity, net_unit, list_price_paise, selling_price_paise, stock)
      values (${multi!.id}, 1, 'CAN-MULTI-120', '120 tablets', 120, 'count', 199900, 179900, 9)`);
    expect(await query(sql`select sku, stock from products where id = ${multi!.id}`)).toEqual([{ sku: 'CAN-MULTI-60', stock: 5 }]);
    await expect(query(sql`update product_variants set stock = -1 where id = ${variant!.id}`)).rejects.toThrow();
  });
});
