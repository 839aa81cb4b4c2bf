import { MSG, TERMS_VERSION, type LoginInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, conflict } from '../../errors';
import { findCustomerByMobile, recordTermsAgreement, replacePasswordHash } from '../../repositories/customers';
import { checkPassword, DUMMY_HASH } from '../passwords';
import { presentUser } from './present-user';
import { startSession } from './sessions';

const WRONG = 'The mobile number or password is incorrect';
const TERMS_CHANGED = 'Our Terms & Conditions have changed since you last agreed to them. Please read them and tick the box to log in.';

export async function login(ctx: AppContext, input: LoginInput) {
  const customer = await findCustomerByMobile(ctx.db, input.mobile);
  // Hash even when nobody matches, so the answer's timing does not tell which numbers have accounts.
  const stored = customer?.passwordHash ?? DUMMY_HASH;
  const valid = await checkPassword(input.password, stored, async (newHash) => customer && replacePasswordHash(ctx.db, customer.id, stored, newHash));
  if (!customer || !valid) throw new AppError('UNAUTHENTICATED', WRONG);
  // Asked only after the password, so the question tells a stranger nothing about the account.
  if ((customer.termsVersion ?? 0) < TERMS_VERSION) {
    if (input.terms_version !== TERMS_VERSION) throw conflict(TERMS_CHANGED, { agree: MSG.agreeRequired });
    await recordTermsAgreement(ctx.db, customer.id, TERMS_VERSION, ctx.now());
  }
  const session = await startSession(ctx, 'customer', customer.id);
  return { user: presentUser(customer), session };
}
