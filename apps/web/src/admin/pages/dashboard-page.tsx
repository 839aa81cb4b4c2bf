import { Link } from 'react-router';
import { formatINR, type AdminDashboard } from '@canino/shared';
import { QueryView } from '../../components/query-view';
import { useDashboard } from '../api/dashboard';
import { PageHeader } from '../components/page-header';
import { SalesChart } from '../components/sales-chart';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime, plural } from '../format';

function Stat({ label, value, detail, to }: { label: string; value: string; detail: string; to?: string }) {
  const body = (
    <>
      <span className="adm-stat__label">{label}</span>
      <span className="adm-stat__value">{value}</span>
      <span className="adm-stat__detail">{detail}</span>
    </>
  );
  return to ? (
    <Link to={to} className="adm-card adm-stat adm-stat--link">
      {body}
    </Link>
  ) : (
    <div className="adm-card adm-stat">{body}</div>
  );
}

function Figures({ d }: { d: AdminDashboard }) {
  return (
    <>
      <section className="adm-stats" aria-label="Sales">
        <Stat label="Today" value={formatINR(d.today.salesPaise)} detail={plural(d.today.orders, 'paid order')} />
        <Stat label="Last 7 days" value={formatINR(d.last7Days.salesPaise)} detail={plural(d.last7Days.orders, 'paid order')} />
        <Stat label="Last 30 days" value={formatINR(d.last30Days.salesPaise)} detail={plural(d.last30Days.orders, 'paid order')} />
        <Stat label="To pack and ship" value={String(d.toShip)} detail="paid or packed orders" to="/admin/orders?status=paid" />
        <Stat label="Open messages" value={String(d.openMessages)} detail="in the inbox" to="/admin/messages" />
      </section>

      <section className="adm-card adm-section" aria-labelledby="sales-chart-title">
        <h2 id="sales-chart-title" className="adm-section__title">
          Sales, last 30 days
        </h2>
        <SalesChart days={d.chart} />
      </section>

      <div className="adm-grid-2">
        <section className="adm-card adm-section" aria-labelledby="recent-title">
          <div className="adm-section__head">
            <h2 id="recent-title" className="adm-section__title">
              Recent orders
            </h2>
            <Link to="/admin/orders">All orders</Link>
          </div>
          {d.recentOrders.length === 0 ? (
            <p className="adm-muted">No orders yet.</p>
          ) : (
            <ul className="adm-list">
              {d.recentOrders.map((o) => (
                <li key={o.id} className="adm-list__row">
                  <div>
                    <Link to={`/admin/orders/${o.id}`} className="adm-strong-link">
                      #{o.id} · {o.customerName}
                    </Link>
                    <div className="adm-muted adm-small">{formatDateTime(o.createdAt)}</div>
                  </div>
                  <div className="adm-list__end">
                    <span className="adm-num">{formatINR(o.totalPaise)}</span>
                    <StatusBadge status={o.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="adm-card adm-section" aria-labelledby="low-stock-title">
          <div className="adm-section__head">
            <h2 id="low-stock-title" className="adm-section__title">
              Low stock
            </h2>
            <Link to="/admin/products?state=low_stock">All low stock</Link>
          </div>
          {d.lowStock.length === 0 ? (
            <p className="adm-muted">Every active product is well stocked.</p>
          ) : (
            <ul className="adm-list">
              {d.lowStock.map((p) => (
                <li key={p.id} className="adm-list__row">
                  <div className="adm-thumb-cell">
                    {p.image ? <img src={p.image} alt="" className="adm-thumb" /> : <span className="adm-thumb adm-thumb--empty" />}
                    <Link to={`/admin/products/${p.id}`} className="adm-strong-link">
                      {p.name}
                    </Link>
                  </div>
                  <span className={`adm-badge adm-badge--${p.stock === 0 ? 'danger' : 'warning'}`}>{p.stock === 0 ? 'Sold out' : `${p.stock} left`}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

export function DashboardPage() {
  const query = useDashboard();
  return (
    <>
      <PageHeader title="Dashboard" />
      <QueryView query={query} errorTitle="We could not load the dashboard">
        {(d) => <Figures d={d} />}
      </QueryView>
    </>
  );
}
