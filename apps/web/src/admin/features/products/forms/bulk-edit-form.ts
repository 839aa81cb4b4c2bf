import { z } from 'zod';
import { parseRupees, type ProductBulkEditInput } from '@canino/shared';

const rupees = z.string().refine((v) => v.trim() === '' || (parseRupees(v) ?? 0) > 0, 'Enter rupees, for example 799 or 799.50');

/** The bulk edit's fields as typed: empty means "leave as each product has it". */
export const bulkEditForm = z
  .object({
    sellingPrice: rupees,
    listPrice: rupees,
    stock: z.string().refine((v) => v.trim() === '' || /^\d{1,7}$/.test(v.trim()), 'Enter a whole number, 0 or more'),
    status: z.enum(['', 'active', 'inactive']),
  })
  .refine((f) => f.sellingPrice.trim() || f.listPrice.trim() || f.stock.trim() || f.status, {
    path: ['sellingPrice'],
    message: 'Fill in what to change: a price, the stock or the status',
  });
export type BulkEditForm = z.infer<typeof bulkEditForm>;

export const EMPTY_BULK_EDIT: BulkEditForm = { sellingPrice: '', listPrice: '', stock: '', status: '' };

export function toBulkEditInput(productIds: number[], f: BulkEditForm): ProductBulkEditInput {
  const money = (v: string) => (v.trim() ? (parseRupees(v) ?? undefined) : undefined);
  return {
    productIds,
    sellingPricePaise: money(f.sellingPrice),
    listPricePaise: money(f.listPrice),
    stock: f.stock.trim() ? Number(f.stock.trim()) : undefined,
    active: f.status ? f.status === 'active' : undefined,
  };
}
