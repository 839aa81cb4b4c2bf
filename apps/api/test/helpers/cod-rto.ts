import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../src/context';
import { orderEvents, shipments, type OrderStatus } from '../../src/db/schema';
import { insertOrder } from './factories';

const DAY = 86_400_000;

/**
 * A COD order to `pincode` placed `daysAgo` before `now` with its parcel: delivered, come back
 * (`rtoAt`, three days after placing unless given), or still on its way.
 */
export async function insertCodOrder(
  ctx: Pick<AppContext, 'db'>,
  o: { pincode: string; outcome: 'delivered' | 'returned' | 'on its way'; daysAgo?: number; now?: Date; rtoAt?: Date; shippingPaise?: number; status?: OrderStatus },
) {
  const createdAt = new Date((o.now ?? new Date()).getTime() - (o.daysAgo ?? 10) * DAY);
  const status = o.status ?? (o.outcome === 'delivered' ? 'delivered' : o.outcome === 'returned' ? 'cancelled' : 'shipped');
  const { order } = await insertOrder(ctx, { status, codFeePaise: 4900, pincode: o.pincode, createdAt, shippingPaise: o.shippingPaise });
  await ctx.db.insert(shipments).values({
    orderId: order.id,
    provider: 'simulated',
    awb: `SIM${randomUUID().slice(0, 11)}`,
    trackingToken: randomUUID(),
    stage: o.outcome === 'delivered' ? 'delivered' : 'out_for_delivery',
    rtoAt: o.outcome === 'returned' ? (o.rtoAt ?? new Date(createdAt.getTime() + 3 * DAY)) : null,
  });
  return order;
}

/** The order's status history as the shop writes it: placed awaiting confirmation, then the shopper's answer. */
export async function askedToConfirm(ctx: Pick<AppContext, 'db'>, orderId: number, answer: 'cod_confirmed' | 'cancelled' | null) {
  await ctx.db.insert(orderEvents).values({ orderId, fromStatus: null, toStatus: 'cod_awaiting_confirmation', actor: 'customer' });
  if (answer) await ctx.db.insert(orderEvents).values({ orderId, fromStatus: 'cod_awaiting_confirmation', toStatus: answer, actor: 'customer' });
}
