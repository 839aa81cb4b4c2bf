import { z } from 'zod';
import { MSG } from '../messages.js';
import { flag, pageQuery, paise, position } from './admin-common.js';
import { adminDeclarations, declarationField, declarationsInput } from './declarations.js';
import { dosageRecord, productDosage } from './dosage.js';
import { id, idInUrl, optionalText, requiredText } from './fields.js';
import { adminProductSize, lowStockThresholdField, skuCode, stockCount } from './product-sizes.js';
import { gstRate, hsnCode } from './tax.js';

/** The catalog as the admin panel edits it. Prices are integer paise here (rupees only in the form fields). */

export const adminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

/** Sent as multipart: these fields, plus an optional `image` file. */
export const categoryInput = z.object({
  name: requiredText('Name is required', 80),
  position: position(),
  active: flag(true),
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const adminProductQuery = pageQuery.extend({
  categoryId: idInUrl('Choose a valid category').optional(),
  // missing_declarations: products on sale that lack a declaration (sold before declarations were required).
  state: z.enum(['all', 'active', 'inactive', 'low_stock', 'missing_declarations']).default('all'),
});
export type AdminProductListQuery = z.infer<typeof adminProductQuery>;

/**
 * A new product's low-stock threshold: at or below it the product shows on the dashboard and under the
 * "Low stock" filter, and the owner is emailed (rules/low-stock.ts). Each product keeps its own.
 */
export const LOW_STOCK_THRESHOLD = 5;

export const adminProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  listPricePaise: z.number().int(),
  sellingPricePaise: z.number().int(),
  image: z.string(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
  /** The declarations it lacks (rules/declarations.ts): none, or what stops it going on sale. */
  missingDeclarations: z.array(declarationField),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const galleryImage = z.object({ id: z.number().int(), image: z.string() });
export type GalleryImage = z.infer<typeof galleryImage>;

export const adminProduct = adminProductRow.extend({
  slug: z.string(),
  description: z.string(),
  detailsHtml: z.string(),
  /** What the tax invoice of a sale made now prints for this product. */
  hsnCode: z.string(),
  gstRate: z.number().int(),
  dosage: dosageRecord.nullable(),
  /** In display order; the first is the main image. */
  gallery: z.array(galleryImage),
  ...adminDeclarations,
  /** What the sizes differ by, as the size picker names it ("Pack size"). */
  optionName: z.string(),
  /** False when the product takes no returns once delivered (decision 065). */
  returnable: z.boolean(),
  /** Every size, on sale or not, in the owner's order: the first is the default, whose figures the fields above are. */
  sizes: z.array(adminProductSize),
  /** Each size's barcode number, in the owner's order of the sizes. */
  gtins: z.array(z.object({ variantId: z.number().int(), sku: z.string(), label: z.string(), gtin: z.string().nullable() })),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const PRODUCT_DETAILS_MAX = 20_000;

export const productInput = z
  .object({
    name: requiredText('Name is required', 120),
    /** Left out or blank: a new product gets a generated SKU, an existing one keeps its own. */
    sku: skuCode({ blank: true }).optional(),
    categoryId: id('Choose a category'),
    listPricePaise: paise('List price'),
    sellingPricePaise: paise('Selling price'),
    description: requiredText('Short description is required', 300),
    /** HTML; the server sanitises it before saving. */
    detailsHtml: z.string().max(PRODUCT_DETAILS_MAX, MSG.tooLong).default(''),
    stock: stockCount(),
    /**
     * The stock the form showed when it was opened. With it, a save moves stock by `stock − stockWas`
     * from what it is now, so sales made while the form was open are not undone (an untouched field
     * moves nothing); without it (API clients) `stock` is set as given.
     */
    stockWas: z.number().int().min(0).max(1_000_000).optional(),
    /** At or below this stock the owner is emailed once (rules/low-stock.ts). */
    lowStockThreshold: lowStockThresholdField().default(LOW_STOCK_THRESHOLD),
    active: z.boolean().default(true),
    /** False: the product page says it cannot be returned, and returns of it are refused. Left out: a new product takes returns, an edit keeps what is saved. */
    returnable: z.boolean().optional(),
    /** Left out: a new product gets DEFAULT_PRODUCT_TAX, an edit keeps what is saved. */
    hsnCode: hsnCode().optional(),
    gstRate: gstRate('GST rate').optional(),
    /** Pack size, unit and units a day by weight band; null removes it, left out keeps what is saved. */
    dosage: productDosage.nullable().optional(),
    /** Legal Metrology declarations: a product on sale needs every one (rules/declarations.ts). */
    ...declarationsInput,
  })
  .refine((p) => p.sellingPricePaise <= p.listPricePaise, {
    path: ['sellingPricePaise'],
    message: 'Selling price cannot be more than the list price',
  });
export type ProductInput = z.infer<typeof productInput>;

export const MAX_GALLERY_IMAGES = 12;

/** The gallery's image ids in their new order. */
export const galleryOrderInput = z.object({
  order: z.array(z.number().int().positive()).min(1, 'Give the images in their new order').max(MAX_GALLERY_IMAGES),
});

export const adminBanner = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

/** Sent as multipart: these fields, plus an `image` file (required for a new banner). */
export const bannerInput = z.object({
  title: optionalText(120),
  position: position(),
  active: flag(true),
});
export type BannerInput = z.infer<typeof bannerInput>;

/** A delete that had to keep the row (it is referenced) deactivates it instead and says so. */
export const adminDeleteResult = z.object({ deleted: z.boolean() });
export type AdminDeleteResult = z.infer<typeof adminDeleteResult>;
