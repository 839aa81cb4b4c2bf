import { and, desc, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ABANDONED_STATUSES, AWAITING_PAYMENT_STATUSES, type AdminOrderQuery } from '@canino/shared';
import type { Db } from '../db/client';
import { orders, payments, type OrderStatus } from '../db/schema';
import { containsPattern, offsetOf, onShopDays } from './paging';
import { insertOrderEvent } from './orders';

const customerName = sql<string>`trim(coalesce(${orders.billing}->>'firstName', '') || ' ' || coalesce(${orders.billing}->>'lastName', ''))`;
// Written out in full: Drizzle leaves columns unqualified in a one-table select (see admin-categories.ts).
const itemCount = sql<number>`(select coalesce(sum(order_lines.quantity), 0)::int from order_lines where order_lines.order_id = orders.id)`;

/** Search by order number ("1042" or "#1042"), customer name, email or mobile. */
function search(text: string): SQL {
  const pattern = containsPattern(text);
  const byText = or(ilike(customerName, pattern), ilike(orders.email, pattern), ilike(orders.mobile, pattern))!;
  const number = /^#?(\d{1,9})$/.exec(text)?.[1];
  return number ? or(eq(orders.id, Number(number)), byText)! : byText;
}

/**
 * Orders whose status, as it stands now, is `status`: one still awaiting payment but created before
 * `unpaidCutoff` is expired, whether or not the sweep has written that yet.
 */
function statusNow(status: OrderStatus, unpaidCutoff: Date): SQL {
  const overdue = and(inArray(orders.status, [...AWAITING_PAYMENT_STATUSES]), lt(orders.createdAt, unpaidCutoff))!;
  if (status === 'expired') return or(eq(orders.status, 'expired'), overdue)!;
  if (AWAITING_PAYMENT_STATUSES.includes(status)) return and(eq(orders.status, status), gte(orders.createdAt, unpaidCutoff))!;
  return eq(orders.status, status);
}

export type OrderFilters = Omit<AdminOrderQuery, 'page' | 'pageSize'>;

/**
 * The list's filters. Without a status, checkouts never paid for (awaiting payment, failed or expired)
 * are left out of the list, or are all it shows with `show: 'abandoned'`: an unpaid checkout is not an
 * order to handle.
 */
function orderFilters(q: OrderFilters, unpaidCutoff: Date): SQL | undefined {
  const where: SQL[] = [];
  if (q.status) where.push(statusNow(q.status, unpaidCutoff));
  else if (q.show === 'abandoned') where.push(inArray(orders.status, [...ABANDONED_STATUSES]));
  else where.push(notInArray(orders.status, [...ABANDONED_STATUSES]));
  where.push(...onShopDays(orders.createdAt, q));
  if (q.q) where.push(search(q.q));
  return where.length ? and(...where) : undefined;
}

const listColumns = { order: orders, customerName, itemCount };

export async function listOrdersPage(db: Db, q: AdminOrderQuery, unpaidCutoff: Date) {
  const where = orderFilters(q, unpaidCutoff);
  const rows = await db.select(listColumns).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.pageSize).offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every matching order, newest first, for the CSV export (capped so one click cannot exhaust memory). */
export async function listOrdersForExport(db: Db, q: OrderFilters, unpaidCutoff: Date, cap: number) {
  return db.select(listColumns).from(orders).where(orderFilters(q, unpaidCutoff)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(cap);
}

/** The newest orders: a customer's, every one of them; the shop's (the dashboard), only those paid for or past payment. */
export async function listRecentOrders(db: Db, limit: number, customerId?: number) {
  return db
    .select(listColumns)
    .from(orders)
    .where(customerId === undefined ? notInArray(orders.status, [...ABANDONED_STATUSES]) : eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function findOrder(db: Db, id: number) {
  const [row] = await db.select(listColumns).from(orders).where(eq(orders.id, id));
  return row;
}

export async function listOrderPayments(db: Db, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

/**
 * Moves an order from `from` to `to` only if it is still in `from` (someone else, or a payment webhook,
 * may have moved it meanwhile), and records who did it. Returns false when the order had moved.
 */
export async function moveOrderStatus(
  db: Db,
  change: { orderId: number; from: OrderStatus; to: OrderStatus; trackingNumber?: string; actor: string; note: string },
): Promise<boolean> {
  const [moved] = await db
    .update(orders)
    .set({ status: change.to, ...(change.trackingNumber ? { trackingNumber: change.trackingNumber } : {}), updatedAt: new Date() })
    .where(and(eq(orders.id, change.orderId), eq(orders.status, change.from)))
    .returning({ id: orders.id });
  if (!moved) return false;
  await insertOrderEvent(db, { orderId: change.orderId, fromStatus: change.from, toStatus: change.to, actor: change.actor, note: change.note });
  return true;
}
