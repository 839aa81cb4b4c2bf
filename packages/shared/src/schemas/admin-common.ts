import { z } from 'zod';
import { MSG } from '../messages.js';
import { ADMIN_ROLES } from '../rules/admin-roles.js';
import { email, shopDate } from './fields.js';

/** What every admin screen shares: login, the signed-in admin, paging and the form field kinds. */

export const adminLoginInput = z.object({
  email: email(MSG.emailRequired, MSG.emailInvalid),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, MSG.tooLong),
});
export type AdminLoginInput = z.infer<typeof adminLoginInput>;

export const adminUser = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: z.enum(ADMIN_ROLES) });
export type AdminUser = z.infer<typeof adminUser>;

export const ADMIN_PAGE_SIZE = 20;

/** Tables page and search on the server; the page, page size and search live in the URL. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  q: z.string().trim().max(100, MSG.tooLong).default(''),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** One record's history on its page (its stock, its admin changes): newest first, paged, no search. */
export const recordHistoryQuery = pageQuery.omit({ q: true });
export type RecordHistoryQuery = z.infer<typeof recordHistoryQuery>;

const shopDay = shopDate().optional();

/**
 * India days `from`–`to`, either may be left out, for a list's filters (the orders list, the audit log's
 * search): `pageQuery.extend({ ...filters, ...dayRange }).refine(...endNotBeforeStart)`.
 */
export const dayRange = { from: shopDay, to: shopDay };
export const endNotBeforeStart: [(q: { from?: string | undefined; to?: string | undefined }) => boolean, { path: string[]; message: string }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { path: ['to'], message: 'The end date must not be before the start date' },
];

export const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const idParams = z.object({
  id: z.coerce.number({ error: 'Not found' }).int('Not found').positive('Not found').max(2_147_483_647, 'Not found'),
});

/**
 * A yes/no that arrives as a JSON boolean or, from a multipart form, as the text "true"/"false".
 * (z.coerce.boolean would read the text "false" as true.)
 */
export const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')
    .default(fallback);

/** Display order: a small whole number (a multipart form's text is read into one, http/multipart.ts). */
export const position = () => z.number({ error: 'Enter a whole number' }).int('Enter a whole number').min(0, 'Use 0 or more').max(10_000, 'Use 10000 or less').default(0);

/** Money inside the admin API is integer paise; forms take rupees and convert with rupeesToPaise. */
export const paise = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of paise`)
    .min(1, `${label} must be more than ₹0`)
    .max(1_000_000_00, `${label} must be at most ₹10,00,000`);

/** An optional https link (social profiles); empty means none. */
export const optionalHttpsUrl = () =>
  z
    .string()
    .trim()
    .max(300, MSG.tooLong)
    .refine((v) => v === '' || isHttpsUrl(v), 'Enter a full link starting with https://')
    .default('');

const HTTPS_URL = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d{1,5})?([/?#][^\s"'<>]*)?$/i;

export function isHttpsUrl(value: string): boolean {
  return HTTPS_URL.test(value);
}
