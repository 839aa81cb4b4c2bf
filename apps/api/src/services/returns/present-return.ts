import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type AdminReturn, type CustomerReturn, type ReturnStatus } from '@canino/shared';
import type { ReturnWithLine } from '../../repositories/returns';

/** The steps a return went through, each with its time; approved or declined shares the decision's time. */
function stepsOf(r: ReturnWithLine): CustomerReturn['steps'] {
  const decided: ReturnStatus | null = r.status === 'declined' ? 'declined' : r.decidedAt ? 'approved' : null;
  const steps: [ReturnStatus | null, Date | null][] = [
    ['requested', r.createdAt],
    [decided, r.decidedAt],
    ['pickup_booked', r.pickupBookedAt],
    ['received', r.receivedAt],
    ['refunded', r.refundedAt],
    ['replaced', r.replacedAt],
  ];
  return steps.flatMap(([status, at]) => (status && at ? [{ status, label: RETURN_STATUS_LABELS[status], at: at.toISOString() }] : []));
}

export function presentCustomerReturn(r: ReturnWithLine): CustomerReturn {
  return {
    id: r.id,
    lineId: r.lineId,
    productName: r.productName,
    quantity: r.quantity,
    reason: r.reason,
    reasonLabel: RETURN_REASON_LABELS[r.reason],
    details: r.details,
    photos: r.photos,
    status: r.status,
    statusLabel: RETURN_STATUS_LABELS[r.status],
    ownerMessage: r.ownerMessage,
    refundPaise: r.refundPaise,
    pickupAwb: r.pickupAwb,
    outcome: r.outcome,
    replacementOrderId: r.replacementOrderId,
    steps: stepsOf(r),
  };
}

export function presentAdminReturn(r: ReturnWithLine): AdminReturn {
  return { ...presentCustomerReturn(r), orderId: r.orderId, customerEmail: r.customerEmail, pickupCourier: r.pickupCourier, createdAt: r.createdAt.toISOString() };
}
