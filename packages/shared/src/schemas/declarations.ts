import { z } from 'zod';
import { MSG } from '../messages.js';
import { PRODUCT_DECLARATION_FIELDS, type DeclarationField } from '../rules/declarations.js';
import { isValidGtin } from '../rules/gtin.js';
import { id, requiredText } from './fields.js';

/**
 * A maker: a company that manufactures, packs or imports products, with its full address, kept once
 * and chosen on each product it made (Legal Metrology rule 6: name and complete address).
 */
export const makerInput = z.object({
  name: requiredText('Name is required', 120),
  address: requiredText('Address is required', 400).refine((a) => a.length >= 15, 'Enter the full address: building, street, town, state and PIN or postal code'),
});
export type MakerInput = z.infer<typeof makerInput>;

export const adminMaker = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  /** Products that name it as manufacturer, packer or importer: a maker in use cannot be deleted. */
  productCount: z.number().int(),
});
export type AdminMaker = z.infer<typeof adminMaker>;

const DECLARATION_FIELD_KEYS = Object.keys(PRODUCT_DECLARATION_FIELDS) as [DeclarationField, ...DeclarationField[]];
export const declarationField = z.enum(DECLARATION_FIELD_KEYS);

/** A product's own declarations as the admin reads them; a packer or importer null is "none other". */
export const adminDeclarations = {
  manufacturerId: z.number().int().nullable(),
  packerId: z.number().int().nullable(),
  importerId: z.number().int().nullable(),
  countryOfOrigin: z.string(),
  genericName: z.string(),
  bestBeforeMonths: z.number().int().nullable(),
};

const makerRef = (label: string) => id(`Choose the ${label} from your makers`).nullable();

/** The same as the product form sends them; each left out keeps what is saved (a new product: none). */
export const declarationsInput = {
  manufacturerId: makerRef('manufacturer').optional(),
  /** Null, or the manufacturer itself: packed by the manufacturer. */
  packerId: makerRef('packer').optional(),
  /** Null: not imported. */
  importerId: makerRef('importer').optional(),
  countryOfOrigin: z.string().trim().max(60, MSG.tooLong).optional(),
  genericName: z.string().trim().max(120, MSG.tooLong).optional(),
  bestBeforeMonths: z
    .number({ error: 'Enter the months from manufacture, 1 to 120' })
    .int('Enter the months from manufacture, 1 to 120')
    .min(1, 'Enter the months from manufacture, 1 to 120')
    .max(120, 'Enter the months from manufacture, 1 to 120')
    .nullable()
    .optional(),
};

/** A size's barcode number: blank is none; spaces between digit groups are dropped. */
export const gtinInput = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => v === '' || isValidGtin(v), 'Enter a GTIN (EAN or UPC) of 8, 12, 13 or 14 digits with its check digit')
  .transform((v) => v || null);

/** The owner's barcodes for a product's sizes: each size by id, its GTIN or blank for none. */
export const variantGtinsInput = z.object({
  gtins: z
    .array(z.object({ variantId: id('Choose a size of this product'), gtin: gtinInput }))
    .min(1, 'Give at least one size')
    .max(50, 'A product has at most 50 sizes'),
});
export type VariantGtinsInput = z.infer<typeof variantGtinsInput>;

const party = z.object({ name: z.string(), address: z.string() });

/**
 * The product page's declarations (storefront answer, the spec's naming style): the product's own, and the
 * shop's customer care. Each size's net quantity, MRP and unit sale price are in its variant. A party left
 * null is not declared: a packer or importer null means none other than the manufacturer; a manufacturer
 * or best-before null, only on a product sold before declarations were required.
 */
export const declarationsRecord = z.object({
  manufactured_by: party.nullable(),
  packed_by: party.nullable(),
  imported_by: party.nullable(),
  country_of_origin: z.string(),
  generic_name: z.string(),
  best_before_months: z.number().int().nullable(),
  customer_care: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
});
export type DeclarationsRecord = z.infer<typeof declarationsRecord>;
