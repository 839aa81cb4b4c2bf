import type { LoginInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findCustomerByMobile } from '../../repositories/customers';
import { DUMMY_HASH, verifyPassword } from '../passwords';
import { presentUser } from './present-user';
import { startSession } from './sessions';

const WRONG = 'The mobile number or password is incorrect';

export async function login(ctx: AppContext, input: LoginInput) {
  const customer = await findCustomerByMobile(ctx.db, input.mobile);
  // Hash even when nobody matches, so the answer's timing does not tell which numbers have accounts.
  const valid = await verifyPassword(input.password, customer?.passwordHash ?? DUMMY_HASH);
  if (!customer || !valid) throw new AppError('UNAUTHENTICATED', WRONG);
  const session = await startSession(ctx, 'customer', customer.id);
  return { user: presentUser(customer), session };
}
