import type { LoginInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findCustomerByMobile, replacePasswordHash } from '../../repositories/customers';
import { checkPassword, DUMMY_HASH } from '../passwords';
import { presentUser } from './present-user';
import { startSession } from './sessions';

const WRONG = 'The mobile number or password is incorrect';

export async function login(ctx: AppContext, input: LoginInput) {
  const customer = await findCustomerByMobile(ctx.db, input.mobile);
  // Hash even when nobody matches, so the answer's timing does not tell which numbers have accounts.
  const stored = customer?.passwordHash ?? DUMMY_HASH;
  const valid = await checkPassword(input.password, stored, async (newHash) => customer && replacePasswordHash(ctx.db, customer.id, stored, newHash));
  if (!customer || !valid) throw new AppError('UNAUTHENTICATED', WRONG);
  const session = await startSession(ctx, 'customer', customer.id);
  return { user: presentUser(customer), session };
}
