import { invalidateQueries } from '../../../lib/query';
import { customerKey } from '../../../stores/session-store';

/** Re-reads the customer's order list and details on screen (after a payment attempt). */
export const refreshOrders = (cusID: number) => invalidateQueries(customerKey(cusID, 'order'));
