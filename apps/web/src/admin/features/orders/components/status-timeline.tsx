import { actorLabel, ORDER_STATUS_LABELS, type AdminOrderDetail, type AdminOrderStatus } from '@canino/shared';
import { Section } from '../../../components/section';
import { formatDateTime } from '../../../format';

/** Every status the order went through, newest first, with who moved it and why. */
export function StatusTimeline({ events }: { events: AdminOrderDetail['events'] }) {
  return (
    <Section title="Status history">
      <ol className="adm-timeline">
        {[...events].reverse().map((e, i) => (
          <li key={i}>
            <div className="adm-timeline__what">
              {e.fromStatus ? `${ORDER_STATUS_LABELS[e.fromStatus as AdminOrderStatus] ?? e.fromStatus} → ` : ''}
              <strong>{ORDER_STATUS_LABELS[e.toStatus as AdminOrderStatus] ?? e.toStatus}</strong>
            </div>
            <div className="adm-muted adm-small">
              {formatDateTime(e.createdAt)} · {actorLabel(e.actor)}
            </div>
            {e.note && <div className="adm-small">{e.note}</div>}
          </li>
        ))}
      </ol>
    </Section>
  );
}
