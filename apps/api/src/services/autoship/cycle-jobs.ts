import type { Db } from '../../db/client';
import type { SubscriptionRow } from '../../repositories/subscriptions';
import { enqueueJob, type KeyedJob } from '../jobs/enqueue';

/**
 * The jobs of a subscription's next delivery. Keyed by subscription, cycle and delivery date, so the
 * hourly sweep and a "send now" queue each once, however often they run; a date moved (resumed, sent
 * now) is a new key, as a job run while the subscription was paused did nothing.
 */
type Next = Pick<SubscriptionRow, 'id' | 'nextCycleNo' | 'nextDeliveryDate'>;

/** The delivery's order and charge. Due at once: the job itself checks the shop's clock against the order's moment. */
export const cycleJob = (sub: Next): KeyedJob => ({
  kind: 'autoship.cycle',
  payload: { subscriptionId: sub.id, cycleNo: sub.nextCycleNo, attempt: 0 },
  key: `autoship.cycle:${sub.id}:${sub.nextCycleNo}:${sub.nextDeliveryDate}`,
});

/** The reminder 3 days before the order. */
export const reminderJob = (sub: Next): KeyedJob => ({
  kind: 'autoship.remind',
  payload: { subscriptionId: sub.id, cycleNo: sub.nextCycleNo },
  key: `autoship.remind:${sub.id}:${sub.nextCycleNo}:${sub.nextDeliveryDate}`,
});

export function enqueueCycle(db: Db, sub: Next): Promise<boolean> {
  return enqueueJob(db, cycleJob(sub));
}

/** A declined charge's retry: one per decline of the cycle. */
export function enqueueRetry(db: Db, sub: Pick<SubscriptionRow, 'id'>, cycleNo: number, attempt: number, runAt: Date): Promise<boolean> {
  return enqueueJob(db, {
    kind: 'autoship.cycle',
    payload: { subscriptionId: sub.id, cycleNo, attempt },
    runAt,
    key: `autoship.cycle:${sub.id}:${cycleNo}:retry-${attempt}`,
  });
}
