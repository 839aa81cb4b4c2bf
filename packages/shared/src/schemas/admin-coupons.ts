import { z } from 'zod';
import { COUPON_KINDS, normalizeCouponCode } from '../rules/coupon.js';
import { requiredText, shopMoment } from './fields.js';

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().int(),
  capPaise: z.number().int().nullable(),
  flatPaise: z.number().int().nullable(),
  minQuantity: z.number().int().nullable(),
  active: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  minOrderPaise: z.number().int(),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.number().int().nullable(),
  /** Listed to shoppers on product pages and in the cart; a private coupon is only for those given the code. */
  shown: z.boolean(),
  /** What it covers (CouponScope): all empty for the whole order. */
  categoryIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  variantIds: z.array(z.number().int()),
  /** The scope in words ("Joint Care products and Salmon Oil, 250 ml"); null for the whole order. */
  covers: z.string().nullable(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

const moment = shopMoment().nullable().default(null);

/** An amount in paise the owner sets: more than ₹0, at most ₹10,00,000. */
const paise = (what: string) =>
  z
    .number({ error: `${what} must be an amount` })
    .int(`${what} must be in whole paise`)
    .min(1, `${what} must be more than ₹0`)
    .max(1_000_000_00, `${what} is too large`);

const scopeIds = (what: string) =>
  z
    .array(
      z
        .number({ error: `Choose ${what} from the list` })
        .int(`Choose ${what} from the list`)
        .positive(`Choose ${what} from the list`),
      { error: `Choose ${what} from the list` },
    )
    .max(100, `Choose at most 100 ${what}`)
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

export const couponInput = z
  .object({
    code: requiredText('Code is required', 40)
      .transform(normalizeCouponCode)
      .refine((c) => /^[A-Z0-9_-]+$/.test(c), 'Use letters, digits, - and _ only'),
    kind: z.enum(COUPON_KINDS, { error: 'Choose percent off, flat amount off or free delivery' }).default('percent'),
    // 0 for the kinds that are not a percentage; a percent coupon's range is checked below.
    percent: z
      .number({ error: 'Percent is required' })
      .int('Use a whole percent')
      .min(0, 'Percent must be between 1 and 100')
      .max(100, 'Percent must be between 1 and 100')
      .default(0),
    capPaise: paise('The cap').nullable().default(null),
    flatPaise: paise('The amount off').nullable().default(null),
    minQuantity: z.number().int('Use a whole number').min(1, 'Leave empty for any number, or use 1 or more').max(1000).nullable().default(null),
    active: z.boolean().default(true),
    validFrom: moment,
    validTo: moment,
    usageLimit: z.number().int('Use a whole number').min(1, 'Leave empty for no limit, or use 1 or more').max(1_000_000).nullable().default(null),
    minOrderPaise: z.number().int().min(0, 'Minimum order cannot be negative').max(1_000_000_00).default(0),
    firstOrderOnly: z.boolean().default(false),
    perCustomerLimit: z.number().int('Use a whole number').min(1, 'Leave empty for no limit, or use 1 or more').max(1000).nullable().default(null),
    // Private unless the owner chooses: a code made for one campaign or one customer is not advertised.
    shown: z.boolean().default(false),
    // Empty everywhere: the whole order. Each list at most 100 ids, kept once each and in order.
    categoryIds: scopeIds('categories'),
    productIds: scopeIds('products'),
    variantIds: scopeIds('sizes'),
  })
  .superRefine((c, ctx) => {
    const wrong = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'percent' && c.percent < 1) wrong('percent', 'Percent must be between 1 and 100');
    if (c.kind !== 'percent' && c.percent !== 0) wrong('percent', 'Only a percent-off coupon has a percent');
    if (c.kind !== 'percent' && c.capPaise !== null) wrong('capPaise', 'Only a percent-off coupon has a cap');
    if (c.kind === 'flat' && c.flatPaise === null) wrong('flatPaise', 'The amount off is required');
    if (c.kind !== 'flat' && c.flatPaise !== null) wrong('flatPaise', 'Only a flat coupon has an amount off');
  })
  .refine((c) => !c.validFrom || !c.validTo || new Date(c.validFrom) < new Date(c.validTo), {
    path: ['validTo'],
    message: 'The end must be after the start',
  });
export type CouponInput = z.infer<typeof couponInput>;

/** What the coupon form offers to choose from when a coupon is for some goods only: every category, and every product with its sizes. */
export const couponScopeOptions = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      categoryId: z.number().int(),
      /** Listed only for a product sold in more than one size. */
      sizes: z.array(z.object({ id: z.number().int(), label: z.string() })),
    }),
  ),
});
export type CouponScopeOptions = z.infer<typeof couponScopeOptions>;
