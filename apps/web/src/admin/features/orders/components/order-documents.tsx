import { formatINR, type AdminOrderDetail } from '@canino/shared';

/** The order's tax invoice and the credit note of each refund, as PDFs. */
export function OrderDocuments({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      {order.invoiceNumber && (
        <p className="adm-small">
          Tax invoice{' '}
          <a href={`/admin/api/admin/orders/${order.id}/invoice.pdf`} target="_blank" rel="noreferrer">
            {order.invoiceNumber} (PDF)
          </a>
        </p>
      )}
      {order.refunds.map(
        (r) =>
          r.creditNote && (
            <p key={r.creditNote.id} className="adm-small">
              Credit note{' '}
              <a href={`/admin/api/admin/orders/${order.id}/credit-notes/${r.creditNote.id}.pdf`} target="_blank" rel="noreferrer">
                {r.creditNote.number} (PDF)
              </a>{' '}
              for the refund of {formatINR(r.amountPaise)}
            </p>
          ),
      )}
    </>
  );
}
