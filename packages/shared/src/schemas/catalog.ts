import { z } from 'zod';
import { declarationsRecord } from './declarations.js';
import { dosageRecord } from './dosage.js';
import { idInUrl } from './fields.js';
import { grievanceOfficer, policyTerms } from './seller.js';
import { COUPON_KINDS } from '../rules/coupon.js';
import { NET_UNITS, UNIT_BASES } from '../rules/unit-price.js';

/** Catalog records as the spec names them; prices in rupees at this edge, paise everywhere inside. */
export const category = z.object({
  mcat_id: z.number().int(),
  mcat_name: z.string(),
  mcat_image: z.string(),
  // Beyond the spec: the category's readable address, /categories/{slug}.
  slug: z.string(),
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
  /** Average of the visible reviews' ratings, one decimal (0 with no reviews), and how many there are. */
  rating_avg: z.number(),
  rating_count: z.number().int(),
  // The readable address /products/{slug} and the owner's SKU.
  slug: z.string(),
  sku: z.string(),
  /**
   * In lists, a product sold in more than one size (decision 042): how many sizes are on sale, the lowest
   * selling price among them (a card's "from ₹X", in rupees) and their stock together. Absent for a
   * product of one size, whose own fields say it all.
   */
  sizes: z.object({ count: z.number().int(), from_sprice: z.number(), stock: z.number().int() }).optional(),
});
export type Product = z.infer<typeof product>;

/**
 * A product as a card shows it (the listing, home, carousels, the wishlist, the cart): everything but its
 * two long texts, which only its own page shows. A page's embedded list answer carries these, not the
 * full records: on the listing, the texts were 23 KB of the 32 KB answer (decision 036).
 */
export type ProductSummary = Omit<Product, 'product_details' | 'product_desc'>;

export function productSummary({ product_details: _details, product_desc: _desc, ...summary }: Product): ProductSummary {
  return summary;
}

export const productImage = z.object({ pimage_image: z.string() });

/**
 * A size of a product on sale (decision 042), in the spec's style: prices in rupees under the spec's
 * names, and the unit sale price Legal Metrology asks for, computed (rules/unit-price.ts): rupees per
 * `unit_basis` (g, kg, ml, l, or unit for counted goods).
 */
export const productVariant = z.object({
  variant_id: z.number().int(),
  sku: z.string(),
  label: z.string(),
  net_quantity: z.number(),
  net_unit: z.enum(NET_UNITS),
  product_dprice: z.number(),
  product_sprice: z.number(),
  unit_price: z.number(),
  unit_basis: z.enum(UNIT_BASES),
  stock: z.number().int(),
  /** A picture from the product's gallery for this size, '' for the product's own. */
  image: z.string(),
  /** The size's barcode number (GTIN), null when the owner has none. */
  gtin: z.string().nullable(),
  /** On the product's page: "at least Mar 2027", the best-before of the batch that would ship next (decision 062); absent when it has no date. */
  best_before: z.string().optional(),
});
export type ProductVariant = z.infer<typeof productVariant>;

export const productDetail = z.object({
  /**
   * The spec's product, whose prices and stock are its default size's, with its sizes on sale in the
   * owner's order, which one is the default (a line naming none takes it) and what they differ by.
   */
  product: product.extend({
    variants: z.array(productVariant),
    default_variant_id: z.number().int(),
    option_name: z.string(),
  }),
  pimage: z.array(productImage),
  // Beyond the spec: the dosage table by weight, null when the product has none.
  dosage: dosageRecord.nullable().optional(),
  // Beyond the spec: what the pack declares (Legal Metrology), drawn on the page for the chosen size.
  declarations: declarationsRecord,
  // Beyond the spec: false when the owner takes no returns of it (decision 065).
  returnable: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const banner = z.object({ banner_img: z.string(), banner_title: z.string() });
export type Banner = z.infer<typeof banner>;

export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'name', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const rupees = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,7}(\.\d{1,2})?$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().min(0, message).max(9_999_999, message));

/**
 * The spec's listing (`?category=`) plus search and filters: `q` is searched word by word, typo-tolerant
 * and ranked (decision 020); prices in rupees as the spec's fields carry them; `limit` for suggestions.
 */
export const productListQuery = z
  .object({
    category: idInUrl('Choose a valid category').optional(),
    q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
    sort: z.enum(PRODUCT_SORTS, { error: 'Choose a valid sort order' }).optional(),
    min_price: rupees('Enter a valid lowest price').optional(),
    max_price: rupees('Enter a valid highest price').optional(),
    in_stock: z.enum(['1', 'true'], { error: 'in_stock takes 1' }).optional(),
    min_rating: z.enum(['1', '2', '3', '4', '5'], { error: 'Choose a rating from 1 to 5' }).transform(Number).optional(),
    limit: idInUrl('limit is a whole number from 1 to 50').pipe(z.number().max(50, 'limit is a whole number from 1 to 50')).optional(),
  })
  .refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
    message: 'The lowest price must not be above the highest',
    path: ['min_price'],
  });
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productIdParams = z.object({ id: idInUrl('Product not found') });
export const productSlugParams = z.object({ slug: z.string().trim().min(1).max(80) });

export const couponParams = z.object({ code: z.string().trim().min(1).max(40) });
/**
 * The spec's coupon answer. Beyond coupen_per (0 for a coupon that is not a percentage), optional fields
 * say what any kind takes off, in rupees like min_order, and the coupon in plain words (describeCoupon).
 */
export const couponData = z.object({
  coupen_per: z.number(),
  code: z.string(),
  min_order: z.number(),
  kind: z.enum(COUPON_KINDS).optional(),
  cap: z.number().nullable().optional(),
  flat_off: z.number().nullable().optional(),
  min_qty: z.number().nullable().optional(),
  description: z.string().optional(),
  /**
   * A coupon for some goods only: the products (with its categories' products) and sizes it covers. The
   * cart marks its lines with them and judges the minimums on those (contentsProblem). Null for the whole order.
   */
  covers: z
    .object({ product_ids: z.array(z.number().int()), variant_ids: z.array(z.number().int()) })
    .nullable()
    .optional(),
});
export type CouponData = z.infer<typeof couponData>;

/**
 * GET /offers: the coupons the owner shows to shoppers that a shopper can use now, each with its terms
 * (what the cart needs to choose the best) and in plain words ("₹50 off on orders of ₹999 or more").
 */
export const shopOffer = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().int(),
  capPaise: z.number().int().nullable(),
  flatPaise: z.number().int().nullable(),
  minOrderPaise: z.number().int(),
  minQuantity: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  /** What it covers (CouponScope); all empty for the whole order. The categories' products are listed in productIds. */
  categoryIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  variantIds: z.array(z.number().int()),
});
export type ShopOffer = z.infer<typeof shopOffer>;
export const shopOffers = z.array(shopOffer);

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
  grievanceOfficer,
  policyTerms,
});
export type ShopSettings = z.infer<typeof shopSettings>;
