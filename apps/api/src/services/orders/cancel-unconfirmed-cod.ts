import type { AppContext } from '../../context';
import { listUnconfirmedCodOrders } from '../../repositories/cod-orders';
import { settleCodOrder } from './answer-cod-order';

/** Orders read per round, so one sweep never reads a long list at once. */
const BATCH = 100;

/**
 * The sweep (decision 063): cancels cash-on-delivery orders left unconfirmed past COD_CONFIRM_HOURS, each
 * in its own transaction under its lock, returning their stock and telling the shopper. An order the
 * shopper confirmed meanwhile is left alone. Returns how many it cancelled.
 */
export async function cancelUnconfirmedCodOrders(ctx: AppContext): Promise<number> {
  const { withinMs } = ctx.config.codConfirmation;
  const cutoff = new Date(ctx.now().getTime() - withinMs);
  const hours = withinMs / 3_600_000;
  const note = `Not confirmed within ${Number.isInteger(hours) ? hours : hours.toFixed(2)} h: cancelled`;
  let total = 0;
  for (;;) {
    const ids = await listUnconfirmedCodOrders(ctx.db, cutoff, BATCH);
    for (const id of ids) if ((await settleCodOrder(ctx, id, 'expire', { actor: 'system', note })).moved) total++;
    if (ids.length < BATCH) break;
  }
  if (total) ctx.log.info({ cancelled: total }, 'cancelled unconfirmed cash-on-delivery orders');
  return total;
}
