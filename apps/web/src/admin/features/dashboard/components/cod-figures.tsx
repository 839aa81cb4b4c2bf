import { formatINR, RTO_WINDOW_DAYS, type CodFigures as Figures } from '@canino/shared';
import { plural } from '../../../format';
import { Stat } from '../../../components/stat';

const percentText = (p: number | null) => (p === null ? '—' : `${p.toFixed(1)} %`);

/** Cash on delivery at a glance on the dashboard: its share, who confirms, what comes back and where. */
export function CodFigures({ figures: f }: { figures: Figures }) {
  return (
    <>
      <section className="adm-stats" aria-label="Cash on Delivery figures">
        <Stat label="COD share" value={percentText(f.codSharePercent)} detail={`${f.codOrders.toLocaleString('en-IN')} of ${plural(f.orders, 'order')}`} />
        <Stat
          label="Confirmed when asked"
          value={percentText(f.confirmationPercent)}
          detail={`${f.confirmed.toLocaleString('en-IN')} of ${f.asked.toLocaleString('en-IN')} answered`}
        />
        <Stat label="Came back (RTO)" value={percentText(f.rtoPercent)} detail={`${f.returned.toLocaleString('en-IN')} of ${plural(f.finished, 'finished parcel')}`} />
        <Stat label="Lost to RTO this month" value={formatINR(f.lostThisMonthPaise)} detail={`${plural(f.returnedThisMonth, 'parcel')}, shipping both ways`} />
      </section>
      {f.worstPincodes.length > 0 && (
        <div className="adm-table-card adm-table-scroll">
          <table className="adm-table adm-table--plain">
            <caption className="adm-small">Pincodes whose COD parcels came back most</caption>
            <thead>
              <tr>
                <th scope="col">Pincode</th>
                <th scope="col" className="adm-num">
                  Came back
                </th>
                <th scope="col" className="adm-num">
                  Finished
                </th>
                <th scope="col" className="adm-num">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody>
              {f.worstPincodes.map((p) => (
                <tr key={p.pincode}>
                  <td data-label="Pincode">{p.pincode}</td>
                  <td className="adm-num" data-label="Came back">
                    {p.returned.toLocaleString('en-IN')}
                  </td>
                  <td className="adm-num" data-label="Finished">
                    {p.finished.toLocaleString('en-IN')}
                  </td>
                  <td className="adm-num" data-label="Rate">
                    {percentText(p.ratePercent)} {!p.counted && <span className="adm-badge adm-badge--muted">Too few to count</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="adm-small adm-muted">COD orders placed in the last {RTO_WINDOW_DAYS} days. The RTO limit checkout applies is set under COD settings.</p>
    </>
  );
}
