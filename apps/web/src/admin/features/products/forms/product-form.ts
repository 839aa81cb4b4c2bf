import { z } from 'zod';
import {
  blockedSaleMessage,
  declarationRequiredMessage,
  declarationsBlockingSale,
  declarationsInput,
  DEFAULT_COUNTRY_OF_ORIGIN,
  DEFAULT_PRODUCT_TAX,
  gstRate,
  hsnCode,
  LOW_STOCK_THRESHOLD,
  MSG,
  PRODUCT_DETAILS_MAX,
  requiredText,
  rupeesToPaise,
  type AdminProduct,
  type ProductDeclarationValues,
  type ProductInput,
  type PublishState,
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

/** Best before as typed, checked by the API's own rule so the form says what the server would. */
const bestBeforeMonths = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (v === '') return;
    const checked = declarationsInput.bestBeforeMonths.safeParse(/^\d+$/.test(v) ? Number(v) : Number.NaN);
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
  });

const productFields = z
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
    /** Ticked: the product takes no returns once delivered. */
    noReturns: z.boolean(),
    // Declarations: a maker's id as the select holds it, blank for none.
    manufacturerId: z.string(),
    packerId: z.string(),
    importerId: z.string(),
    countryOfOrigin: declarationsInput.countryOfOrigin.unwrap(),
    genericName: declarationsInput.genericName.unwrap(),
    bestBeforeMonths,
  })
  .refine((v) => Number(v.sellingPrice) <= Number(v.listPrice), { path: ['sellingPrice'], message: 'Selling price cannot be more than the list price' });
export type ProductForm = z.infer<typeof productFields>;

const makerId = (v: string) => (v ? Number(v) : null);

function formDeclarations(v: ProductForm): ProductDeclarationValues {
  return {
    manufacturerId: makerId(v.manufacturerId),
    packerId: makerId(v.packerId),
    importerId: makerId(v.importerId),
    countryOfOrigin: v.countryOfOrigin,
    genericName: v.genericName,
    bestBeforeMonths: v.bestBeforeMonths ? Number(v.bestBeforeMonths) : null,
  };
}

/** The saved product as the sale rule reads it: whether it is on sale, with which declarations. */
export function publishStateOf(p: AdminProduct): PublishState {
  const { manufacturerId, packerId, importerId, countryOfOrigin, genericName, bestBeforeMonths } = p;
  return { active: p.active, declarations: { manufacturerId, packerId, importerId, countryOfOrigin, genericName, bestBeforeMonths } };
}

/**
 * The form for a new product (`before` null) or a saved one. It refuses what the server would: going on
 * sale with a declaration missing, named under each field and, in full, under "Active". A product that was
 * on sale before declarations were asked for saves as long as it loses none it has.
 */
export const productForm = (before: PublishState | null) =>
  productFields.superRefine((v, ctx) => {
    const blocking = declarationsBlockingSale(before, { active: v.active, declarations: formDeclarations(v) });
    if (!blocking.length) return;
    for (const field of blocking) ctx.addIssue({ code: 'custom', path: [field], message: declarationRequiredMessage(field) });
    ctx.addIssue({ code: 'custom', path: ['active'], message: blockedSaleMessage(blocking) });
  });

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
  returnable: 'noReturns',
  manufacturerId: 'manufacturerId',
  packerId: 'packerId',
  importerId: 'importerId',
  countryOfOrigin: 'countryOfOrigin',
  genericName: 'genericName',
  bestBeforeMonths: 'bestBeforeMonths',
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
  noReturns: false,
  manufacturerId: '',
  packerId: '',
  importerId: '',
  countryOfOrigin: DEFAULT_COUNTRY_OF_ORIGIN,
  genericName: '',
  bestBeforeMonths: '',
};

/** A maker id or a number as its field holds it: blank for none. */
const asText = (n: number | null) => (n === null ? '' : String(n));

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
    noReturns: !p.returnable,
    manufacturerId: asText(p.manufacturerId),
    packerId: asText(p.packerId),
    importerId: asText(p.importerId),
    countryOfOrigin: p.countryOfOrigin,
    genericName: p.genericName,
    bestBeforeMonths: asText(p.bestBeforeMonths),
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
    returnable: !v.noReturns,
    ...formDeclarations(v),
  };
}
