import { formatINR, type CustomerOrderDetail } from '@canino/shared';
import { formatOrderTime } from '../../../lib/format-date';

type Step = { key: string; label: string; at: string };

/** Every status the order has been through and every refund, oldest first, the latest marked. */
export function OrderTimeline({ history, refunds }: Pick<CustomerOrderDetail, 'history' | 'refunds'>) {
  const steps: Step[] = [
    ...history.map((h) => ({ key: `${h.status}-${h.at}`, label: h.statusLabel, at: h.at })),
    ...refunds.map((r, i) => ({
      key: `refund-${i}`,
      label: r.status === 'processed' ? `${formatINR(r.amountPaise)} refunded to your original payment method` : `Refund of ${formatINR(r.amountPaise)} on its way`,
      at: r.processedAt ?? r.createdAt,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="order-timeline">
      {steps.map((s, i) => {
        const current = i === steps.length - 1;
        return (
          <li key={s.key} className={current ? 'order-timeline__step order-timeline__step--current' : 'order-timeline__step'} aria-current={current ? 'step' : undefined}>
            <span className="order-timeline__dot" aria-hidden="true" />
            <span className="order-timeline__label">{s.label}</span>
            <time className="order-timeline__time" dateTime={s.at}>
              {formatOrderTime(s.at)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
