import { formatINR, recoveryRate, roleCan, type AdminAbandonedCheckout, type RecoveryWeek } from '@canino/shared';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { useListParams } from '../../../components/use-list-params';
import { formatDate, formatDateTime, plural } from '../../../format';
import { useAdmin } from '../../../lib/session';
import { useAbandonedCheckouts } from '../api/abandoned-checkouts';
import { RecoveryCouponSection } from '../components/recovery-coupon-form';

const STATE_LABELS: Record<AdminAbandonedCheckout['state'], string> = {
  none: 'No email yet',
  first_sent: 'First email sent',
  second_sent: 'Second email sent',
  recovered: 'Recovered',
  stopped: 'Stopped',
};
const STOP_LABELS: Record<NonNullable<AdminAbandonedCheckout['stopReason']>, string> = {
  out_of_stock: 'out of stock',
  opted_out: 'the shopper opted out',
};

function stateOf(c: AdminAbandonedCheckout) {
  if (c.state === 'recovered' && c.orderId !== null) {
    return (
      <>
        Recovered: <Link to={`/admin/orders/${c.orderId}`}>order #{c.orderId}</Link>
      </>
    );
  }
  return c.state === 'stopped' && c.stopReason ? `Stopped: ${STOP_LABELS[c.stopReason]}` : STATE_LABELS[c.state];
}

const COLUMNS: Column<AdminAbandonedCheckout>[] = [
  {
    header: 'Shopper',
    cell: (c) => (
      <>
        <div className="adm-strong">{c.email}</div>
        <div className="adm-muted adm-small">{c.customerId === null ? 'Guest' : <Link to={`/admin/customers/${c.customerId}`}>Customer</Link>}</div>
      </>
    ),
  },
  { header: 'Cart', cell: (c) => `${plural(c.items, 'item')}, ${formatINR(c.valuePaise)}`, className: 'adm-nowrap' },
  { header: 'Recovery', cell: stateOf },
  { header: 'Left at checkout', cell: (c) => formatDateTime(c.startedAt), className: 'adm-nowrap wide-only' },
];

function WeeksTable({ weeks }: { weeks: RecoveryWeek[] }) {
  if (weeks.length === 0) return <p className="adm-muted">No checkout has been left yet.</p>;
  return (
    <div className="adm-table-card adm-table-scroll">
      <table className="adm-table adm-table--plain">
        <caption className="visually-hidden">Recovery by week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col" className="adm-num">
              Left
            </th>
            <th scope="col" className="adm-num">
              Recovered
            </th>
            <th scope="col" className="adm-num">
              Rate
            </th>
            <th scope="col" className="adm-num">
              Revenue recovered
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekOf}>
              <td data-label="Week of">{formatDate(`${w.weekOf}T00:00:00+05:30`)}</td>
              <td className="adm-num" data-label="Left">
                {w.abandoned.toLocaleString('en-IN')}
              </td>
              <td className="adm-num" data-label="Recovered">
                {w.recovered.toLocaleString('en-IN')}
              </td>
              <td className="adm-num" data-label="Rate">
                {recoveryRate(w)}
              </td>
              <td className="adm-num" data-label="Revenue recovered">
                {formatINR(w.recoveredPaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * "Checkouts left": carts taken to checkout with a contact and not ordered within the first email's
 * wait, what their emails did, and per week the share that came back as orders and what those were worth;
 * for the owner, the coupon the second email offers.
 */
export function AbandonedCheckoutsPage() {
  const list = useListParams();
  const query = useAbandonedCheckouts({ page: list.page });
  const admin = useAdmin();
  return (
    <>
      <PageHeader title="Checkouts left" />
      <Section title="Recovered by week">
        <p className="field__hint">Rate: orders placed after a recovery email, over checkouts left. The last 12 weeks, by the day the checkout was left.</p>
        {query.data ? <WeeksTable weeks={query.data.weeks} /> : null}
      </Section>
      {admin && roleCan(admin.role, 'settings') && <RecoveryCouponSection />}
      <Section title="Checkouts">
        <DataTable
          caption="Checkouts left without an order"
          columns={COLUMNS}
          query={query}
          rowKey={(c) => c.id}
          page={list.page}
          onPage={(page) => list.set({ page: String(page) })}
          empty="No checkout has been left without an order."
        />
      </Section>
    </>
  );
}
