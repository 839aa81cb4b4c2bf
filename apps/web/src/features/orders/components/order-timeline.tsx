import type { CustomerOrderDetail } from '@canino/shared';
import { formatOrderTime } from '../format-date';

/** Every status the order has been through, oldest first, the current one marked. */
export function OrderTimeline({ history }: { history: CustomerOrderDetail['history'] }) {
  return (
    <ol className="order-timeline">
      {history.map((h, i) => {
        const current = i === history.length - 1;
        return (
          <li key={`${h.status}-${h.at}`} className={current ? 'order-timeline__step order-timeline__step--current' : 'order-timeline__step'} aria-current={current ? 'step' : undefined}>
            <span className="order-timeline__dot" aria-hidden="true" />
            <span className="order-timeline__label">{h.statusLabel}</span>
            <time className="order-timeline__time" dateTime={h.at}>
              {formatOrderTime(h.at)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
