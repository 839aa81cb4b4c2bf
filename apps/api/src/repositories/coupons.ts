import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons } from '../db/schema';
import { lockRow } from './lock-row';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** A coupon locked until the transaction ends, read as the change it is about to receive replaces it. */
export const lockCoupon = (tx: Db, id: number) => lockRow(tx, coupons, id);

/** The active coupons the owner shows to shoppers, by code; whether each can be used now is judged by its terms. */
export async function listShownCoupons(db: Db): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.shown, true), eq(coupons.active, true)))
    .orderBy(asc(coupons.code));
}
