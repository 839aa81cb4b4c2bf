import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readRow, resultRows } from '../db/read-row';
import { coupons, orders } from '../db/schema';
import type { CouponRow } from './coupons';
import type { OrderRow } from './orders';

/** What an order needs to know about a product: its price, whether it is sold, how many are left. */
export interface ProductForOrder {
  id: number;
  name: string;
  sellingPricePaise: number;
  stock: number;
  active: boolean;
}

export interface PricingFacts {
  products: ProductForOrder[];
  coupon: CouponRow | undefined;
  /** The order already made under this idempotency key, when one was asked for. */
  existingOrder: OrderRow | undefined;
}


/**
 * Everything pricing a cart reads, in one round trip: the products, the coupon, and the order a
 * previous attempt with the same idempotency key made (checkout's double click).
 */
export async function readPricingFacts(db: Db, ask: { productIds: number[]; couponCode: string | null; idempotencyKey?: string }): Promise<PricingFacts> {
  const ids = ask.productIds.length ? sql.join(ask.productIds.map((id) => sql`${id}::int`), sql`, `) : sql`null`;
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object(
                'id', p.id, 'name', p.name, 'sellingPricePaise', p.selling_price_paise, 'stock', p.stock, 'active', p.active)), '[]')
         from products p where p.id in (${ids})) as products,
      (select row_to_json(c) from coupons c where c.code = ${ask.couponCode}) as coupon,
      (select row_to_json(o) from orders o where o.idempotency_key = ${ask.idempotencyKey ?? null}) as existing`);
  const row = resultRows(result)[0]!;
  return {
    products: row.products as ProductForOrder[],
    coupon: row.coupon ? readRow(coupons, row.coupon as Record<string, unknown>) : undefined,
    existingOrder: row.existing ? readRow(orders, row.existing as Record<string, unknown>) : undefined,
  };
}

export interface Reservation {
  /** The name of the first product there was not enough of; null when every quantity was taken. */
  short: string | null;
  /** Whether a use of the coupon was counted (false past its limit, when it was removed, or when short). */
  couponCounted: boolean;
}

/**
 * Takes an order's quantities from stock and counts its coupon use, all or nothing, in one statement:
 * the products' rows are locked in id order (every paying order locks in the same order, so two orders
 * sharing products wait for each other instead of deadlocking) and read as they stand after any wait;
 * only when every product has enough is anything taken. NO KEY UPDATE is the lock an UPDATE of stock
 * takes anyway, and lets checkouts keep inserting order lines that reference these products. The
 * table's CHECK (stock >= 0) stands behind it. `lines` carry one entry per product.
 */
export async function reserveForOrder(
  db: Db,
  lines: readonly { productId: number; quantity: number; name: string }[],
  couponCode: string | null,
): Promise<Reservation> {
  const result = await db.execute(sql`
    with need as (
      select (x.line->>'productId')::int as id, (x.line->>'quantity')::int as qty, x.line->>'name' as name, x.n
        from jsonb_array_elements(${JSON.stringify(lines)}::jsonb) with ordinality as x(line, n)
    ), locked as materialized (
      select p.id, p.stock from products p where p.id in (select id from need) order by p.id for no key update
    ), short as materialized (
      select need.name from need left join locked on locked.id = need.id
       where locked.id is null or locked.stock < need.qty order by need.n limit 1
    ), taken as (
      update products p set stock = p.stock - need.qty, updated_at = now()
        from need where p.id = need.id and not exists (select 1 from short)
      returning p.id
    ), counted as (
      update coupons set used_count = used_count + 1, updated_at = now()
       where code = ${couponCode} and not exists (select 1 from short)
         and (usage_limit is null or used_count < usage_limit)
      returning id
    )
    select (select name from short) as short,
           (select count(*) from taken)::int as taken,
           exists (select 1 from counted) as coupon_counted`);
  const row = resultRows(result)[0]!;
  const short = (row.short as string | null) ?? null;
  if (!short && row.taken !== lines.length) throw new Error(`stock changed under lock: took ${String(row.taken)} of ${lines.length} lines`);
  return { short, couponCounted: row.coupon_counted === true };
}
