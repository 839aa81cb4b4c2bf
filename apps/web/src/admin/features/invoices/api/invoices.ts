import type { CategoryTaxInput, CategoryTaxResult, CreditNoteRegisterRow, InvoiceRegisterQuery, InvoiceRegisterRow, Paged, TaxSettings, TaxSettingsInput } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useTaxSettings = () => useQuery(adminKey('tax-settings'), () => adminGet<TaxSettings | null>('/tax-settings'));

export async function saveTaxSettings(input: TaxSettingsInput) {
  const res = await adminRequest<TaxSettings>('/tax-settings', { method: 'PUT', body: input });
  refreshAfterWrite('tax-settings');
  return res;
}

export const setCategoryTax = (input: CategoryTaxInput) => adminRequest<CategoryTaxResult>('/products/tax-by-category', { method: 'POST', body: input });

export const useInvoices = (q: Partial<InvoiceRegisterQuery>) => useQuery(adminKey('invoices', q), () => adminGet<Paged<InvoiceRegisterRow>>('/invoices', q));

export const useCreditNotes = (q: Partial<InvoiceRegisterQuery>) => useQuery(adminKey('credit-notes', q), () => adminGet<Paged<CreditNoteRegisterRow>>('/credit-notes', q));

/** The GSTR-1 helper's address; the browser downloads it with the admin's session cookie. */
export const gstr1Url = (month: string) => `/admin/api/admin/invoices/gstr1.csv?month=${month}`;
