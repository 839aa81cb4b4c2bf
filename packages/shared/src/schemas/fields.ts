import { z } from 'zod';
import { MSG } from '../messages.js';
import { AUTOSHIP_MAX_WEEKS, AUTOSHIP_MIN_WEEKS } from '../rules/autoship.js';

/** Field builders shared by the forms and the API, so both say the same thing about the same mistake. */

const MAX_TEXT = 200;

export const requiredText = (message: string, max = MAX_TEXT) => z.string({ error: message }).trim().min(1, message).max(max, MSG.tooLong);

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

export const pincode = (required: string = MSG.pincodeRequired) => requiredText(required, 10).refine((v) => /^[1-9]\d{5}$/.test(v), MSG.postcodeInvalid);

export const password = () => z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).min(8, MSG.passwordTooShort).max(128, MSG.tooLong);

/**
 * A whole number in a JSON body: a JSON number, never its digits in a string ("2" is refused as `true`
 * or `[2]` are), so a client's mistake is told, not guessed at. A multipart form's text fields are read
 * into numbers where the route's schema takes one (http/multipart.ts). Pipe or chain the number's limits.
 */
export const wholeNumber = (message: string) => z.number({ error: message }).int(message);

/**
 * A whole number in a URL's path or query, where everything is text: decimal digits only. Coercion alone
 * would read `"0x10"` as 16, `"1e3"` as 1000 and `""` as 0. Pipe the result into the number's own limits.
 */
const digits = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,15}$/, message)
    .transform(Number);

const MAX_ID = 2_147_483_647;

/** A row's id in a JSON body. */
export const id = (message = 'A valid id is required') => wholeNumber(message).positive(message).max(MAX_ID, message);

/** A row's id in a URL's path or query. */
export const idInUrl = (message = 'A valid id is required') => digits(message).pipe(z.number().positive(message).max(MAX_ID, message));

/** The earliest and latest day the shop's date filters take: PostgreSQL refuses year 0, and no order predates 2000. */
export const FIRST_SHOP_DATE = '2000-01-01';
export const LAST_SHOP_DATE = '2100-12-31';

const OUT_OF_RANGE = `Enter a date between ${FIRST_SHOP_DATE} and ${LAST_SHOP_DATE}`;

/** A real calendar day written YYYY-MM-DD (no 2023-02-30), between FIRST_SHOP_DATE and LAST_SHOP_DATE. */
export const shopDate = (message = 'Enter a valid date') => z.iso.date({ error: message }).refine((d) => d >= FIRST_SHOP_DATE && d <= LAST_SHOP_DATE, OUT_OF_RANGE);

/** A moment in ISO 8601 with its offset, on one of the days shopDate allows as India counts days. */
export const shopMoment = (message = 'Enter a valid date') =>
  z.iso.datetime({ offset: true, error: message }).refine((m) => {
    const at = Date.parse(m);
    return at >= Date.parse(`${FIRST_SHOP_DATE}T00:00:00+05:30`) && at <= Date.parse(`${LAST_SHOP_DATE}T23:59:59.999+05:30`);
  }, OUT_OF_RANGE);

/** How often an autoship delivers, in whole weeks (a subscription's, and a checkout line's `autoshipWeeks`). */
export const frequencyWeeks = z
  .number({ error: 'Choose how often, in weeks' })
  .int('Choose whole weeks')
  .min(AUTOSHIP_MIN_WEEKS, `Choose every ${AUTOSHIP_MIN_WEEKS} weeks or more`)
  .max(AUTOSHIP_MAX_WEEKS, `Choose every ${AUTOSHIP_MAX_WEEKS} weeks or fewer`);
