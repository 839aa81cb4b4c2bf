import { useState } from 'react';
import { Link } from 'react-router';
import { actorLabel, STOCK_REASON_LABELS, type StockMovement } from '@canino/shared';
import { useStockHistory } from '../api/products';
import { formatDateTime } from '../../../format';
import type { Column } from '../../../components/data-table';
import { HistorySection } from '../../../components/history-section';

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
  { header: 'By', className: 'wide-only', cell: (m) => actorLabel(m.actor) },
];

/** Every change of the product's stock, newest first: why, by how much, what was left and who made it. */
export function StockHistory({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const query = useStockHistory(productId, page);
  return (
    <HistorySection
      title="Stock history"
      className="adm-detail__wide"
      columns={COLUMNS}
      query={query}
      rowKey={(m) => m.id}
      page={page}
      onPage={setPage}
      empty="No stock changes yet."
    />
  );
}
