import { z } from 'zod';
import { MSG } from '../messages.js';
import { otpVerifyInput } from './auth.js';
import { email, mobile, password, requiredText } from './fields.js';

/**
 * The storefront's forms. They differ from the API inputs where the spec's form carries fields the
 * server never sees (agree, confirmPassword) or names them differently (petName vs pet_name).
 */

export const agree = z.boolean().refine((v) => v, MSG.agreeRequired);

/** The login form: mobile and password. */
export const loginForm = z.object({
  mobile: mobile(),
  password: z.string().min(1, MSG.passwordRequired),
});

/**
 * The login form while it shows the spec's agreement box: only when the terms changed since the account
 * last agreed to them (the server says so on the first try).
 */
export const loginFormWithTerms = loginForm.extend({ agree });
export type LoginForm = z.infer<typeof loginFormWithTerms>;

/** Logging in with a code by SMS: first the number, then the code (and the agreement box when the terms changed). */
export const otpMobileForm = z.object({ mobile: mobile() });
export const otpCodeForm = z.object({ code: otpVerifyInput.shape.code, agree: z.boolean() });
export const otpCodeFormWithTerms = otpCodeForm.extend({ agree });
export type OtpCodeForm = z.infer<typeof otpCodeForm>;

/** The pet's details and the owner's name: the same rules on sign-up and Edit Profile. */
const petAndOwner = {
  petName: requiredText(MSG.petNameRequired, 60),
  breed: requiredText(MSG.breedRequired, 60),
  age: requiredText(MSG.ageRequired, 20),
  weight: requiredText(MSG.weightRequired, 20),
  ownerName: requiredText(MSG.ownerNameRequired, 80),
};

export const signUpForm = z
  .object({
    ...petAndOwner,
    ownerNumber: mobile(MSG.ownerNumberRequired),
    email: email(MSG.emailRequired, MSG.emailInvalid),
    password: password(),
    confirmPassword: z.string().min(1, MSG.confirmPasswordRequired),
    agree,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordMismatch });
export type SignUpForm = z.infer<typeof signUpForm>;

export const profileForm = z.object({
  ...petAndOwner,
  ownerNumber: requiredText(MSG.ownerNumberRequired, 20),
  email: email(MSG.emailRequired, MSG.emailInvalid),
});
export type ProfileForm = z.infer<typeof profileForm>;

export const resetRequestForm = z.object({ email: email(MSG.resetEmailInvalid, MSG.resetEmailInvalid) });

export const newPasswordForm = z
  .object({ password: password(), confirmPassword: z.string().min(1, MSG.confirmPasswordRequired) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordMismatch });

export const couponForm = z.object({ code: requiredText(MSG.couponRequired, 40) });
