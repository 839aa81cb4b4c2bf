import { z } from 'zod';
import { MSG } from '../messages.js';
import { email, id, mobile, optionalText, password, requiredText } from './fields.js';

/** The user record the spec keeps under `canino_user`. */
export const userRecord = z.object({
  cusID: z.number().int(),
  cusName: z.string(),
  cusMobile: z.string(),
  cusEmail: z.string(),
  pet_name: z.string(),
  breed: z.string(),
  age: z.string(),
  weight: z.string(),
  petImg: z.string().nullable(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const loginInput = z.object({
  mobile: mobile(),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, MSG.tooLong),
  /**
   * The version of the terms the customer ticked the box for on this login. Needed only when the terms
   * changed since the account last agreed; a login without it is then refused with a field error on `agree`.
   */
  terms_version: z.number({ error: 'The terms version must be a number' }).int().min(1).max(1_000_000).optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

const petFields = {
  pet_name: requiredText(MSG.petNameRequired, 60),
  breed: requiredText(MSG.breedRequired, 60),
  age: requiredText(MSG.ageRequired, 20),
  weight: requiredText(MSG.weightRequired, 20),
  needs: optionalText(500),
};

/** auth_register, as sent (multipart; the pet image travels beside these fields as `file`). */
export const registerInput = z.object({
  ...petFields,
  owner_name: requiredText(MSG.ownerNameRequired, 80),
  owner_number: mobile(MSG.ownerNumberRequired),
  email: email(MSG.emailRequired, MSG.emailInvalid),
  password: password(),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** profile_update: mobile and email are read-only on the form; the server keeps the stored ones. */
export const profileUpdateInput = z.object({
  cusID: id('A valid customer id is required'),
  ...petFields,
  owner_name: requiredText(MSG.ownerNameRequired, 80),
  owner_number: z.string().max(20).optional(),
  email: z.string().max(254).optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

export const forgotPasswordInput = z.object({
  email: email(MSG.resetEmailInvalid, MSG.resetEmailInvalid),
});

export const resetPasswordInput = z.object({
  token: requiredText('The reset link is incomplete', 200),
  password: password(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** Asks for a login code by SMS. */
export const otpSendInput = z.object({ mobile: mobile() });

/** Logs in with the code; `terms_version` as on the password login, when the terms changed since. */
export const otpVerifyInput = z.object({
  mobile: mobile(),
  code: requiredText('Enter the 6-digit code we sent', 20)
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => /^\d{6}$/.test(v), 'The code is the 6 digits in the SMS we sent'),
  terms_version: loginInput.shape.terms_version,
});
export type OtpVerifyInput = z.infer<typeof otpVerifyInput>;

/**
 * The answer to a right code: the spec's user record, logged in; or, for a number with no account yet,
 * `data: null` and `signup: true`, so the sign-up form can finish with the spec's fields and this number.
 */
export const otpVerifyAnswer = z.object({
  status: z.literal(1),
  message: z.string(),
  data: userRecord.nullable(),
  signup: z.boolean(),
});
export type OtpVerifyAnswer = z.infer<typeof otpVerifyAnswer>;
