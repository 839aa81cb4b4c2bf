import { z } from 'zod';
import {
  DEFAULT_PRODUCT_TAX,
  gstRate,
  hsnCode,
  LOW_STOCK_THRESHOLD,
  MSG,
  PRODUCT_DETAILS_MAX,
  requiredText,
  rupeesToPaise,
  type AdminProduct,
  type ProductInput,
} from '@canino/shared';
import { wholeNumber } from '../../../forms/fields';

/** Rupees as the owner types them ("499" or "499.50"); the API gets paise. */
const rupees = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(v), 'Enter rupees, for example 499 or 499.50')
    .refine((v) => Number(v) > 0, `${label} must be more than ₹0`);

export const productForm = z
  .object({
    name: requiredText('Name is required', 120),
    sku: z
      .string()
      .trim()
      .max(40, 'SKU is at most 40 characters')
      .regex(/^([A-Za-z0-9][A-Za-z0-9._/-]*)?$/, 'Use letters, digits, dots, slashes and hyphens'),
    categoryId: z.string().min(1, 'Choose a category'),
    listPrice: rupees('List price'),
    sellingPrice: rupees('Selling price'),
    stock: wholeNumber('Enter the number in stock (0 or more)'),
    lowStockThreshold: wholeNumber('Enter the low-stock threshold (0 or more)'),
    hsnCode: hsnCode(),
    gstRate: gstRate('GST rate'),
    description: requiredText('Short description is required', 300),
    detailsHtml: z.string().max(PRODUCT_DETAILS_MAX, MSG.tooLong),
    active: z.boolean(),
  })
  .refine((v) => Number(v.sellingPrice) <= Number(v.listPrice), { path: ['sellingPrice'], message: 'Selling price cannot be more than the list price' });
export type ProductForm = z.infer<typeof productForm>;

/** The API's field names, mapped to this form's (for the server's field messages). */
export const PRODUCT_FIELDS = {
  name: 'name',
  sku: 'sku',
  categoryId: 'categoryId',
  listPricePaise: 'listPrice',
  sellingPricePaise: 'sellingPrice',
  stock: 'stock',
  lowStockThreshold: 'lowStockThreshold',
  hsnCode: 'hsnCode',
  gstRate: 'gstRate',
  description: 'description',
  detailsHtml: 'detailsHtml',
} as const;

export const EMPTY_PRODUCT: ProductForm = {
  name: '',
  sku: '',
  categoryId: '',
  listPrice: '',
  sellingPrice: '',
  stock: '0',
  lowStockThreshold: String(LOW_STOCK_THRESHOLD),
  hsnCode: DEFAULT_PRODUCT_TAX.hsnCode,
  gstRate: DEFAULT_PRODUCT_TAX.gstRate,
  description: '',
  detailsHtml: '',
  active: true,
};

export function productFormValues(p: AdminProduct): ProductForm {
  return {
    name: p.name,
    sku: p.sku,
    categoryId: String(p.categoryId),
    listPrice: String(p.listPricePaise / 100),
    sellingPrice: String(p.sellingPricePaise / 100),
    stock: String(p.stock),
    lowStockThreshold: String(p.lowStockThreshold),
    hsnCode: p.hsnCode,
    gstRate: p.gstRate,
    description: p.description,
    detailsHtml: p.detailsHtml,
    active: p.active,
  };
}

/** `stockWas`: the stock the form was opened with, so the server applies only the owner's change to it. */
export function toProductInput(v: ProductForm, stockWas?: number): ProductInput {
  return {
    stockWas,
    name: v.name,
    // Blank: the server gives a new product a code, an existing one keeps its own.
    sku: v.sku || undefined,
    categoryId: Number(v.categoryId),
    listPricePaise: rupeesToPaise(Number(v.listPrice)),
    sellingPricePaise: rupeesToPaise(Number(v.sellingPrice)),
    stock: Number(v.stock),
    lowStockThreshold: Number(v.lowStockThreshold),
    hsnCode: v.hsnCode,
    gstRate: v.gstRate,
    description: v.description,
    detailsHtml: v.detailsHtml,
    active: v.active,
  };
}
