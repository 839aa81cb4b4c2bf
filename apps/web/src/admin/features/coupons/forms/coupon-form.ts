import { z } from 'zod';
import { COUPON_KINDS, coversWholeOrder, requiredText, rupeesToPaise, type AdminCoupon, type CouponInput, type CouponKind } from '@canino/shared';
import { dayEnd, dayStart, toDayInput } from '../../../format';

const rupees = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{1,7}(\.\d{1,2})?$/.test(v), 'Enter rupees, for example 999');

export const COUPON_KIND_OPTIONS: readonly { value: CouponKind; label: string }[] = [
  { value: 'percent', label: 'Percent off' },
  { value: 'flat', label: 'Flat amount off' },
  { value: 'free_delivery', label: 'Free delivery' },
];

/** A group of checkboxes: the ticked values (an array, as the empty default makes it for one box or many). */
const ticked = z.array(z.string());

const optionalWhole = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,7}$/.test(v), message);

/** Dates are India calendar days: valid from the start of the first to the end of the last. */
export const couponForm = z
  .object({
    code: requiredText('Code is required', 40).refine((c) => /^[A-Za-z0-9_-]+$/.test(c), 'Use letters, digits, - and _ only'),
    kind: z.enum(COUPON_KINDS),
    // Only the kind's own fields are judged: the others are hidden and not sent.
    percent: z.string().trim(),
    cap: rupees,
    flat: rupees,
    minQuantity: optionalWhole('Leave empty for any number, or use 1 or more').refine((v) => v !== '0', 'Leave empty for any number, or use 1 or more'),
    validFrom: z.string(),
    validTo: z.string(),
    usageLimit: optionalWhole('Leave empty for no limit, or use 1 or more').refine((v) => v !== '0', 'Leave empty for no limit, or use 1 or more'),
    minOrder: rupees,
    perCustomerLimit: optionalWhole('Leave empty for no limit, or use 1 or more').refine((v) => v !== '0', 'Leave empty for no limit, or use 1 or more'),
    firstOrderOnly: z.boolean(),
    shown: z.boolean(),
    active: z.boolean(),
    /** The whole order, or only the ticked categories, products and sizes. */
    scope: z.enum(['whole', 'some']),
    categoryIds: ticked,
    productIds: ticked,
    variantIds: ticked,
  })
  .refine((c) => c.scope === 'whole' || c.categoryIds.length + c.productIds.length + c.variantIds.length > 0, {
    path: ['categoryIds'],
    message: 'Choose at least one category, product or size, or make it for the whole order',
  })
  .refine((c) => !c.validFrom || !c.validTo || c.validFrom <= c.validTo, { path: ['validTo'], message: 'The end must not be before the start' })
  .refine((c) => c.kind !== 'percent' || (/^\d{1,3}$/.test(c.percent) && Number(c.percent) >= 1 && Number(c.percent) <= 100), {
    path: ['percent'],
    message: 'Percent must be between 1 and 100',
  })
  .refine((c) => c.kind !== 'flat' || (c.flat !== '' && Number(c.flat) > 0), { path: ['flat'], message: 'The amount off must be more than ₹0' });
export type CouponForm = z.infer<typeof couponForm>;

export const COUPON_FIELDS = {
  code: 'code',
  kind: 'kind',
  percent: 'percent',
  capPaise: 'cap',
  flatPaise: 'flat',
  minQuantity: 'minQuantity',
  validFrom: 'validFrom',
  validTo: 'validTo',
  usageLimit: 'usageLimit',
  minOrderPaise: 'minOrder',
  perCustomerLimit: 'perCustomerLimit',
  categoryIds: 'categoryIds',
  productIds: 'categoryIds',
  variantIds: 'categoryIds',
} as const;

export const EMPTY_COUPON: CouponForm = {
  code: '',
  kind: 'percent',
  percent: '',
  cap: '',
  flat: '',
  minQuantity: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  minOrder: '',
  perCustomerLimit: '',
  firstOrderOnly: false,
  shown: false,
  active: true,
  scope: 'whole',
  categoryIds: [],
  productIds: [],
  variantIds: [],
};

export function couponFormValues(c: AdminCoupon): CouponForm {
  return {
    code: c.code,
    kind: c.kind,
    percent: c.kind === 'percent' ? String(c.percent) : '',
    cap: c.capPaise === null ? '' : String(c.capPaise / 100),
    flat: c.flatPaise === null ? '' : String(c.flatPaise / 100),
    minQuantity: c.minQuantity === null ? '' : String(c.minQuantity),
    validFrom: c.validFrom ? toDayInput(c.validFrom) : '',
    validTo: c.validTo ? toDayInput(c.validTo) : '',
    usageLimit: c.usageLimit === null ? '' : String(c.usageLimit),
    minOrder: c.minOrderPaise ? String(c.minOrderPaise / 100) : '',
    perCustomerLimit: c.perCustomerLimit === null ? '' : String(c.perCustomerLimit),
    firstOrderOnly: c.firstOrderOnly,
    shown: c.shown,
    active: c.active,
    scope: coversWholeOrder(c) ? 'whole' : 'some',
    categoryIds: c.categoryIds.map(String),
    productIds: c.productIds.map(String),
    variantIds: c.variantIds.map(String),
  };
}

export function toCouponInput(v: CouponForm): CouponInput {
  return {
    code: v.code,
    kind: v.kind,
    percent: v.kind === 'percent' ? Number(v.percent) : 0,
    capPaise: v.kind === 'percent' && v.cap ? rupeesToPaise(Number(v.cap)) : null,
    flatPaise: v.kind === 'flat' ? rupeesToPaise(Number(v.flat)) : null,
    minQuantity: v.minQuantity ? Number(v.minQuantity) : null,
    validFrom: v.validFrom ? dayStart(v.validFrom) : null,
    validTo: v.validTo ? dayEnd(v.validTo) : null,
    usageLimit: v.usageLimit ? Number(v.usageLimit) : null,
    minOrderPaise: v.minOrder ? rupeesToPaise(Number(v.minOrder)) : 0,
    perCustomerLimit: v.perCustomerLimit ? Number(v.perCustomerLimit) : null,
    firstOrderOnly: v.firstOrderOnly,
    shown: v.shown,
    active: v.active,
    ...(v.scope === 'whole'
      ? { categoryIds: [], productIds: [], variantIds: [] }
      : { categoryIds: v.categoryIds.map(Number), productIds: v.productIds.map(Number), variantIds: v.variantIds.map(Number) }),
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
