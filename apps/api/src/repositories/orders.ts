import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AWAITING_PAYMENT_STATUSES } from '@canino/shared';
import type { Db } from '../db/client';
import { columnsOf, readRow, resultRows } from '../db/read-row';
import { orderEvents, orderLines, orders, payments, products, type OrderStatus } from '../db/schema';
import type { PaymentRow } from './payments';
import { batchMoveSteps, type BatchMoves } from './stock-batches';
import { movedProductsJson, readMovedProducts, stockMoveSteps, type MovedProduct, type StockCause, type StockChange } from './stock-movements';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/**
 * Locks the order for the rest of the transaction (payment outcomes for one order apply one at a time)
 * and reads its lines with it. NO KEY UPDATE: its id never changes, so rows that reference it need not wait.
 * The row is read as it stands once the lock is granted; lines never change after checkout. Written as
 * SQL: every settlement starts here, and drizzle's building of this join cost a third of a millisecond.
 */
export async function lockOrder(db: Db, id: number): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
  const [row] = resultRows(
    await db.execute(sql`
      select row_to_json(o) as order,
             (select coalesce(json_agg(l order by l.id), '[]') from order_lines l where l.order_id = o.id) as lines
        from orders o where o.id = ${id}
         for no key update of o`),
  );
  if (!row) return undefined;
  return { order: readRow(orders, row.order as Record<string, unknown>), lines: (row.lines as Record<string, unknown>[]).map((l) => readRow(orderLines, l)) };
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewPayment = Pick<PaymentRow, 'provider' | 'providerOrderId' | 'providerPaymentId' | 'amountPaise' | 'currency'> & Partial<Pick<PaymentRow, 'providerCustomerId'>>;

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * A new order, its lines, its first event and (when there is one) its payment row, in one statement,
 * so it is all or nothing. With `holdMinutes` the order holds its quantities and coupon use until then;
 * with `take` (cash on delivery) the same statement counts its coupon use, as a payment does, and the
 * caller takes its stock next through services/stock (it has checked, under the stock's locks, that it
 * is free). Undefined when another request already made an order under the same idempotency key (a
 * double click that lost the race); nothing is counted then.
 */
export async function insertNewOrder(
  db: Db,
  input: { order: NewOrder; lines: NewOrderLine[]; payment: NewPayment | null; actor: string; holdMinutes?: number; take?: boolean },
): Promise<{ order: OrderRow; lines: OrderLineRow[]; payment: PaymentRow | null } | undefined> {
  const o = input.order;
  const lines = input.lines.map((l) => ({
    product_id: l.productId,
    variant_id: l.variantId ?? null,
    product_name: l.productName,
    variant_label: l.variantLabel ?? '',
    sku: l.sku ?? '',
    unit_price_paise: l.unitPricePaise,
    quantity: l.quantity,
    line_total_paise: l.lineTotalPaise,
    autoship_weeks: l.autoshipWeeks ?? null,
    coupon_applies: l.couponApplies ?? true,
  }));
  const payment = input.payment && {
    provider: input.payment.provider,
    provider_order_id: input.payment.providerOrderId,
    provider_payment_id: input.payment.providerPaymentId,
    amount_paise: input.payment.amountPaise,
    currency: input.payment.currency,
    provider_customer_id: input.payment.providerCustomerId ?? null,
  };
  const result = await db.execute(sql`
    with o as (
      insert into orders (customer_id, status, idempotency_key, order_token, tracking_token, email, mobile, billing, shipping, notes,
                          subtotal_paise, discount_paise, shipping_paise, total_paise, coupon_code, coupon_percent, hold_expires_at,
                          payment_method, cod_fee_paise, autoship_address_id, cod_confirm_token_hash, paid_at)
      values (${o.customerId ?? null}, ${o.status ?? 'pending_payment'}, ${o.idempotencyKey ?? null}, ${o.orderToken ?? null}, ${o.trackingToken ?? null}, ${o.email}, ${o.mobile},
              ${jsonOrNull(o.billing)}::jsonb, ${jsonOrNull(o.shipping)}::jsonb, ${o.notes ?? ''},
              ${o.subtotalPaise}, ${o.discountPaise ?? 0}, ${o.shippingPaise}, ${o.totalPaise}, ${o.couponCode ?? null}, ${o.couponPercent ?? null},
              now() + ${input.holdMinutes ?? null}::int * interval '1 minute', ${o.paymentMethod ?? 'online'}, ${o.codFeePaise ?? 0}, ${o.autoshipAddressId ?? null},
              ${o.codConfirmTokenHash ?? null}, ${o.paidAt?.toISOString() ?? null}::timestamptz)
      on conflict (idempotency_key) do nothing
      returning *
    ), l as (
      insert into order_lines (order_id, product_id, variant_id, product_name, variant_label, sku, unit_price_paise, quantity, line_total_paise, autoship_weeks, coupon_applies)
      select o.id, x.product_id, x.variant_id, x.product_name, x.variant_label, x.sku, x.unit_price_paise, x.quantity, x.line_total_paise, x.autoship_weeks, x.coupon_applies
        from o, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
             as x(product_id int, variant_id int, product_name text, variant_label text, sku text, unit_price_paise int, quantity int, line_total_paise int, autoship_weeks smallint, coupon_applies boolean)
      returning *
    ), e as (
      insert into order_events (order_id, from_status, to_status, actor) select o.id, null, o.status, ${input.actor} from o
    ), p as (
      insert into payments (order_id, provider, provider_order_id, provider_payment_id, amount_paise, currency, provider_customer_id)
      select o.id, x.provider, x.provider_order_id, x.provider_payment_id, x.amount_paise, x.currency, x.provider_customer_id
        from o, jsonb_to_recordset(${JSON.stringify(payment ? [payment] : [])}::jsonb)
             as x(provider text, provider_order_id text, provider_payment_id text, amount_paise int, currency text, provider_customer_id text)
      returning *
    ), counted as (
      -- Runs whether or not the select below reads it, as every data-modifying CTE does.
      update coupons set used_count = used_count + 1, updated_at = now()
       where ${input.take ?? false} and code = ${o.couponCode ?? null} and exists (select 1 from o)
      returning coupons.id
    )
    select row_to_json(o) as order,
           (select coalesce(json_agg(l order by l.id), '[]') from l) as lines,
           (select row_to_json(p) from p) as payment
      from o`);
  const row = resultRows(result)[0];
  if (!row) return undefined;
  return {
    order: readRow(orders, row.order as Record<string, unknown>),
    lines: (row.lines as Record<string, unknown>[]).map((l) => readRow(orderLines, l)),
    payment: row.payment ? readRow(payments, row.payment as Record<string, unknown>) : null,
  };
}

export interface OrderChange {
  orderId: number;
  patch: Pick<
    Partial<typeof orders.$inferInsert>,
    'status' | 'paidAt' | 'holdExpiresAt' | 'soldOutProductId' | 'soldOutProductName' | 'paymentMethod' | 'codFeePaise' | 'totalPaise'
  >;
  /** The payment attempt the change comes from, and what became of it. */
  payment?: { id: number; status: PaymentRow['status']; providerPaymentId?: string; failureReason: string | null };
  event: { fromStatus: OrderStatus | null; toStatus: OrderStatus; actor: string; note?: string };
}

/** What a sale takes with its order change: the coupon use it counts, and its stock. */
export interface SaleTakes {
  couponCode: string | null;
  stock: { changes: readonly StockChange[]; cause: StockCause };
  /** The batches the packs leave and the lines they go to (decision 062), written by the same statement. */
  batches: BatchMoves;
}

/**
 * An order's change of status with its payment row and the event that records it, in one statement. Written as SQL: every settlement makes one, and drizzle's
 * building of these CTEs cost more than half a millisecond (decision 031). A field the patch or the
 * payment leaves undefined is left as it is.
 */
export async function recordOrderChange(db: Db, change: OrderChange): Promise<OrderRow> {
  return readRow(orders, resultRows(await db.execute(orderChangeStatement(change)))[0]!);
}

/**
 * A sale: recordOrderChange, the coupon use it counts and the stock it takes (stock-movements' steps,
 * the products' rows already locked by lockStock) in one statement, one round trip fewer for every paid order (decision 031).
 * Answers the products as they stand after, for the low-stock rule.
 */
export async function recordSale(db: Db, change: OrderChange, takes: SaleTakes): Promise<{ order: OrderRow; moved: MovedProduct[] }> {
  const steps = stockMoveSteps(takes.stock.changes, takes.stock.cause);
  const batchSteps = batchMoveSteps(takes.batches);
  const row = resultRows(await db.execute(orderChangeStatement(change, { couponCode: takes.couponCode, stockSteps: steps, batchSteps })))[0]!;
  return { order: readRow(orders, row), moved: steps ? readMovedProducts(row.moved) : [] };
}

function orderChangeStatement(change: OrderChange, take?: { couponCode: string | null; stockSteps: SQL | undefined; batchSteps?: SQL }): SQL {
  const now = new Date().toISOString();
  const { patch, payment, event } = change;
  const stockSteps = take?.stockSteps;
  const paymentStep = payment
    ? sql`, payment as (
        update payments set status = ${payment.status}, failure_reason = ${payment.failureReason}, updated_at = ${now}::timestamptz${assign('provider_payment_id', payment.providerPaymentId)}
         where id = ${payment.id})`
    : sql``;
  const couponStep = take?.couponCode
    ? sql`, counted as (update coupons set used_count = used_count + 1, updated_at = ${now}::timestamptz where code = ${take.couponCode})`
    : sql``;
  const batchSteps = take?.batchSteps ? sql`${take.batchSteps}, ` : sql``;
  return sql`
    with ${stockSteps ? sql`${stockSteps}, ` : sql``}${batchSteps}event as (
      insert into order_events (order_id, from_status, to_status, actor, note)
      values (${change.orderId}, ${event.fromStatus}, ${event.toStatus}, ${event.actor}, ${event.note ?? ''})
    )${paymentStep}${couponStep}
    update orders set updated_at = ${now}::timestamptz${assign('status', patch.status)}${assign('paid_at', patch.paidAt)}${assign('hold_expires_at', patch.holdExpiresAt)}${assign('sold_out_product_id', patch.soldOutProductId)}${assign('sold_out_product_name', patch.soldOutProductName)}${assign('payment_method', patch.paymentMethod)}${assign('cod_fee_paise', patch.codFeePaise)}${assign('total_paise', patch.totalPaise)}
     where id = ${change.orderId}
    returning ${columnsOf(orders)}${stockSteps ? sql`, ${movedProductsJson} as moved` : sql``}`;
}

/** The columns recordOrderChange may set from a patch: named here, since they go into the SQL as written. */
type PatchedColumn =
  'status' | 'paid_at' | 'hold_expires_at' | 'sold_out_product_id' | 'sold_out_product_name' | 'provider_payment_id' | 'payment_method' | 'cod_fee_paise' | 'total_paise';

/** `, column = value` for a value that is set (null included); nothing for undefined, as drizzle's `set` does. */
function assign(column: PatchedColumn, value: string | number | Date | null | undefined): SQL {
  if (value === undefined) return sql``;
  if (value instanceof Date) return sql`, ${sql.raw(column)} = ${value.toISOString()}::timestamptz`;
  return sql`, ${sql.raw(column)} = ${value}`;
}

/**
 * A new hold for an order that still awaits payment, running `minutes` from now (the caller checked
 * under the stock's locks that its quantities and coupon use are free), or its end (`null`).
 */
export async function setOrderHold(db: Db, orderId: number, minutes: number | null): Promise<void> {
  await db
    .update(orders)
    .set({ holdExpiresAt: minutes === null ? null : sql`now() + ${minutes}::int * interval '1 minute'`, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...AWAITING_PAYMENT_STATUSES])));
}

export async function insertOrderEvent(db: Db, row: { orderId: number; fromStatus: OrderStatus | null; toStatus: OrderStatus; actor: string; note?: string }): Promise<void> {
  await db.insert(orderEvents).values(row);
}

export async function listOrderLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/** The products of an order that are still on sale, once each in the order's line order: what can be reviewed. */
export async function reviewableProductsOfOrder(db: Db, orderId: number): Promise<{ name: string; slug: string }[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), eq(products.active, true)))
    .orderBy(asc(orderLines.id));
  return [...new Map(rows.map((r) => [r.id, { name: r.name, slug: r.slug }])).values()];
}

export async function listLinesOfOrders(db: Db, orderIds: number[]): Promise<OrderLineRow[]> {
  if (!orderIds.length) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
}

export async function listOrderEvents(db: Db, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/** The order behind a tracking page's token (emailed to a guest). */
export async function findOrderByTrackingToken(db: Db, token: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.trackingToken, token));
  return row;
}

/** An order its placer may see: by the logged-in customer's session, or by the token checkout returned. */
export async function findOrderFor(db: Db, orderId: number, by: { customerId: number | null; orderToken: string | null }): Promise<OrderRow | undefined> {
  const owner = [...(by.customerId === null ? [] : [eq(orders.customerId, by.customerId)]), ...(by.orderToken === null ? [] : [eq(orders.orderToken, by.orderToken)])];
  if (!owner.length) return undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), or(...owner)));
  return row;
}

export async function pageCustomerOrders(db: Db, customerId: number, page: number, pageSize: number) {
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.customerId, customerId)),
  ]);
  return { items, total: count?.n ?? 0 };
}

/**
 * Marks up to `limit` orders in `from` (those awaiting payment) created before `cutoff` as expired, with an
 * event each, in one statement. Orders locked right now (a payment being settled) are skipped: the
 * next sweep sees them, and reads treat them as expired meanwhile. Returns the expired orders' ids.
 */
export async function expireUnpaidOrders(db: Db, change: { from: readonly OrderStatus[]; cutoff: Date; actor: string; note: string; limit: number }): Promise<number[]> {
  const awaiting = sql.join(
    change.from.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with due as (
      select id, status from orders
       where status in (${awaiting}) and created_at < ${change.cutoff.toISOString()}::timestamptz
       order by id
       limit ${change.limit}
       for update skip locked
    ), expired as (
      update orders set status = 'expired', updated_at = now() from due where orders.id = due.id
      returning orders.id, due.status as from_status
    ), e as (
      insert into order_events (order_id, from_status, to_status, actor, note)
      select id, from_status, 'expired', ${change.actor}, ${change.note} from expired
    )
    select id from expired order by id`);
  return resultRows(result).map((r) => Number(r.id));
}
