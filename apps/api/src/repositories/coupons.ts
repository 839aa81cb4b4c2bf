import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons } from '../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}
