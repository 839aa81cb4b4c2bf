import { DEFAULT_CHECKOUT_SETTINGS, DEFAULT_COD_SETTINGS, type CheckoutSettings } from '@canino/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkoutSettings } from '../db/schema';
import { lockRow } from './lock-row';

/** The owner's checkout settings; the defaults (₹75, Mon–Sat before 14:00, COD off) until they save their own. */
export async function getCheckoutSettings(db: Db): Promise<CheckoutSettings> {
  const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1));
  // COD settings saved before a setting existed take its default (the RTO limit: off).
  return row ? { shipping: row.shipping, delivery: row.delivery, cod: { ...DEFAULT_COD_SETTINGS, ...row.cod } } : DEFAULT_CHECKOUT_SETTINGS;
}

export async function saveCheckoutSettings(db: Db, values: CheckoutSettings): Promise<void> {
  const row = { id: 1, ...values, updatedAt: new Date() };
  await db.insert(checkoutSettings).values(row).onConflictDoUpdate({ target: checkoutSettings.id, set: row });
}

/** The checkout settings' one row, locked until the transaction ends (once saved), so two saves at once each log what they replaced. */
export async function lockCheckoutSettings(tx: Db): Promise<void> {
  await lockRow(tx, checkoutSettings, 1);
}
