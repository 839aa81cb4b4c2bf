import { effectiveOrderStatus, paymentDeadline } from '@canino/shared';
import type { AppContext } from '../../context';
import type { OrderRow } from '../../repositories/orders';

/**
 * The order as it stands now: one still awaiting payment past PENDING_ORDER_TTL_HOURS reads as
 * `expired` even before the sweep (expire-unpaid-orders.ts) has written it, so what customers and the
 * owner see never depends on when the sweep last ran.
 */
export function asOfNow<T extends Pick<OrderRow, 'status' | 'createdAt'>>(ctx: Pick<AppContext, 'config' | 'now'>, order: T): T {
  const status = effectiveOrderStatus(order, ctx.now(), ctx.config.pendingOrderTtlMs);
  return status === order.status ? order : { ...order, status };
}

/** Orders created before this moment can no longer be paid. */
export const unpaidCutoff = (ctx: Pick<AppContext, 'config' | 'now'>): Date => new Date(ctx.now().getTime() - ctx.config.pendingOrderTtlMs);

export const payBy = (ctx: Pick<AppContext, 'config'>, order: Pick<OrderRow, 'createdAt'>): Date => paymentDeadline(order.createdAt, ctx.config.pendingOrderTtlMs);
