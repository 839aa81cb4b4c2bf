import type { UserRecord } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findCustomerById } from '../../repositories/customers';
import { presentUser } from './present-user';

/** The signed-in customer's own record; an account deleted since the session began is a 404. */
export async function readCurrentUser(ctx: Pick<AppContext, 'db'>, customerId: number): Promise<UserRecord> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) throw notFound('Your account was not found');
  return presentUser(customer);
}
