import { Link } from 'react-router';
import { Section } from '../../../components/section';
import { formatDateTime, plural } from '../../../format';
import { useErasureRequests } from '../api/people';

/**
 * Accounts whose customers asked to delete them, soonest first: when each goes, and the orders on their
 * way that hold one back until delivered. Nothing is shown while there are none.
 */
export function ErasureRequests() {
  const requests = useErasureRequests().data;
  if (!requests?.length) return null;
  return (
    <Section title="Accounts to be deleted" aside={<span className="adm-muted adm-small">{plural(requests.length, 'request')}</span>}>
      <ul className="adm-list">
        {requests.map((r) => (
          <li key={r.id} className="adm-list__row">
            <div>
              <Link to={`/admin/customers/${r.customerId}`} className="adm-strong-link">
                {r.name}
              </Link>
              <div className="adm-muted adm-small">
                {r.email} · asked {formatDateTime(r.requestedAt)}
              </div>
            </div>
            <div className="adm-list__end adm-small">
              {r.ordersInProgress > 0 ? `Waits for ${plural(r.ordersInProgress, 'order')} on its way` : `Deleted on ${formatDateTime(r.dueAt)}`}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
