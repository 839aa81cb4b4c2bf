import { z } from 'zod';
import { paise } from './admin-common.js';

/** At most this many products are changed by one bulk edit (a page of the list, or a few). */
export const BULK_EDIT_MAX = 200;

export const productBulkEditInput = z
  .object({
    productIds: z
      .array(z.number().int().positive(), { error: 'Select the products to change' })
      .min(1, 'Select the products to change')
      .max(BULK_EDIT_MAX, `Change at most ${BULK_EDIT_MAX} products at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'A product is selected twice'),
    sellingPricePaise: paise('Selling price').optional(),
    listPricePaise: paise('List price').optional(),
    stock: z.number({ error: 'Stock is required' }).int('Stock must be a whole number').min(0, 'Stock cannot be negative').max(1_000_000, 'Stock is too large').optional(),
    active: z.boolean().optional(),
  })
  .refine((e) => e.sellingPricePaise !== undefined || e.listPricePaise !== undefined || e.stock !== undefined || e.active !== undefined, {
    path: ['productIds'],
    message: 'Choose what to change: a price, the stock or the status',
  });
export type ProductBulkEditInput = z.infer<typeof productBulkEditInput>;

export const productBulkEditResult = z.object({ updated: z.number().int() });
export type ProductBulkEditResult = z.infer<typeof productBulkEditResult>;

/** At most this many rows in one product CSV; a larger catalog is imported in parts. */
export const PRODUCT_CSV_MAX_ROWS = 5000;

/** The CSV's text (the admin reads the chosen file), and whether to only check it. */
export const productImportInput = z.object({
  csv: z.string({ error: 'Choose a CSV file' }).min(1, 'Choose a CSV file').max(4_000_000, 'The file is too large: import at most 5000 products at once'),
  dryRun: z.boolean().default(true),
});
export type ProductImportInput = z.infer<typeof productImportInput>;

export const productImportReport = z.object({
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  /** One entry per bad row; `line` is the row's line in the file (the header is line 1). */
  errors: z.array(z.object({ line: z.number().int(), sku: z.string(), messages: z.array(z.string()) })),
  /** Each update's changed fields, old → new, as the owner reads them (rules/audit-display.ts). */
  changes: z.array(
    z.object({
      line: z.number().int(),
      sku: z.string(),
      name: z.string(),
      fields: z.array(z.object({ field: z.string(), before: z.string().optional(), after: z.string().optional() })),
    }),
  ),
  /** True only when the real import ran and wrote every row. */
  imported: z.boolean(),
});
export type ProductImportReport = z.infer<typeof productImportReport>;
