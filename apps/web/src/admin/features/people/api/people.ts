import type { AdminCustomerDetail, AdminCustomerRow, AdminErasureRequest, AdminMessage, AdminMessageQuery, Paged, PageQuery } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useCustomers = (q: Partial<PageQuery>) => useQuery(adminKey('customers', q), () => adminGet<Paged<AdminCustomerRow>>('/customers', q));

export const useErasureRequests = () => useQuery(adminKey('erasure-requests'), () => adminGet<AdminErasureRequest[]>('/customers/erasure-requests'));

export const useCustomer = (id: number) => useQuery(adminKey('customers', { id }), () => adminGet<AdminCustomerDetail>(`/customers/${id}`));

export const useMessages = (q: Partial<AdminMessageQuery>) => useQuery(adminKey('messages', q), () => adminGet<Paged<AdminMessage>>('/messages', q));

export async function markMessageHandled(id: number, handled: boolean) {
  const res = await adminRequest<AdminMessage>(`/messages/${id}/handled`, { method: 'PUT', body: { handled } });
  refreshAfterWrite('messages');
  return res;
}
