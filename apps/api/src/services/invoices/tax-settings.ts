import { getTaxSettings, lockTaxSettings, saveTaxSettings } from '../../repositories/tax-settings';
import type { CategoryTaxInput, CategoryTaxResult, TaxSettings, TaxSettingsInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { settingsSaved } from '../../db/after-commit-changes';
import { notFound } from '../../errors';
import { categoryExists } from '../../repositories/products';
import { setCategoryTax } from '../../repositories/invoices';
import { recordAdminChange } from '../audit/audit-log';
import { recordProductChange } from '../products/product-audit';

export async function readTaxSettings(ctx: AppContext): Promise<TaxSettings | null> {
  return (await getTaxSettings(ctx.db)) ?? null;
}

/** Saves the registration; invoices issued from now on print it (issued ones keep what they printed). */
export async function updateTaxSettings(ctx: AppContext, adminId: number, input: TaxSettingsInput): Promise<TaxSettings> {
  await ctx.db.transaction(async (tx) => {
    // Locked (once saved), so two saves at once each log what they replaced.
    await lockTaxSettings(tx);
    const before = (await getTaxSettings(tx)) ?? null;
    await saveTaxSettings(tx, input);
    await recordAdminChange(tx, adminId, { entity: 'tax_settings', entityId: null, action: before ? 'update' : 'create', label: 'GST registration', before, after: input });
    // The registration is in the storefront's footer on every kept page: they are built afresh once committed (app.ts).
    await settingsSaved(tx);
  });
  return input;
}

/** The storefront's footer line: the legal name and GSTIN, once the shop is registered. */
export async function shopRegistration(ctx: AppContext): Promise<{ legalName: string; gstin: string } | null> {
  const s = await getTaxSettings(ctx.db);
  return s ? { legalName: s.legalName, gstin: s.gstin } : null;
}

/** Each product of the category gets the tax, and its own entry in the audit log (its page shows it). */
export async function setTaxOfCategory(ctx: AppContext, adminId: number, input: CategoryTaxInput): Promise<CategoryTaxResult> {
  if (!(await categoryExists(ctx.db, input.categoryId))) throw notFound('This category was not found');
  const changed = await ctx.db.transaction(async (tx) => {
    const rows = await setCategoryTax(tx, input.categoryId, { hsnCode: input.hsnCode, gstRate: input.gstRate });
    for (const { before, after } of rows) await recordProductChange(tx, adminId, 'tax', before, after);
    return rows.length;
  });
  return { updated: changed };
}
