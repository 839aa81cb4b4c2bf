import type { CategoryTaxInput, TaxSettings, TaxSettingsInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { categoryExists } from '../../repositories/admin-products';
import { setCategoryTax } from '../../repositories/invoices';
import { getTaxSettings, saveTaxSettings } from '../../repositories/tax-settings';

export async function readTaxSettings(ctx: AppContext): Promise<TaxSettings | null> {
  return (await getTaxSettings(ctx.db)) ?? null;
}

/** Saves the registration; invoices issued from now on print it (issued ones keep what they printed). */
export async function updateTaxSettings(ctx: AppContext, input: TaxSettingsInput): Promise<TaxSettings> {
  await saveTaxSettings(ctx.db, input);
  return input;
}

/** The storefront's footer line: the legal name and GSTIN, once the shop is registered. */
export async function shopRegistration(ctx: AppContext): Promise<{ legalName: string; gstin: string } | null> {
  const s = await getTaxSettings(ctx.db);
  return s ? { legalName: s.legalName, gstin: s.gstin } : null;
}

export async function setTaxOfCategory(ctx: AppContext, input: CategoryTaxInput): Promise<{ updated: number }> {
  if (!(await categoryExists(ctx.db, input.categoryId))) throw notFound('This category was not found');
  return { updated: await setCategoryTax(ctx.db, input.categoryId, { hsnCode: input.hsnCode, gstRate: input.gstRate }) };
}
