import { useId, useState } from 'react';
import { Link } from 'react-router';
import { STOCK_REASON_LABELS, type StockMovement } from '@canino/shared';
import { useStockHistory } from '../api/products';
import { formatDateTime } from '../format';
import { DataTable, type Column } from './data-table';

const COLUMNS: Column<StockMovement>[] = [
  { header: 'When', cell: (m) => formatDateTime(m.createdAt) },
  {
    header: 'Reason',
    cell: (m) => (
      <>
        {STOCK_REASON_LABELS[m.reason]}
        {m.orderId !== null && (
          <>
            {' '}
            (<Link to={`/admin/orders/${m.orderId}`}>order #{m.orderId}</Link>)
          </>
        )}
      </>
    ),
  },
  { header: 'Change', className: 'adm-num', cell: (m) => (m.change > 0 ? `+${m.change}` : String(m.change)) },
  { header: 'Stock after', className: 'adm-num', cell: (m) => m.stockAfter },
  { header: 'By', className: 'wide-only', cell: (m) => m.actor },
];

/** Every change of the product's stock, newest first: why, by how much, what was left and who made it. */
export function StockHistory({ productId }: { productId: number }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const query = useStockHistory(productId, page);
  return (
    <section className="adm-detail__wide" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-section__title">
        Stock history
      </h2>
      <DataTable caption="Stock history" columns={COLUMNS} query={query} rowKey={(m) => m.id} page={page} onPage={setPage} empty="No stock changes yet." />
    </section>
  );
}
