import { formatINR, STOCK_HORIZON_DAYS, UPCOMING_DAYS, type AutoshipFigures as Figures } from '@canino/shared';
import { Link } from 'react-router';
import { plural } from '../format';
import { Stat } from './stat';

const churnText = (f: Figures) => (f.churnRate === null ? '—' : `${(100 * f.churnRate).toFixed(1)} %`);

/** Autoship at a glance, on its own page and the dashboard: what recurs, what leaves, what is coming and the stock it needs. */
export function AutoshipFigures({ figures: f }: { figures: Figures }) {
  const short = f.stockNeeds.filter((s) => s.short);
  return (
    <>
      <section className="adm-stats" aria-label="Autoship figures">
        <Stat label="Active subscriptions" value={f.active.toLocaleString('en-IN')} detail="delivering on schedule" />
        <Stat label="Monthly recurring revenue" value={formatINR(f.monthlyRecurringPaise)} detail="30 days of the active ones, after discount" />
        <Stat
          label="Churn this month"
          value={churnText(f)}
          detail={`${plural(f.cancelledThisMonth, 'cancelled')} of ${f.subscribedAtMonthStart.toLocaleString('en-IN')} on the 1st`}
        />
        <Stat label={`Orders in ${UPCOMING_DAYS} days`} value={f.upcomingOrders.toLocaleString('en-IN')} detail="made from autoship, today included" />
      </section>
      {f.stockNeeds.length > 0 && (
        <div className="adm-table-card adm-table-scroll">
          <table className="adm-table adm-table--plain">
            <caption className="adm-small">
              Stock the next {STOCK_HORIZON_DAYS} days of autoship need{short.length > 0 && `: ${plural(short.length, 'size')} will run short`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col" className="adm-num">
                  Needed
                </th>
                <th scope="col" className="adm-num">
                  In stock
                </th>
              </tr>
            </thead>
            <tbody>
              {f.stockNeeds.map((s) => (
                <tr key={s.variantId}>
                  <td data-label="Size">
                    {s.productName} · {s.label}
                  </td>
                  <td className="adm-num" data-label="Needed">
                    {s.needed.toLocaleString('en-IN')}
                  </td>
                  <td className="adm-num" data-label="In stock">
                    {s.stock.toLocaleString('en-IN')} {s.short && <span className="adm-badge adm-badge--danger">Short by {s.needed - s.stock}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="adm-small adm-muted">
        <Link to="/admin/autoship?status=payment_failed">Payment failed</Link> lists the subscriptions a declined charge paused.
      </p>
    </>
  );
}
