import { z } from 'zod';
import { LOW_STOCK_THRESHOLD, productSizesInput, type AdminProduct, type NetUnit, type ProductSizesInput } from '@canino/shared';
import { wholeNumber } from '../../../forms/fields';
import { toPaise, toRupeesInput } from '../../../format';

/** One row of the size grid as the owner types it; `key` tells rows apart before a new one has an id. */
export interface SizeRow {
  key: string;
  variantId?: number;
  sku: string;
  label: string;
  netQuantity: string;
  netUnit: NetUnit;
  mrp: string;
  price: string;
  stock: string;
  /** The stock this row was opened with: the server applies only the owner's change to the stock now. */
  stockWas?: number;
  lowStockThreshold: string;
  weightGrams: string;
  active: boolean;
  sold: boolean;
}

export function sizeRows(p: AdminProduct): SizeRow[] {
  return p.sizes.map((s) => ({
    key: `size-${s.variantId}`,
    variantId: s.variantId,
    sku: s.sku,
    label: s.label,
    netQuantity: String(s.netQuantity),
    netUnit: s.netUnit,
    mrp: toRupeesInput(s.mrpPaise),
    price: toRupeesInput(s.pricePaise),
    stock: String(s.stock),
    stockWas: s.stock,
    lowStockThreshold: String(s.lowStockThreshold),
    weightGrams: s.weightGrams === null ? '' : String(s.weightGrams),
    active: s.active,
    sold: s.sold,
  }));
}

let added = 0;
/** A new row, on sale, with the default low-stock threshold of the row it follows. */
export const emptySize = (after: SizeRow | undefined): SizeRow => ({
  key: `new-${++added}`,
  sku: '',
  label: '',
  netQuantity: '',
  netUnit: after?.netUnit ?? 'count',
  mrp: '',
  price: '',
  stock: '0',
  lowStockThreshold: after?.lowStockThreshold ?? String(LOW_STOCK_THRESHOLD),
  weightGrams: '',
  active: true,
  sold: false,
});

const rupees = (label: string) => z.string().refine((v) => toPaise(v) !== undefined, `Enter the ${label} in rupees, for example 499 or 499.50`);

/** What only the typed text can tell; everything else is the API's own schema, run here before sending. */
const typedRow = z.object({
  netQuantity: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the net quantity, for example 60 or 0.5'),
  mrpPaise: rupees('MRP'),
  pricePaise: rupees('price'),
  stock: wholeNumber('Enter the stock (0 or more)'),
  lowStockThreshold: wholeNumber('Enter the low-stock threshold (0 or more)'),
  weightGrams: z
    .string()
    .trim()
    .regex(/^(\d{1,6})?$/, 'Enter whole grams, or leave it empty'),
});

/**
 * The grid as the API takes it, or the errors keyed as the server keys them (`sizes.2.pricePaise`), so
 * one place shows both.
 */
export function toSizesInput(optionName: string, rows: SizeRow[], defaultKey: string): { input: ProductSizesInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  rows.forEach((r, i) => {
    const typed = typedRow.safeParse({ ...r, mrpPaise: r.mrp, pricePaise: r.price });
    for (const issue of typed.error?.issues ?? []) errors[`sizes.${i}.${issue.path.join('.')}`] ??= issue.message;
  });
  if (Object.keys(errors).length) return { errors };
  const parsed = productSizesInput.safeParse({
    optionName,
    defaultSku: rows.find((r) => r.key === defaultKey)?.sku ?? '',
    sizes: rows.map((r) => ({
      variantId: r.variantId,
      sku: r.sku,
      label: r.label,
      netQuantity: Number(r.netQuantity),
      netUnit: r.netUnit,
      mrpPaise: toPaise(r.mrp),
      pricePaise: toPaise(r.price),
      stock: Number(r.stock),
      stockWas: r.stockWas,
      lowStockThreshold: Number(r.lowStockThreshold),
      weightGrams: r.weightGrams.trim() === '' ? null : Number(r.weightGrams),
      active: r.active,
    })),
  });
  if (parsed.success) return { input: parsed.data };
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'sizes'] ??= issue.message;
  return { errors };
}
