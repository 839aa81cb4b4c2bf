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
