import type { PaymentSession } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries } from '../../../lib/query';
import { customerKey } from '../../../stores/session-store';

/** POST /orders/:id/pay: a new payment session for an order that awaits payment (pending or failed). */
export const resumePayment = (id: number) => apiRequest<PaymentSession>(`/orders/${id}/pay`, { method: 'POST', asCustomer: true }).then((r) => r.data);

/** Re-reads the customer's order list and details on screen (after a payment attempt). */
export const refreshOrders = (cusID: number) => invalidateQueries(customerKey(cusID, 'order'));
