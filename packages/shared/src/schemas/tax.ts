import { z } from 'zod';
import { MSG } from '../messages.js';
import { GST_RATES } from '../rules/gst-invoice.js';
import { checkGstin, gstStateCode } from '../rules/gstin.js';
import { indianStateName } from '../rules/india-states.js';
import { idParams, pageQuery } from './admin-common.js';
import { shopSettings } from './catalog.js';
import { id, requiredText } from './fields.js';

/** A GST rate in percent, one of GST_RATES. */
export const gstRate = (label: string) =>
  z.number({ error: `${label} is required` }).refine((v) => (GST_RATES as readonly number[]).includes(v), `${label} must be one of ${GST_RATES.join(', ')} %`);

/** HSN codes are 4, 6 or 8 digits; the GST law asks small shops for at least 4. */
export const hsnCode = () =>
  z
    .string({ error: 'HSN code is required' })
    .trim()
    .regex(/^\d{4,8}$/, 'An HSN code has 4 to 8 digits');

/** The shop's GST registration as the owner enters it; the GSTIN must be valid and of the state entered. */
export const taxSettingsInput = z
  .object({
    legalName: requiredText('Legal name is required', 120),
    gstin: z
      .string({ error: 'GSTIN is required' })
      .superRefine((v, c) => {
        const check = checkGstin(v);
        if (!check.ok) c.addIssue({ code: 'custom', message: check.message });
      })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase()),
    address: requiredText(MSG.addressRequired, 300),
    state: z.string({ error: 'State is required' }).transform((v, c) => {
      const name = indianStateName(v);
      if (!name) c.addIssue({ code: 'custom', message: 'Choose a state of India' });
      return name ?? v;
    }),
    invoicePrefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{1,8}$/, 'The invoice prefix is 1 to 8 letters, digits or hyphens')
      .default('CAN'),
    shippingGstRate: gstRate('GST rate of shipping').default(18),
  })
  .refine((s) => !checkGstin(s.gstin).ok || s.gstin.slice(0, 2) === gstStateCode(s.state), {
    path: ['gstin'],
    message: 'This GSTIN belongs to another state than the registered address',
  });
export type TaxSettingsInput = z.infer<typeof taxSettingsInput>;

/** The registration as saved, or null while the shop has none (it then issues no tax invoices). */
export const taxSettings = z.object({
  legalName: z.string(),
  gstin: z.string(),
  address: z.string(),
  state: z.string(),
  invoicePrefix: z.string(),
  shippingGstRate: z.number().int(),
});
export type TaxSettings = z.infer<typeof taxSettings>;

/** The storefront's settings with the shop's legal name and GSTIN (shown in the footer) once registered. */
export const publicShopSettings = shopSettings.extend({
  registration: z.object({ legalName: z.string(), gstin: z.string() }).nullable(),
  /** How long after a customer asks to delete their account it is erased (ERASURE_NOTICE_HOURS): the privacy policy says it. */
  erasureNoticeHours: z.number().int(),
  /** The owner's standing autoship discount in whole percent: the product page's "Deliver every N weeks and save X %". */
  autoshipDiscountPercent: z.number().int(),
});
export type PublicShopSettings = z.infer<typeof publicShopSettings>;

/** Sets the HSN code and GST rate of every product of a category at once. */
export const categoryTaxInput = z.object({
  categoryId: id('Choose a category'),
  hsnCode: hsnCode(),
  gstRate: gstRate('GST rate'),
});
export type CategoryTaxInput = z.infer<typeof categoryTaxInput>;
export const categoryTaxResult = z.object({ updated: z.number().int() });
export type CategoryTaxResult = z.infer<typeof categoryTaxResult>;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month (YYYY-MM)');

export const invoiceRegisterQuery = pageQuery.extend({ month: month.optional() });
export type InvoiceRegisterQuery = z.infer<typeof invoiceRegisterQuery>;
export const gstr1Query = z.object({ month });

export const invoiceRegisterRow = z.object({
  orderId: z.number().int(),
  number: z.string(),
  issuedAt: z.string(),
  buyerName: z.string(),
  placeOfSupply: z.string(),
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type InvoiceRegisterRow = z.infer<typeof invoiceRegisterRow>;

/** A credit note in the owner's register, beside the invoice it corrects. */
export const creditNoteRegisterRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  number: z.string(),
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  buyerName: z.string(),
  placeOfSupply: z.string(),
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type CreditNoteRegisterRow = z.infer<typeof creditNoteRegisterRow>;

/** GET …/orders/:id/credit-notes/:noteId.pdf */
export const creditNoteParams = idParams.extend({ noteId: idParams.shape.id });
