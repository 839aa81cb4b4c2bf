import type { AdminReturn } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

/** The returns queue (open ones, oldest first), or every return of one order. */
export const useReturns = (q: { state: 'open' | 'all'; orderId?: number }) => useQuery(adminKey('returns', q), () => adminGet<AdminReturn[]>('/returns', q));

/**
 * Approve (a pickup is booked) or decline, with the message the shopper reads; or Received, which refunds
 * or sends the replacement asked for; or Refund instead, when a replacement cannot be sent.
 */
export async function stepReturn(id: number, step: 'approve' | 'decline' | 'received' | 'refund instead', message?: string) {
  const path = step === 'refund instead' ? 'received' : step;
  const body = step === 'received' || step === 'refund instead' ? { refundInstead: step === 'refund instead' } : { message };
  try {
    return await adminRequest<AdminReturn>(`/returns/${id}/${path}`, { method: 'POST', body });
  } finally {
    // Also after a refusal: the return may have moved (approved, its pickup not booked), and Received refunds the order.
    refreshAfterWrite('returns');
    refreshAfterWrite('orders');
  }
}
