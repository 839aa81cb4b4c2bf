import type { AdminReturn } from '@canino/shared';
import type { AppContext } from '../../context';
import { listReturns } from '../../repositories/returns';
import { presentAdminReturn } from './present-return';

/** The owner's returns queue: open ones oldest first, or all of them (of one order, on its page). */
export async function listAdminReturns(ctx: AppContext, q: { state: 'open' | 'all'; orderId?: number }): Promise<AdminReturn[]> {
  return (await listReturns(ctx.db, { open: q.state === 'open', orderId: q.orderId })).map(presentAdminReturn);
}
