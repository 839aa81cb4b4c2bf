import { z } from 'zod';
import { MSG } from '../messages.js';
import { CONSENT_PURPOSE_KEYS, CONSENT_SOURCES } from '../rules/consents.js';

/** The account's privacy choices: the optional emails agreed to, and a pending request to delete the account. */

export const consentPurpose = z.enum(CONSENT_PURPOSE_KEYS, { error: 'Choose one of the emails we offer' });

/** PUT /account/consents: one box ticked or unticked on the account page. */
export const consentChoice = z.object({ purpose: consentPurpose, granted: z.boolean({ error: 'Say yes or no' }) });

export const consentState = z.object({
  purpose: consentPurpose,
  granted: z.boolean(),
  /** When and where the customer last chose; null when they never did (and so have not agreed). */
  changedAt: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
});
export type AccountConsent = z.infer<typeof consentState>;

export const pendingErasure = z.object({ requestedAt: z.string(), dueAt: z.string() });

/** GET /account/privacy. */
export const accountPrivacy = z.object({ consents: z.array(consentState), erasure: pendingErasure.nullable() });
export type AccountPrivacy = z.infer<typeof accountPrivacy>;

/** POST /account/erase: the account's password, asked again so a borrowed, logged-in phone cannot delete it. */
export const erasureInput = z.object({ password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, MSG.tooLong) });

/** The random token of an emailed link (base64url): anything else is a link cut short or altered. */
export const linkToken = z.object({
  token: z
    .string({ error: 'This link is incomplete' })
    .trim()
    .min(16, 'This link is incomplete')
    .max(100, 'This link is incomplete')
    .regex(/^[A-Za-z0-9_-]+$/, 'This link is incomplete'),
});

/** The owner's list of accounts waiting to be deleted. */
export const adminErasureRequest = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  requestedAt: z.string(),
  dueAt: z.string(),
  /** Orders still on their way: the erasure waits for them (their delivery needs the address). */
  ordersInProgress: z.number().int(),
});
export type AdminErasureRequest = z.infer<typeof adminErasureRequest>;
