import { z } from 'zod';
import { dosageRecord } from './dosage.js';
import { id } from './fields.js';

/** Catalog records as the spec names them; prices in rupees at this edge, paise everywhere inside. */
export const category = z.object({
  mcat_id: z.number().int(),
  mcat_name: z.string(),
  mcat_image: z.string(),
});
export type Category = z.infer<typeof category>;

export const product = z.object({
  product_id: z.number().int(),
  product_img: z.string(),
  product_name: z.string(),
  product_dprice: z.number(),
  product_sprice: z.number(),
  product_details: z.string(),
  product_desc: z.string(),
  // Beyond the spec: what a shop needs to show stock and filter by category.
  mcat_id: z.number().int(),
  stock: z.number().int(),
});
export type Product = z.infer<typeof product>;

export const productImage = z.object({ pimage_image: z.string() });

export const productDetail = z.object({
  product,
  pimage: z.array(productImage),
  // Beyond the spec: the dosage table by weight, null when the product has none.
  dosage: dosageRecord.nullable().optional(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const banner = z.object({ banner_img: z.string(), banner_title: z.string() });
export type Banner = z.infer<typeof banner>;

export const productListQuery = z.object({
  category: id('Choose a valid category').optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['price_asc', 'price_desc', 'newest', 'name']).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productIdParams = z.object({ id: id('Product not found') });

export const couponParams = z.object({ code: z.string().trim().min(1).max(40) });
export const couponData = z.object({ coupen_per: z.number(), code: z.string(), min_order: z.number() });

export const shopSettings = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    twitter: z.string(),
  }),
  mapEmbedUrl: z.string(),
});
export type ShopSettings = z.infer<typeof shopSettings>;
