import type { AdminOrderDetail, AdminOrderQuery, AdminOrderRow, OrderStatusInput, Paged, RefundInput } from '@canino/shared';
import { buildUrl } from '../../../../lib/api-client';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export type OrderListParams = Partial<AdminOrderQuery>;

export const useOrders = (q: OrderListParams) => useQuery(adminKey('orders', q), () => adminGet<Paged<AdminOrderRow>>('/orders', q));

export const useOrder = (id: number) => useQuery(adminKey('orders', { id }), () => adminGet<AdminOrderDetail>(`/orders/${id}`));

/** The CSV of the orders the list shows (same filters, every page); the browser downloads it. */
export const ordersCsvUrl = ({ status, show, from, to, q }: OrderListParams) => buildUrl('/admin/orders/export.csv', { status, show, from, to, q });

export async function changeOrderStatus(id: number, input: Partial<OrderStatusInput> & Pick<OrderStatusInput, 'status'>) {
  const res = await adminRequest<AdminOrderDetail>(`/orders/${id}/status`, { method: 'POST', body: input });
  refreshAfterWrite('orders');
  return res;
}

/** A refund through the payment provider; the same `idempotencyKey` on a retry makes no second refund. */
export async function refundOrder(id: number, input: Partial<RefundInput> & Pick<RefundInput, 'idempotencyKey' | 'amountPaise'>) {
  try {
    return await adminRequest<AdminOrderDetail>(`/orders/${id}/refunds`, { method: 'POST', body: input });
  } finally {
    // Also after a failure: a refund whose answer was lost is on the order as pending.
    refreshAfterWrite('orders');
  }
}

/** "Try again" on a failed refund (one retry each: a repeat answers with the same one), or on one the provider never answered. */
export async function retryRefund(id: number, refundId: number) {
  try {
    return await adminRequest<AdminOrderDetail>(`/orders/${id}/refunds/${refundId}/retry`, { method: 'POST' });
  } finally {
    // Also after a refusal: the retry is on the order, failed.
    refreshAfterWrite('orders');
  }
}

/** The courier's cash for a COD order reached the shop: the order becomes paid and delivered, and is invoiced. */
export async function markCodCollected(id: number, note = '') {
  const res = await adminRequest<AdminOrderDetail>(`/orders/${id}/cod-collected`, { method: 'POST', body: { note } });
  refreshAfterWrite('orders');
  return res;
}
