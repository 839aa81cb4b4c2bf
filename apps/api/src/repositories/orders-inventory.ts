import { COUPON_GIVEN_BACK_STATUSES, type AdminOrderStatus, type CustomerCouponHistory } from '@canino/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idList } from '../db/id-list';
import { readRow, resultRows } from '../db/read-row';
import { coupons, orders } from '../db/schema';
import type { CouponRow } from './coupons';
import type { OrderRow } from './orders';
import { defaultVariantOf } from './product-variants';

/** What an order needs to know about a size of a product: its price, whether it is sold, how many are left. */
export interface VariantForOrder {
  /** The variant's id. */
  id: number;
  productId: number;
  /** The product's category: a coupon for a category covers the line. */
  categoryId: number;
  /** The product's name, and the size as the line names it. */
  name: string;
  label: string;
  sku: string;
  /** How many sizes the product has: a line names the size only when there are several. */
  sizes: number;
  /** Whether this is the product's default size, which a line naming no size takes. */
  isDefault: boolean;
  sellingPricePaise: number;
  stock: number;
  /** The product and the size both on sale. */
  active: boolean;
  /** Quantities other orders hold at this moment (decision 009): not for sale to this order. */
  held: number;
}

export interface PricingFacts {
  variants: VariantForOrder[];
  coupon: CouponRow | undefined;
  /** Uses of the coupon other orders hold at this moment: they count against its limit. */
  couponHeld: number;
  /** The order already made under this idempotency key, when one was asked for. */
  existingOrder: OrderRow | undefined;
  /** The customer's placed orders and uses of the coupon, when a customer and a coupon were asked about. */
  customerHistory: CustomerCouponHistory | null;
  /** With `replacing`: whether the customer has an unpaid checkout for the new one to replace. */
  replaceable: boolean;
}

/** Who is checking out, as far as a coupon's per-customer terms go: their account, email and phone. */
export interface CouponCustomer {
  customerId: number | null;
  email: string;
  mobile: string;
}

/**
 * An order's hold counts while the order still awaits its payment and the hold has not run out; an
 * expired hold simply stops counting, so no sweep is needed for it to end. `o` is the orders alias.
 */
const HOLD_COUNTS = sql`o.status in ('pending_payment', 'payment_failed') and o.hold_expires_at > now()`;

/** The earlier checkouts a new one replaces (decision 046). `o` is the orders alias. */
interface Replacing {
  customer: CouponCustomer;
  /** The new checkout's own key: a double click's order is answered again, never replaced. */
  idempotencyKey: string;
  /** The statuses it replaces (the order's transitions' `replace`: those awaiting payment). */
  statuses: readonly AdminOrderStatus[];
}

/**
 * A customer's checkouts still awaiting payment, which their next checkout replaces: under the same
 * account, or for a guest the same email and the same phone (both, so a stranger who types someone's
 * phone cannot end their order).
 */
function replaceable(r: Replacing): SQL {
  const c = r.customer;
  const owner =
    c.customerId !== null ? sql`o.customer_id = ${c.customerId}::int` : sql`o.customer_id is null and lower(o.email) = ${c.email.toLowerCase()} and o.mobile = ${c.mobile}`;
  const statuses = sql.join(
    r.statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`(o.status in (${statuses}) and o.idempotency_key is distinct from ${r.idempotencyKey}::text and ${owner})`;
}

/**
 * A new checkout replaces the customer's unpaid ones: they are locked (before any product or coupon,
 * the lock order of decision 009), marked expired with an event, and their holds end, in one statement
 * of the new checkout's transaction, so the stock and coupon use they held are free for the new order
 * and never free without it. An order being paid meanwhile is waited for, and once paid is left alone.
 */
export async function replaceUnpaidOrders(db: Db, r: Replacing): Promise<number[]> {
  const result = await db.execute(sql`
    with due as (
      select o.id, o.status from orders o where ${replaceable(r)} order by o.id for no key update of o
    ), replaced as (
      update orders set status = 'expired', hold_expires_at = null, updated_at = now() from due where orders.id = due.id
      returning orders.id, due.status as from_status
    ), e as (
      insert into order_events (order_id, from_status, to_status, actor, note)
      select id, from_status, 'expired', 'customer', 'Replaced by a new checkout: its stock and coupon use were released' from replaced
    )
    select id from replaced order by id`);
  return resultRows(result).map((row) => Number(row.id));
}

/**
 * The customer's orders that use a coupon: any order under their account, email or phone (a guest who
 * logs out is still the same customer), placed, or awaiting payment while its hold lasts; with
 * `replacing`, not the unpaid ones this checkout will replace.
 */
function customerHistory(couponCode: string | null, customer: CouponCustomer | undefined, exceptOrderId: number | undefined, replacing: Replacing | undefined): SQL {
  if (!couponCode || !customer) return sql`null`;
  const givenBack = sql.join(
    COUPON_GIVEN_BACK_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`(select json_build_object('placedOrders', count(*), 'couponUses', count(*) filter (where o.coupon_code = ${couponCode}))
      from orders o
     where (o.customer_id = ${customer.customerId}::int or lower(o.email) = ${customer.email.toLowerCase()} or o.mobile = ${customer.mobile})
       and (${HOLD_COUNTS} or o.status not in ('pending_payment', 'payment_failed', ${givenBack}))
       and o.id is distinct from ${exceptOrderId ?? null}::int
       and ${replacing ? sql`not ${replaceable(replacing)}` : sql`true`})`;
}

/**
 * Everything pricing a cart reads, in one round trip: the sizes asked for (by variant, or a product's
 * default size for a line that names none) with what others hold of them, the
 * coupon with its held uses, and the order a previous attempt with the same idempotency key made
 * (checkout's double click), and with a `customer`, their history with the coupon. `exceptOrderId`
 * leaves that order out of the counts, and `replacing` the customer's unpaid checkouts a new one replaces
 * (answering whether there are any).
 */
export async function readPricingFacts(db: Db, ask: PricingAsk): Promise<PricingFacts> {
  const others: SQL = sql`${HOLD_COUNTS} and o.id is distinct from ${ask.exceptOrderId ?? null}::int and ${ask.replacing ? sql`not ${replaceable(ask.replacing)}` : sql`true`}`;
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object(
                'id', v.id, 'productId', p.id, 'categoryId', p.category_id, 'name', p.name, 'label', v.label, 'sku', v.sku,
                'sizes', (select count(*) from product_variants s where s.product_id = p.id), 'isDefault', v.id = ${defaultVariantOf(sql`p.id`)},
                'sellingPricePaise', v.selling_price_paise, 'stock', v.stock, 'active', p.active and v.active,
                'held', coalesce((select sum(l.quantity) from orders o join order_lines l on l.order_id = o.id
                                   where l.variant_id = v.id and ${others}), 0))), '[]')
         from product_variants v join products p on p.id = v.product_id
        where v.id in (${idList(ask.variantIds)})
           or (p.id in (${idList(ask.defaultOf)}) and v.id = ${defaultVariantOf(sql`p.id`)})) as variants,
      (select row_to_json(c) from coupons c where c.code = ${ask.couponCode}) as coupon,
      (select count(*) from orders o where o.coupon_code = ${ask.couponCode} and ${others})::int as coupon_held,
      (select row_to_json(o) from orders o where o.idempotency_key = ${ask.idempotencyKey ?? null}) as existing,
      ${customerHistory(ask.couponCode, ask.customer, ask.exceptOrderId, ask.replacing)} as customer_history,
      ${ask.replacing ? sql`exists (select 1 from orders o where ${replaceable(ask.replacing)})` : sql`false`} as replaceable`);
  const row = resultRows(result)[0]!;
  return {
    variants: (row.variants as VariantForOrder[]).map((v) => ({ ...v, sizes: Number(v.sizes), held: Number(v.held) })),
    coupon: row.coupon ? readRow(coupons, row.coupon as Record<string, unknown>) : undefined,
    couponHeld: Number(row.coupon_held),
    existingOrder: row.existing ? readRow(orders, row.existing as Record<string, unknown>) : undefined,
    customerHistory: row.customer_history ? readHistory(row.customer_history as Record<string, unknown>) : null,
    replaceable: row.replaceable === true || row.replaceable === 't',
  };
}

const readHistory = (h: Record<string, unknown>): CustomerCouponHistory => ({ placedOrders: Number(h.placedOrders), couponUses: Number(h.couponUses) });

export interface PricingAsk {
  /** The sizes lines name, and the products whose default size lines without one take. */
  variantIds: number[];
  defaultOf: number[];
  couponCode: string | null;
  idempotencyKey?: string;
  exceptOrderId?: number;
  customer?: CouponCustomer;
  replacing?: Replacing;
}

/**
 * Locks the variants' rows (stock is kept per size) in id order and then the coupon's row, for the rest
 * of the transaction, and answers each variant's stock as it stands after any wait (a locked row is read as it is now) and the
 * transaction's time by the database's clock, which is the clock holds run out by. Every transaction that holds or takes stock
 * locks in this order (after the order's own row, when it has one), so two of them sharing products or
 * a coupon wait for each other instead of deadlocking. The coupon's lock depends on an aggregate over
 * every locked product, so it cannot be taken before them. Holds are not counted here: a statement sees
 * other tables as they were when it began, not what the transaction it waited for committed, so the
 * counting and the writing come in the transaction's next statements (decision 009).
 * NO KEY UPDATE is the lock an UPDATE of stock takes anyway, and lets checkouts keep inserting order
 * lines that reference these products.
 * `shortDated`: whether a locked size still has a batch on sale whose best-before comes before
 * `sellableFrom`, which the caller withdraws before it counts the stock (decision 062). Read from the
 * statement's start, it can only be stale the harmless way: a batch becomes short-dated by the date
 * alone (a receipt inside the shelf life is refused), so what it misses is a withdrawal committed
 * while this waited, and withdrawing again finds nothing.
 */
export async function lockStock(
  db: Db,
  ask: { variantIds: readonly number[]; defaultOf?: readonly number[]; couponCode: string | null; sellableFrom?: string },
): Promise<{ stock: Map<number, number>; now: Date; shortDated: boolean }> {
  // `defaultOf`: products whose default size a line takes without naming it.
  const defaults = ask.defaultOf?.length ? sql`or v.id in (select ${defaultVariantOf(sql`x`)} from unnest(array[${idList(ask.defaultOf)}]) as x)` : sql``;
  const result = await db.execute(sql`
    with p as materialized (
      select v.id, v.stock from product_variants v where v.id in (${idList([...ask.variantIds])}) ${defaults} order by v.id for no key update
    ), c as materialized (
      select c.id from coupons c, (select count(*) from p) as after_products where c.code = ${ask.couponCode} for no key update of c
    )
    select (select coalesce(json_agg(json_build_array(p.id, p.stock)), '[]') from p) as stock,
           -- A CTE nobody reads is never run: reading c is what takes the coupon's lock.
           (select count(*) from c)::int as coupons,
           ${
             ask.sellableFrom === undefined
               ? sql`false`
               : sql`exists (select 1 from stock_batches b where b.variant_id in (select id from p) and b.withdrawn_at is null and b.best_before < ${ask.sellableFrom}::date)`
           } as short_dated,
           now() as now`);
  const row = resultRows(result)[0]!;
  return { stock: new Map(row.stock as [number, number][]), now: new Date(row.now as string | Date), shortDated: row.short_dated === true || row.short_dated === 't' };
}
