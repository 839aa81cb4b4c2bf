import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { taxSettings } from '../db/schema';
import { lockRow } from './lock-row';

export type TaxSettingsRow = Omit<typeof taxSettings.$inferSelect, 'id' | 'updatedAt'>;

/** The shop's GST registration, or undefined while it has none (then no tax invoices are issued). */
export async function getTaxSettings(db: Db): Promise<TaxSettingsRow | undefined> {
  const [row] = await db
    .select({
      legalName: taxSettings.legalName,
      gstin: taxSettings.gstin,
      address: taxSettings.address,
      state: taxSettings.state,
      invoicePrefix: taxSettings.invoicePrefix,
      shippingGstRate: taxSettings.shippingGstRate,
    })
    .from(taxSettings)
    .where(eq(taxSettings.id, 1));
  return row;
}

export async function saveTaxSettings(db: Db, values: TaxSettingsRow): Promise<void> {
  const row = { id: 1, ...values, updatedAt: new Date() };
  await db.insert(taxSettings).values(row).onConflictDoUpdate({ target: taxSettings.id, set: row });
}

/** The tax settings' one row, locked until the transaction ends (once saved), so two saves at once each log what they replaced. */
export async function lockTaxSettings(tx: Db): Promise<void> {
  await lockRow(tx, taxSettings, 1);
}
