import { z } from 'zod';
import { requiredText, rupeesToPaise, type AdminCoupon, type CouponInput } from '@canino/shared';
import { dayEnd, dayStart, toDayInput } from '../../../format';

const optionalWhole = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,7}$/.test(v), message);

/** Dates are India calendar days: valid from the start of the first to the end of the last. */
export const couponForm = z
  .object({
    code: requiredText('Code is required', 40).refine((c) => /^[A-Za-z0-9_-]+$/.test(c), 'Use letters, digits, - and _ only'),
    percent: z
      .string()
      .trim()
      .min(1, 'Percent is required')
      .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 100, 'Percent must be between 1 and 100'),
    validFrom: z.string(),
    validTo: z.string(),
    usageLimit: optionalWhole('Leave empty for no limit, or use 1 or more').refine((v) => v !== '0', 'Leave empty for no limit, or use 1 or more'),
    minOrder: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{1,7}(\.\d{1,2})?$/.test(v), 'Enter rupees, for example 999'),
    perCustomerLimit: optionalWhole('Leave empty for no limit, or use 1 or more').refine((v) => v !== '0', 'Leave empty for no limit, or use 1 or more'),
    firstOrderOnly: z.boolean(),
    active: z.boolean(),
  })
  .refine((c) => !c.validFrom || !c.validTo || c.validFrom <= c.validTo, { path: ['validTo'], message: 'The end must not be before the start' });
export type CouponForm = z.infer<typeof couponForm>;

export const COUPON_FIELDS = {
  code: 'code',
  percent: 'percent',
  validFrom: 'validFrom',
  validTo: 'validTo',
  usageLimit: 'usageLimit',
  minOrderPaise: 'minOrder',
  perCustomerLimit: 'perCustomerLimit',
} as const;

export const EMPTY_COUPON: CouponForm = {
  code: '',
  percent: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  minOrder: '',
  perCustomerLimit: '',
  firstOrderOnly: false,
  active: true,
};

export function couponFormValues(c: AdminCoupon): CouponForm {
  return {
    code: c.code,
    percent: String(c.percent),
    validFrom: c.validFrom ? toDayInput(c.validFrom) : '',
    validTo: c.validTo ? toDayInput(c.validTo) : '',
    usageLimit: c.usageLimit === null ? '' : String(c.usageLimit),
    minOrder: c.minOrderPaise ? String(c.minOrderPaise / 100) : '',
    perCustomerLimit: c.perCustomerLimit === null ? '' : String(c.perCustomerLimit),
    firstOrderOnly: c.firstOrderOnly,
    active: c.active,
  };
}

export function toCouponInput(v: CouponForm): CouponInput {
  return {
    code: v.code,
    percent: Number(v.percent),
    validFrom: v.validFrom ? dayStart(v.validFrom) : null,
    validTo: v.validTo ? dayEnd(v.validTo) : null,
    usageLimit: v.usageLimit ? Number(v.usageLimit) : null,
    minOrderPaise: v.minOrder ? rupeesToPaise(Number(v.minOrder)) : 0,
    perCustomerLimit: v.perCustomerLimit ? Number(v.perCustomerLimit) : null,
    firstOrderOnly: v.firstOrderOnly,
    active: v.active,
  };
}

/** Whether the coupon works at the cart right now, in words. */
export function couponState(c: AdminCoupon, now = new Date()): { label: string; tone: string } {
  if (!c.active) return { label: 'Inactive', tone: 'muted' };
  if (c.validFrom && now < new Date(c.validFrom)) return { label: 'Scheduled', tone: 'info' };
  if (c.validTo && now > new Date(c.validTo)) return { label: 'Expired', tone: 'neutral' };
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return { label: 'Used up', tone: 'warning' };
  return { label: 'Active', tone: 'success' };
}
