import { REFUND_STATUS_LABELS, type AdminRefund, type CustomerRefund } from '@canino/shared';
import type { CreditNoteRow } from '../../repositories/credit-notes';
import type { PaymentRow } from '../../repositories/payments';
import type { RefundRow } from '../../repositories/refunds';

type NoteRef = Pick<CreditNoteRow, 'id' | 'number' | 'refundId'>;

/** The credit note a refund got, if it got one (processed, of an invoiced order). */
const creditNoteOf = (r: RefundRow, notes: NoteRef[]) => {
  const note = notes.find((n) => n.refundId === r.id);
  return note ? { id: note.id, number: note.number } : null;
};

export function presentAdminRefund(r: RefundRow, payments: Pick<PaymentRow, 'id' | 'providerPaymentId'>[], notes: NoteRef[]): AdminRefund {
  return {
    id: r.id,
    amountPaise: r.amountPaise,
    status: r.status,
    method: r.method,
    retryOf: r.retryOf,
    providerRefundId: r.providerRefundId,
    paymentId: payments.find((p) => p.id === r.paymentId)?.providerPaymentId ?? null,
    reason: r.reason,
    restocked: r.restocked,
    failureReason: r.failureReason,
    actor: r.actor,
    createdAt: r.createdAt.toISOString(),
    processedAt: r.processedAt?.toISOString() ?? null,
    creditNote: creditNoteOf(r, notes),
  };
}

/** The customer sees money that is coming or came back; a failed attempt reached nobody (the owner handles it). */
export function presentCustomerRefunds(rows: RefundRow[], notes: NoteRef[]): CustomerRefund[] {
  return rows
    .filter((r) => r.status !== 'failed')
    .map((r) => ({
      amountPaise: r.amountPaise,
      status: r.status,
      method: r.method,
      statusLabel: REFUND_STATUS_LABELS[r.status],
      createdAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
      creditNote: creditNoteOf(r, notes),
    }));
}

/** What is paid and neither refunded nor on its way back. */
export function refundablePaise(payments: Pick<PaymentRow, 'id' | 'status' | 'amountPaise'>[], refunds: RefundRow[]): number {
  const paid = payments.filter((p) => p.status === 'paid');
  const given = refunds.filter((r) => r.status !== 'failed' && paid.some((p) => p.id === r.paymentId)).reduce((n, r) => n + r.amountPaise, 0);
  return paid.reduce((n, p) => n + p.amountPaise, 0) - given;
}
