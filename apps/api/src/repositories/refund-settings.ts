import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refundSettings } from '../db/schema';
import { lockRow } from './lock-row';

/** The most staff with the orders role may refund of one order; 0 (none) until the owner sets it. */
export async function getStaffRefundLimit(db: Db): Promise<number> {
  const [row] = await db.select().from(refundSettings).where(eq(refundSettings.id, 1));
  return row?.staffLimitPaise ?? 0;
}

export async function saveStaffRefundLimit(db: Db, staffLimitPaise: number): Promise<void> {
  const row = { id: 1, staffLimitPaise, updatedAt: new Date() };
  await db.insert(refundSettings).values(row).onConflictDoUpdate({ target: refundSettings.id, set: row });
}

/** The refund settings' one row, locked until the transaction ends (once saved), so two saves at once each log what they replaced. */
export async function lockRefundSettings(tx: Db): Promise<void> {
  await lockRow(tx, refundSettings, 1);
}
