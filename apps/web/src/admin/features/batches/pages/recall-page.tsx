import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BATCH_NO_MAX_LENGTH, ORDER_STATUS_LABELS, type RecallResult } from '@canino/shared';
import { Button } from '../../../../components/button';
import { TextArea, TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useSubmit } from '../../../components/use-submit';
import { formatDate, plural } from '../../../format';
import { emailRecall, useRecall } from '../api/batches';
import './recall.css';

/**
 * "Batch recall": every order that took packs of one batch number, with whom to reach, for a maker's
 * recall. The number is matched exactly, in every size.
 */
export function RecallPage() {
  // The batch searched lives in the address (?batch=CN-2411), so a reload or a shared link shows it again.
  const list = useListParams(['batch']);
  const searched = list.values.batch.trim();
  const batchNo = searched && searched.length <= BATCH_NO_MAX_LENGTH ? searched : null;
  const [typed, setTyped] = useState(searched);
  const [error, setError] = useState<string | undefined>();
  const query = useRecall(batchNo);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = typed.trim();
    if (text === '' || text.length > BATCH_NO_MAX_LENGTH) {
      setError(text === '' ? 'Enter the batch number to look for' : `A batch number is at most ${BATCH_NO_MAX_LENGTH} characters`);
      return;
    }
    setError(undefined);
    list.set({ batch: text });
  };

  return (
    <>
      <PageHeader title="Batch recall">
        <p className="adm-muted">Every order that received packs of a batch, and how to reach its customer.</p>
      </PageHeader>
      <form className="adm-toolbar" onSubmit={submit} noValidate aria-label="Find a batch">
        <TextInput label="Batch number" autoCapitalize="characters" hint="Exactly as printed on the pack" value={typed} error={error} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit">Find orders</Button>
      </form>
      {batchNo !== null && (
        <QueryView query={query} errorTitle="We could not search the orders">
          {(found) => (
            <>
              <p role="status">
                Batch {found.batchNo}: {plural(found.lines.length, 'order line')}, {plural(found.customers, 'customer')}.
              </p>
              <RecallEmail found={found} />
              {found.lines.length > 0 && (
                <div className="adm-table-card adm-table-scroll">
                  <table className="adm-table">
                    <caption className="visually-hidden">Orders that took packs of batch {found.batchNo}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Order</th>
                        <th scope="col">Customer</th>
                        <th scope="col">Product and size</th>
                        <th scope="col" className="adm-num">
                          Packs
                        </th>
                        <th scope="col">Status</th>
                      </tr>
                    </thead>
                    <tbody>
                      {found.lines.map((l, i) => (
                        // Rows come without line ids; the position keeps two lines of one order apart.
                        <tr key={`${l.orderId}-${i}`}>
                          <td data-label="Order">
                            <Link to={`/admin/orders/${l.orderId}`}>#{l.orderId}</Link>
                            <div className="adm-muted adm-small">{formatDate(l.placedAt)}</div>
                          </td>
                          <td data-label="Customer">
                            {l.customerName}
                            <div className="adm-muted adm-small">
                              {l.email} · {l.mobile}
                            </div>
                          </td>
                          <td data-label="Product and size">
                            {l.productName}
                            {l.sizeLabel && <div className="adm-muted adm-small">{l.sizeLabel}</div>}
                          </td>
                          <td className="adm-num" data-label="Packs">
                            {l.quantity}
                            {l.returned > 0 && <div className="adm-muted adm-small">{l.returned} came back</div>}
                          </td>
                          <td data-label="Status">
                            {ORDER_STATUS_LABELS[l.status]}
                            {l.emailedAt && <div className="adm-muted adm-small">Recall emailed {formatDate(l.emailedAt)}</div>}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )}
        </QueryView>
      )}
    </>
  );
}

/**
 * "Email these customers": one email per order still holding packs of the batch and not told before,
 * with the owner's own words added. Asked before sending, since an email cannot be taken back; once every
 * such order is told, the page says so instead.
 */
function RecallEmail({ found }: { found: RecallResult }) {
  const [message, setMessage] = useState('');
  const { send, errors } = useSubmit();
  const holding = new Set(found.lines.filter((l) => l.quantity > l.returned).map((l) => l.orderId));
  const waiting = new Set(found.lines.filter((l) => holding.has(l.orderId) && l.emailedAt === null).map((l) => l.orderId)).size;
  if (holding.size === 0) return null;
  if (waiting === 0) return <p className="adm-muted">Every order still holding packs of batch {found.batchNo} has been emailed about the recall.</p>;
  const orders = plural(waiting, 'order');
  return (
    <section className="adm-recall-email" aria-label="Email the customers">
      <TextArea
        label="Your message (optional)"
        hint="Added to each email, after what to do with the packs"
        rows={3}
        maxLength={1000}
        value={message}
        error={errors.message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <ConfirmDialog
        title={`Email ${orders} about batch ${found.batchNo}?`}
        confirmLabel={`Email ${orders}`}
        onConfirm={async () => {
          if (await send(() => emailRecall({ batchNo: found.batchNo, ...(message.trim() ? { message } : {}) }))) setMessage('');
        }}
        trigger={(open) => <Button onClick={open}>Email {orders}</Button>}
      >
        <p>
          Each order still holding packs of batch {found.batchNo} and not emailed before gets one email: its packs, to stop using them and keep them, that you will contact them
          about a refund or replacement, and your message. An email cannot be taken back.
        </p>
      </ConfirmDialog>
    </section>
  );
}
