import { statusesLeftBy } from '@canino/shared';
import type { AppContext } from '../../context';
import { expireUnpaidOrders as expireInDb } from '../../repositories/orders';
import { unpaidCutoff } from './order-expiry';

/** Orders expired per statement, so one sweep never holds many row locks at once. */
const BATCH = 500;

/**
 * The sweep: writes `expired` on orders left unpaid past PENDING_ORDER_TTL_HOURS (a dismissed or
 * failed payment never retried), batch by batch. Reads already treat such orders as expired
 * (order-expiry.ts); this makes the status column say so for reports, exports and SQL. Returns how
 * many it expired.
 */
export async function expireUnpaidOrders(ctx: Pick<AppContext, 'db' | 'config' | 'now' | 'log'>): Promise<number> {
  const cutoff = unpaidCutoff(ctx);
  const hours = ctx.config.pendingOrderTtlMs / 3_600_000;
  const note = `Not paid within ${Number.isInteger(hours) ? hours : hours.toFixed(2)} h: expired, it can no longer be paid`;
  let total = 0;
  for (;;) {
    const ids = await expireInDb(ctx.db, { from: statusesLeftBy('expire'), cutoff, actor: 'system', note, limit: BATCH });
    total += ids.length;
    if (ids.length < BATCH) break;
  }
  if (total) ctx.log.info({ expired: total }, 'expired unpaid orders');
  return total;
}
