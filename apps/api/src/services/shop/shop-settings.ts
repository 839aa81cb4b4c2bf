import { getShopSettings, lockShopSettings, saveShopSettings } from '../../repositories/shop-settings';
import type { PublicShopSettings, SettingsInput, ShopSettings } from '@canino/shared';
import type { AppContext } from '../../context';
import type { CachedBody } from '../../ports/catalog-cache';
import { settingsSaved } from '../../db/after-commit-changes';
import { recordAdminChange } from '../audit/audit-log';
import { readAutoshipSettings } from '../autoship/autoship-settings';
import { shopRegistration } from '../invoices/tax-settings';

/** The shop's public details, as the owner edits them: never the private settings kept in the same row. */
export async function readShopDetails(ctx: Pick<AppContext, 'db'>): Promise<ShopSettings> {
  const { name, phone, email, address, social, mapEmbedUrl, grievanceOfficer, policyTerms } = await getShopSettings(ctx.db);
  return { name, phone, email, address, social, mapEmbedUrl, grievanceOfficer, policyTerms };
}

/** What the storefront's footer, contact and product pages show: the public details, the GST registration and the autoship discount. */
async function readPublicShopDetails(ctx: AppContext): Promise<PublicShopSettings> {
  const [details, registration, autoship] = await Promise.all([readShopDetails(ctx), shopRegistration(ctx), readAutoshipSettings(ctx)]);
  return { ...details, registration, erasureNoticeHours: ctx.config.erasureNoticeMs / 3_600_000, autoshipDiscountPercent: autoship.discountPercent };
}

/**
 * The public details as the spec's `{ status: 1, data }` body, kept with the catalog's answers: an owner's
 * save of the details or the GST registration drops them with the catalog (app.ts), and every page embeds
 * them (page-preloads.ts), so its top bar and footer are drawn with them.
 */
export function publicShopDetailsBody(ctx: AppContext): Promise<CachedBody> {
  return ctx.catalogCache.get('shop-details', async () => ({ status: 1, data: await readPublicShopDetails(ctx) }));
}

/** The owner's save of the shop's public details, with its entry in the audit log; resolves once every cached copy is dropped. */
export async function updateShopSettings(ctx: AppContext, adminId: number, input: SettingsInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // The saved row stays locked, so two saves at once log what each replaced (before the first save
    // there is no row, and the defaults are what the shop showed).
    await lockShopSettings(tx);
    const before = await getShopSettings(tx);
    await saveShopSettings(tx, input);
    await recordAdminChange(tx, adminId, { entity: 'shop_settings', entityId: null, action: 'update', label: 'Shop settings', before, after: input });
    // Heard once committed: this process's copy is dropped and, with Redis, the others' (app.ts).
    await settingsSaved(tx);
  });
}
