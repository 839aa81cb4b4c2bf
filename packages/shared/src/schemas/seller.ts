import { z } from 'zod';
import { MSG } from '../messages.js';
import { email, requiredText } from './fields.js';

/**
 * What the Consumer Protection (E-Commerce) Rules ask a seller to show: a grievance officer by name and
 * designation with contacts, and customer care that a shopper can reach. Kept with the shop's settings so
 * the owner edits them where the phone and address are, and the footer and seller page read them live.
 */
const phoneNumber = (required: string) => requiredText(required, 30).refine((v) => /^\+?[\d][\d\s-]{6,}$/.test(v), 'Enter a valid phone number');

export const grievanceOfficerInput = z.object({
  name: requiredText("The grievance officer's name is required", 80),
  designation: requiredText("The grievance officer's designation is required", 80),
  email: email("The grievance officer's email is required", MSG.emailInvalid),
  phone: phoneNumber("The grievance officer's phone is required"),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerInput>;

export const RETURN_SHIPPING_PAYERS = ['shop', 'customer'] as const;

/** The promises the policy pages are written from: the owner changes a number here, never a sentence there. */
export const policyTermsInput = z.object({
  careHours: requiredText('Customer care hours are required', 120),
  /** Days after delivery within which a damaged, defective or wrong item is reported. */
  reportWithinDays: z
    .number({ error: 'Enter the days to report a problem, 0 to 30' })
    .int('Enter the days to report a problem, 0 to 30')
    .min(0, 'Enter the days to report a problem, 0 to 30')
    .max(30, 'Enter the days to report a problem, 0 to 30'),
  /** Business days an approved refund takes to leave the shop. */
  refundBusinessDays: z
    .number({ error: 'Enter the refund days, 1 to 30' })
    .int('Enter the refund days, 1 to 30')
    .min(1, 'Enter the refund days, 1 to 30')
    .max(30, 'Enter the refund days, 1 to 30'),
  returnShippingPaidBy: z.enum(RETURN_SHIPPING_PAYERS, { error: 'Choose who pays for return shipping' }),
});
export type PolicyTerms = z.infer<typeof policyTermsInput>;

/** The same records as the API answers them. */
export const grievanceOfficer = z.object({ name: z.string(), designation: z.string(), email: z.string(), phone: z.string() });
export const policyTerms = z.object({
  careHours: z.string(),
  reportWithinDays: z.number(),
  refundBusinessDays: z.number(),
  returnShippingPaidBy: z.enum(RETURN_SHIPPING_PAYERS),
});
