import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { DEFAULT_GRIEVANCE_OFFICER, DEFAULT_POLICY_TERMS, shopSettings } from '../db/schema';
import { lockRow } from './lock-row';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

export const DEFAULT_SHOP_SETTINGS: Omit<ShopSettingsRow, 'id' | 'updatedAt'> = {
  name: 'Canino',
  phone: '+91 98765 43210',
  email: 'hello@canino.in',
  address: '12 Race Course Road, Coimbatore, Tamil Nadu 641018',
  social: {
    facebook: 'https://www.facebook.com/canino',
    instagram: 'https://www.instagram.com/canino',
    youtube: 'https://www.youtube.com/@canino',
    twitter: 'https://x.com/canino',
  },
  mapEmbedUrl: 'https://www.google.com/maps?q=Race+Course+Road,+Coimbatore&output=embed',
  grievanceOfficer: DEFAULT_GRIEVANCE_OFFICER,
  policyTerms: DEFAULT_POLICY_TERMS,
};

/** The one settings row; the defaults stand in until the owner saves their own. */
export async function getShopSettings(db: Db): Promise<Omit<ShopSettingsRow, 'id' | 'updatedAt'>> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row ?? DEFAULT_SHOP_SETTINGS;
}

export async function saveShopSettings(db: Db, values: Omit<ShopSettingsRow, 'id' | 'updatedAt'>) {
  const row = { id: 1, ...values, updatedAt: new Date() };
  await db.insert(shopSettings).values(row).onConflictDoUpdate({ target: shopSettings.id, set: row });
}

/** The shop settings' one row, locked until the transaction ends (once saved), so two saves at once each log what they replaced. */
export async function lockShopSettings(tx: Db): Promise<void> {
  await lockRow(tx, shopSettings, 1);
}
