import { Link } from 'react-router';
import { ADMIN_ORDER_STATUSES, ORDER_STATUS_LABELS, formatINR, type AdminOrderRow, type AdminOrderStatus } from '@canino/shared';
import { ordersCsvUrl, useOrders } from '../api/orders';
import { AdminIcon } from '../../../components/admin-icons';
import { DataTable, type Column } from '../../../components/data-table';
import { DayRangeFilter } from '../../../components/day-range-filter';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { StatusBadge } from '../../../components/status-badge';
import { useListParams } from '../../../components/use-list-params';
import { formatDateTime } from '../../../format';

const COLUMNS: Column<AdminOrderRow>[] = [
  {
    header: 'Order',
    cell: (o) => (
      <Link to={`/admin/orders/${o.id}`} className="adm-strong-link">
        #{o.id}
      </Link>
    ),
  },
  { header: 'Date', cell: (o) => formatDateTime(o.createdAt), className: 'adm-nowrap' },
  {
    header: 'Customer',
    cell: (o) => (
      <>
        <div>{o.customerName}</div>
        <div className="adm-muted adm-small">{o.email}</div>
      </>
    ),
  },
  { header: 'Items', cell: (o) => o.itemCount, className: 'adm-num wide-only' },
  { header: 'Total', cell: (o) => formatINR(o.totalPaise), className: 'adm-num' },
  { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
];

const ABANDONED = 'abandoned';

export function OrdersPage() {
  const list = useListParams(['status', 'from', 'to'] as const);
  const { status, from, to } = list.values;
  // "Abandoned checkouts" sits in the status list, but is the server's `show` filter, not a status.
  const abandoned = status === ABANDONED;
  const filters = { status: (abandoned ? undefined : status || undefined) as AdminOrderStatus | undefined, show: abandoned ? ('abandoned' as const) : undefined };
  const query = useOrders({ ...list.query, ...filters });
  const filtered = Boolean(list.q || status || from || to);

  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <a className="btn btn--secondary btn--md" href={ordersCsvUrl({ ...filters, from, to, q: list.q })} download>
            <AdminIcon name="download" size={18} /> Export CSV
          </a>
        }
      />
      <div className="adm-toolbar">
        <SearchBox label="Search orders" placeholder="Order number, name, email or mobile" value={list.q} onSearch={list.search} />
        <label className="adm-filter">
          <span>Status</span>
          <select className="input input--select" value={status} onChange={(e) => list.set({ status: e.target.value })}>
            <option value="">Orders (paid or past payment)</option>
            <option value={ABANDONED}>Abandoned checkouts (never paid)</option>
            {ADMIN_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <DayRangeFilter from={from} to={to} onChange={list.set} />
        {filtered && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => list.set({ q: '', status: '', from: '', to: '' })}>
            Clear filters
          </button>
        )}
      </div>
      <DataTable
        caption="Orders"
        columns={COLUMNS}
        query={query}
        rowKey={(o) => o.id}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty={filtered ? 'No orders match these filters.' : 'No orders yet. They appear here as soon as customers pay.'}
      />
    </>
  );
}
