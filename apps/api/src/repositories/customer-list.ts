import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PageQuery } from '@canino/shared';
import { SALE_STATUSES } from '@canino/shared';
import type { Db } from '../db/client';
import { addresses, customers, orders } from '../db/schema';
import { containsPattern, offsetOf } from './paging';

// Written out in full: Drizzle leaves columns unqualified in a one-table select (see admin-categories.ts).
const orderCount = sql<number>`(select count(*)::int from orders where orders.customer_id = customers.id)`;

export async function listCustomersPage(db: Db, q: PageQuery) {
  const pattern = containsPattern(q.q);
  const where = q.q ? or(ilike(customers.ownerName, pattern), ilike(customers.email, pattern), ilike(customers.mobile, pattern), ilike(customers.petName, pattern)) : undefined;
  const rows = await db
    .select({ customer: customers, orderCount })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findCustomerWithCount(db: Db, id: number) {
  const [row] = await db.select({ customer: customers, orderCount }).from(customers).where(eq(customers.id, id));
  return row;
}

export async function listCustomerAddresses(db: Db, customerId: number) {
  return db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(addresses.id);
}

export async function customerSpentPaise(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, [...SALE_STATUSES])));
  return row?.n ?? 0;
}
