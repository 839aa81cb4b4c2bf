import { z } from 'zod';
import { NET_UNITS } from '../rules/unit-price.js';
import { paise } from './admin-common.js';
import { id, requiredText } from './fields.js';

/** A product's sizes (variants, decision 042) as the admin's size grid edits them. Money in paise. */

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/**
 * A stock-keeping code as the owner types it, kept in capitals so "can-60" and "CAN-60" are one code.
 * `blank` lets an empty code through (the product form's "generate one for me").
 */
export const skuCode = (opts: { blank: boolean }) => {
  const text = z.string({ error: 'Enter a SKU' }).trim().max(40, 'SKU is at most 40 characters');
  return (opts.blank ? text : text.min(1, 'Enter a SKU'))
    .refine((s) => s === '' || SKU_PATTERN.test(s), 'SKU may use letters, digits, dots, slashes and hyphens')
    .transform((s) => s.toUpperCase());
};

export const stockCount = () =>
  z.number({ error: 'Stock is required' }).int('Stock must be a whole number').min(0, 'Stock cannot be negative').max(1_000_000, 'Stock is too large');

/** At or below this stock the owner is emailed once (rules/low-stock.ts). */
export const lowStockThresholdField = () =>
  z
    .number({ error: 'Low-stock threshold must be a number' })
    .int('Low-stock threshold must be a whole number')
    .min(0, 'Low-stock threshold cannot be negative')
    .max(100_000, 'Low-stock threshold is too large');

export const DEFAULT_OPTION_NAME = 'Pack size';
export const MAX_SIZES = 50;

/** One size of a product as the grid shows it; `sold`: orders or refills name it, so removing it only takes it off sale. */
export const adminProductSize = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  label: z.string(),
  netQuantity: z.number(),
  netUnit: z.enum(NET_UNITS),
  mrpPaise: z.number().int(),
  pricePaise: z.number().int(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  weightGrams: z.number().int().nullable(),
  active: z.boolean(),
  sold: z.boolean(),
});
export type AdminProductSize = z.infer<typeof adminProductSize>;

export const productSizeInput = z
  .object({
    /** A size of this product; left out for a new one. */
    variantId: id('Choose a size of this product').optional(),
    sku: skuCode({ blank: false }),
    /** As the shopper reads it on the size picker. */
    label: requiredText('Name the size, for example 60 tablets or 200 g', 60),
    netQuantity: z
      .number({ error: 'Enter the net quantity' })
      .positive('The net quantity must be more than 0')
      .max(1_000_000, 'The net quantity is too large')
      .multipleOf(0.01, 'Use at most two decimals'),
    netUnit: z.enum(NET_UNITS, { error: `Choose a unit: ${NET_UNITS.join(', ')}` }),
    mrpPaise: paise('MRP'),
    pricePaise: paise('Price'),
    stock: stockCount(),
    /**
     * The stock the grid showed when it was opened: the save moves stock by `stock − stockWas` from what it
     * is now, so sales made while the grid was open stand. Left out (a new size, an API client): set as given.
     */
    stockWas: z.number().int().min(0).max(1_000_000).optional(),
    lowStockThreshold: lowStockThresholdField(),
    /** Packed weight for the carrier; null: the shop's default parcel weight. */
    weightGrams: z
      .number({ error: 'Enter the weight in grams' })
      .int('Enter whole grams')
      .positive('The weight must be more than 0 g')
      .max(100_000, 'The weight is too large')
      .nullable()
      .default(null),
    active: z.boolean().default(true),
  })
  .refine((s) => s.pricePaise <= s.mrpPaise, { path: ['pricePaise'], message: 'The price cannot be more than the MRP' });
export type ProductSizeInput = z.infer<typeof productSizeInput>;

/**
 * The whole grid: what the sizes differ by, every size in the owner's order, and which is the default (the
 * one a line naming no size takes; it is put first). A size of the product left out is removed, or taken off
 * sale when orders name it.
 */
export const productSizesInput = z
  .object({
    optionName: requiredText('Name what the sizes differ by, for example Pack size', 40).default(DEFAULT_OPTION_NAME),
    sizes: z.array(productSizeInput).min(1, 'Give at least one size').max(MAX_SIZES, `A product has at most ${MAX_SIZES} sizes`),
    defaultSku: skuCode({ blank: false }),
  })
  .superRefine((v, ctx) => {
    const skus = new Set<string>();
    const ids = new Set<number>();
    v.sizes.forEach((s, i) => {
      if (skus.has(s.sku)) ctx.addIssue({ code: 'custom', path: ['sizes', i, 'sku'], message: 'Two sizes have this SKU; each size has its own' });
      if (s.variantId !== undefined && ids.has(s.variantId)) ctx.addIssue({ code: 'custom', path: ['sizes', i, 'variantId'], message: 'This size is listed twice' });
      skus.add(s.sku);
      if (s.variantId !== undefined) ids.add(s.variantId);
    });
    const main = v.sizes.findIndex((s) => s.sku === v.defaultSku);
    if (main < 0) ctx.addIssue({ code: 'custom', path: ['defaultSku'], message: 'Choose the default size among the sizes listed' });
    else if (!v.sizes[main]!.active) ctx.addIssue({ code: 'custom', path: ['sizes', main, 'active'], message: 'The default size must be on sale' });
    if (!v.sizes.some((s) => s.active)) ctx.addIssue({ code: 'custom', path: ['sizes'], message: 'Keep at least one size on sale' });
  });
export type ProductSizesInput = z.infer<typeof productSizesInput>;
