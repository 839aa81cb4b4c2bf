import { z } from 'zod';
import { MSG } from '../messages.js';

/** Field builders shared by the forms and the API, so both say the same thing about the same mistake. */

const MAX_TEXT = 200;

export const requiredText = (message: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, message).max(max, MSG.tooLong);

export const optionalText = (max = MAX_TEXT) => z.string().trim().max(max, MSG.tooLong).optional().default('');

// A general pattern, as the spec says: something@something.something, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = (required: string, invalid: string) =>
  requiredText(required, 254)
    .toLowerCase()
    .refine((v) => EMAIL_PATTERN.test(v), invalid);

/** Indian mobile numbers: 10 digits starting 6-9, optionally written with +91 or a leading 0. */
export const mobile = (required: string = MSG.mobileRequired) =>
  requiredText(required, 20)
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, ''))
    .refine((v) => /^[6-9]\d{9}$/.test(v), MSG.mobileInvalid);

export const pincode = (required: string = MSG.pincodeRequired) =>
  requiredText(required, 10).refine((v) => /^[1-9]\d{5}$/.test(v), MSG.postcodeInvalid);

export const password = () =>
  z
    .string({ error: MSG.passwordRequired })
    .min(1, MSG.passwordRequired)
    .min(8, MSG.passwordTooShort)
    .max(128, MSG.tooLong);

/**
 * Ids arrive as strings from multipart forms and as numbers from JSON. Nothing else is one: coercion
 * alone would read `true` as 1 and `[5]` as 5.
 */
export const id = (message = 'A valid id is required') =>
  z
    .union([z.number(), z.string()], { error: message })
    .pipe(z.coerce.number<string | number>({ error: message }).int(message).positive(message).max(2_147_483_647, message));
