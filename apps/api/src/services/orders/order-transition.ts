import { refuseTransition, type AdminOrderStatus, type OrderEvent, type OrderFacts } from '@canino/shared';
import { conflict } from '../../errors';

/**
 * Refuses, with a 409 that says why, a move the order's transitions (@canino/shared, decision 055) have
 * no row for or whose guard does not hold. Every path that changes an order's status asks here first;
 * `field` names the form field the message belongs to, where a form asked for the move.
 */
export function assertTransition(event: OrderEvent, from: AdminOrderStatus | null, to: AdminOrderStatus, facts?: OrderFacts, field?: string): void {
  const refusal = refuseTransition(event, from, to, facts);
  if (refusal) throw conflict(refusal, field ? { [field]: refusal } : undefined);
}
