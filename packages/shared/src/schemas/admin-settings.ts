import { z } from 'zod';
import { MSG } from '../messages.js';
import { optionalHttpsUrl } from './admin-common.js';
import { email, requiredText, wholeNumber } from './fields.js';
import { grievanceOfficerInput, policyTermsInput } from './seller.js';

/**
 * The contact page frames this URL, and the shop's Content-Security-Policy lets only Google Maps be
 * framed, so only an https Google Maps embed link (…/maps/embed?… or …/maps?…&output=embed) is useful.
 */
const MAP_EMBED = /^https:\/\/(www\.|maps\.)?google\.com\/maps(\/embed([/?]|$)|[/?][^#]*[?&]output=embed(&|#|$))/;

export function isMapEmbedUrl(value: string): boolean {
  return MAP_EMBED.test(value) && !/[\s"'<>]/.test(value);
}

/** Google's "Embed a map" gives a whole <iframe> tag; the owner may paste that, and its src is kept. */
export function mapUrlFromPaste(value: string): string {
  const src = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(value)?.[1];
  return (src ?? value).replace(/&amp;/g, '&').trim();
}

export const MAP_URL_MESSAGE = 'Paste the https embed link from Google Maps (Share → Embed a map)';

export const settingsInput = z.object({
  name: requiredText('Shop name is required', 80),
  phone: requiredText(MSG.phoneRequired, 30).refine((v) => /^\+?[\d][\d\s-]{6,}$/.test(v), 'Enter a valid phone number'),
  email: email(MSG.emailRequired, MSG.emailInvalid),
  address: requiredText(MSG.addressRequired, 300),
  social: z.object({
    facebook: optionalHttpsUrl(),
    instagram: optionalHttpsUrl(),
    youtube: optionalHttpsUrl(),
    twitter: optionalHttpsUrl(),
  }),
  mapEmbedUrl: z
    .string()
    .max(2000, MSG.tooLong)
    .transform(mapUrlFromPaste)
    .refine((v) => v === '' || isMapEmbedUrl(v), MAP_URL_MESSAGE)
    .default(''),
  grievanceOfficer: grievanceOfficerInput,
  policyTerms: policyTermsInput,
});
export type SettingsInput = z.infer<typeof settingsInput>;

/** How much of one order staff with the orders role may refund (decision 040); 0: only the owner refunds. */
export const refundLimit = z.object({
  staffLimitPaise: wholeNumber('Enter the limit in paise, 0 or more').min(0, 'Enter the limit in paise, 0 or more').max(100_000_000, 'The limit is at most ₹10,00,000'),
});
export type RefundLimit = z.infer<typeof refundLimit>;
