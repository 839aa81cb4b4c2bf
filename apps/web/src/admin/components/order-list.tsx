import { formatINR, type AdminOrderRow } from '@canino/shared';
import { Link } from 'react-router';
import { StatusBadge } from './status-badge';

interface OrderListProps {
  orders: readonly AdminOrderRow[];
  /** The link text naming each order. */
  name: (order: AdminOrderRow) => string;
  /** The small line under it (when, how many items). */
  detail: (order: AdminOrderRow) => string;
}

/** A short list of orders (dashboard, customer page), each linking to its page with its total and status. */
export function OrderList({ orders, name, detail }: OrderListProps) {
  if (orders.length === 0) return <p className="adm-muted">No orders yet.</p>;
  return (
    <ul className="adm-list">
      {orders.map((o) => (
        <li key={o.id} className="adm-list__row">
          <div>
            <Link to={`/admin/orders/${o.id}`} className="adm-strong-link">
              {name(o)}
            </Link>
            <div className="adm-muted adm-small">{detail(o)}</div>
          </div>
          <div className="adm-list__end">
            <span className="adm-num">{formatINR(o.totalPaise)}</span>
            <StatusBadge status={o.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
