import type { OrderRow } from '../../repositories/orders';

/**
 * Where an email sends its reader to see the order: a guest, who has no account to log in to, to the
 * order's own tracking page; a customer to My Orders.
 */
export function orderPageUrl(publicUrl: string, order: Pick<OrderRow, 'customerId' | 'trackingToken'>): string {
  return order.customerId === null && order.trackingToken ? `${publicUrl}/track/${order.trackingToken}` : `${publicUrl}/orders`;
}
