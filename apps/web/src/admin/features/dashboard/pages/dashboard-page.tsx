import { Link } from 'react-router';
import { formatINR, type AdminDashboard } from '@canino/shared';
import { QueryView } from '../../../../components/query-view';
import { useCodFigures } from '../api/cod-figures';
import { useDashboard } from '../api/dashboard';
import { OrderList } from '../../../components/order-list';
import { AutoshipFigures } from '../../../components/autoship-figures';
import { PageHeader } from '../../../components/page-header';
import { Stat } from '../../../components/stat';
import { Section } from '../../../components/section';
import { CodFigures } from '../components/cod-figures';
import { SalesChart } from '../components/sales-chart';
import { formatDateTime, plural } from '../../../format';

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

      <Section title="Autoship" aside={<Link to="/admin/autoship">All subscriptions</Link>}>
        <AutoshipFigures figures={d.autoship} />
      </Section>

      <CodSection />

      <Section title="Sales, last 30 days">
        <SalesChart days={d.chart} />
      </Section>

      <div className="adm-grid-2">
        <Section title="Recent orders" aside={<Link to="/admin/orders">All orders</Link>}>
          <OrderList orders={d.recentOrders} name={(o) => `#${o.id} · ${o.customerName}`} detail={(o) => formatDateTime(o.createdAt)} />
        </Section>

        <Section title="Low stock" aside={<Link to="/admin/products?state=low_stock">All low stock</Link>}>
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
        </Section>
      </div>
    </>
  );
}

/** Its own request, so a slow count of COD's figures never holds the sales back. */
function CodSection() {
  const query = useCodFigures();
  return (
    <Section title="Cash on Delivery" aside={<Link to="/admin/delivery">COD settings</Link>}>
      <QueryView query={query} errorTitle="We could not load the Cash on Delivery figures">
        {(f) => <CodFigures figures={f} />}
      </QueryView>
    </Section>
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
