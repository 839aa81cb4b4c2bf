import { z } from 'zod';
import { normalizeCouponCode } from '../rules/coupon.js';
import { requiredText, shopMoment } from './fields.js';

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  percent: z.number().int(),
  active: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  minOrderPaise: z.number().int(),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.number().int().nullable(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

const moment = shopMoment().nullable().default(null);

export const couponInput = z
  .object({
    code: requiredText('Code is required', 40)
      .transform(normalizeCouponCode)
      .refine((c) => /^[A-Z0-9_-]+$/.test(c), 'Use letters, digits, - and _ only'),
    percent: z.number({ error: 'Percent is required' }).int('Use a whole percent').min(1, 'Percent must be between 1 and 100').max(100, 'Percent must be between 1 and 100'),
    active: z.boolean().default(true),
    validFrom: moment,
    validTo: moment,
    usageLimit: z.number().int('Use a whole number').min(1, 'Leave empty for no limit, or use 1 or more').max(1_000_000).nullable().default(null),
    minOrderPaise: z.number().int().min(0, 'Minimum order cannot be negative').max(1_000_000_00).default(0),
    firstOrderOnly: z.boolean().default(false),
    perCustomerLimit: z.number().int('Use a whole number').min(1, 'Leave empty for no limit, or use 1 or more').max(1000).nullable().default(null),
  })
  .refine((c) => !c.validFrom || !c.validTo || new Date(c.validFrom) < new Date(c.validTo), {
    path: ['validTo'],
    message: 'The end must be after the start',
  });
export type CouponInput = z.infer<typeof couponInput>;
