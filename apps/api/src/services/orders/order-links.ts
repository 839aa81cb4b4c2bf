import type { OrderRow } from '../../repositories/orders';
import { trackingPageUrl } from '../shipping/present-shipment';

/**
 * Where an email sends its reader to see the order: a guest, who has no account to log in to, to the
 * order's own tracking page (its token in the fragment, so no server log holds it); a customer to My Orders.
 */
export function orderPageUrl(publicUrl: string, order: Pick<OrderRow, 'customerId' | 'trackingToken'>): string {
  return order.customerId === null && order.trackingToken ? trackingPageUrl({ publicUrl }, { trackingToken: order.trackingToken }) : `${publicUrl}/orders`;
}
