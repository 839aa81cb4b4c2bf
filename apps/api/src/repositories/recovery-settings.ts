import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons, recoverySettings } from '../db/schema';
import type { CouponRow } from './coupons';
import { lockRow } from './lock-row';

/** The coupon the owner chose for the second recovery email, if any (and not deleted since). */
export async function getSecondEmailCoupon(db: Db): Promise<CouponRow | null> {
  const [row] = await db.select({ coupon: coupons }).from(recoverySettings).innerJoin(coupons, eq(coupons.id, recoverySettings.secondCouponId)).where(eq(recoverySettings.id, 1));
  return row?.coupon ?? null;
}

export async function saveSecondEmailCoupon(db: Db, couponId: number | null): Promise<void> {
  const row = { id: 1, secondCouponId: couponId, updatedAt: new Date() };
  await db.insert(recoverySettings).values(row).onConflictDoUpdate({ target: recoverySettings.id, set: row });
}

/** Active coupons limited to one use per customer: the ones a recovery email may offer. */
const oneUse = () => and(eq(coupons.active, true), eq(coupons.perCustomerLimit, 1));

export async function listOneUseCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).where(oneUse()).orderBy(asc(coupons.code));
}

export async function findOneUseCoupon(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(oneUse(), eq(coupons.code, code)));
  return row ?? null;
}

/** The recovery settings' one row, locked until the transaction ends (once saved), so two saves at once each log what they replaced. */
export async function lockRecoverySettings(tx: Db): Promise<void> {
  await lockRow(tx, recoverySettings, 1);
}
