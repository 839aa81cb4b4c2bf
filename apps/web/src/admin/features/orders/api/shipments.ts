import type { AdminShipment, CreateShipmentInput } from '@canino/shared';
import { buildUrl } from '../../../../lib/api-client';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

const shipmentKey = (orderId: number) => adminKey('orders', { id: orderId, shipment: true });

export const useShipment = (orderId: number) => useQuery(shipmentKey(orderId), () => adminGet<AdminShipment>(`/orders/${orderId}/shipment`), { staleMs: 15_000 });

export async function createShipment(orderId: number, input: CreateShipmentInput) {
  const res = await adminRequest<AdminShipment>(`/orders/${orderId}/shipment`, { method: 'POST', body: input });
  // The order is now shipped: its detail, the lists and the dashboard refetch.
  refreshAfterWrite('orders');
  return res;
}

/** PDFs the browser opens in a tab to print (the session cookie goes with them). */
export const labelUrl = (orderId: number) => buildUrl(`/admin/orders/${orderId}/shipment/label.pdf`);
export const packingSlipUrl = (orderId: number) => buildUrl(`/admin/orders/${orderId}/packing-slip.pdf`);
