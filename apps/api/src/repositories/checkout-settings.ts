import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutSettings } from '@canino/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkoutSettings } from '../db/schema';

/** The owner's checkout settings; the defaults (₹75, Mon–Sat before 14:00, COD off) until they save their own. */
export async function getCheckoutSettings(db: Db): Promise<CheckoutSettings> {
  const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1));
  return row ? { shipping: row.shipping, delivery: row.delivery, cod: row.cod } : DEFAULT_CHECKOUT_SETTINGS;
}

export async function saveCheckoutSettings(db: Db, values: CheckoutSettings): Promise<void> {
  const row = { id: 1, ...values, updatedAt: new Date() };
  await db.insert(checkoutSettings).values(row).onConflictDoUpdate({ target: checkoutSettings.id, set: row });
}
