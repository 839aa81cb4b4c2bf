import { FilterSelect } from '../../../components/filter-select';
import { formatINR, type AdminSubscriptionRow } from '@canino/shared';
import { Link } from 'react-router';
import { AutoshipFigures } from '../../../components/autoship-figures';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useAutoshipFigures, useSubscriptions } from '../api/subscriptions';
import { cyclePaise, itemsText, shopDay, SubscriptionStatus } from '../components/subscription-status';

const STATUSES = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'payment_failed', label: 'Payment failed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

const COLUMNS: Column<AdminSubscriptionRow>[] = [
  {
    header: 'Autoship',
    cell: (s) => (
      <Link to={`/admin/autoship/${s.id}`} className="adm-strong-link">
        #{s.id}
      </Link>
    ),
  },
  {
    header: 'Customer',
    cell: (s) => (
      <>
        <div>{s.customerName}</div>
        <div className="adm-muted adm-small">{s.customerEmail}</div>
      </>
    ),
  },
  { header: 'Items', cell: itemsText, className: 'wide-only' },
  { header: 'Next order', cell: (s) => (s.status === 'cancelled' ? '—' : shopDay(s.nextOrderDate)), className: 'adm-nowrap' },
  { header: 'Amount', cell: (s) => formatINR(cyclePaise(s)), className: 'adm-num' },
  { header: 'Status', cell: (s) => <SubscriptionStatus sub={s} /> },
];

/** The owner's Autoship: its figures, then every subscription, filtered by status. */
export function SubscriptionsPage() {
  const list = useListParams(['status'] as const);
  const status = list.values.status as AdminSubscriptionRow['status'] | 'payment_failed' | '';
  const query = useSubscriptions({ page: list.page, status: status || 'all' });
  const figures = useAutoshipFigures();
  return (
    <>
      <PageHeader title="Autoship" />
      {figures.data && <AutoshipFigures figures={figures.data} />}
      <div className="adm-toolbar">
        <FilterSelect label="Status" value={status} options={STATUSES} onChange={(v) => list.set({ status: v })} />
      </div>
      <DataTable
        caption="Subscriptions"
        columns={COLUMNS}
        query={query}
        rowKey={(s) => s.id}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty={status ? 'No subscriptions with this status.' : 'No customer has subscribed yet.'}
      />
    </>
  );
}
