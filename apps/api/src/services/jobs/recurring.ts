import type { JobKind } from './job-kinds';

export interface RecurringJob {
  kind: JobKind;
  everyMs: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Periodic work. Each period is one job keyed by its time slot, so with several API processes the first
 * to enqueue it wins and the slot runs once, on whichever process claims it.
 */
export const RECURRING_JOBS: RecurringJob[] = [
  { kind: 'sessions.prune', everyMs: HOUR },
  { kind: 'jobs.prune', everyMs: 24 * HOUR },
  // The backstop for a captured payment whose webhooks and browser report were all lost.
  { kind: 'payments.reconcile', everyMs: 5 * MINUTE },
  // The backstop for a refund whose answer or webhook never reached the shop.
  { kind: 'refunds.reconcile', everyMs: 5 * MINUTE },
  { kind: 'orders.expire-unpaid', everyMs: HOUR },
  // Moves the simulated carrier's parcels; for Shiprocket, the backstop for lost tracking webhooks.
  { kind: 'shipments.track', everyMs: 5 * MINUTE },
  // Refills are scheduled when an order is marked delivered; this catches a delivery recorded any other way.
  { kind: 'refills.sweep', everyMs: HOUR },
  // An account whose erasure waited for an order on its way is erased at the first sweep after delivery.
  { kind: 'erasures.sweep', everyMs: HOUR },
];

/** The slot `now` falls in, as the job's key and its start time. */
export function recurringSlot(job: RecurringJob, now: Date): { key: string; runAt: Date } {
  const slot = Math.floor(now.getTime() / job.everyMs);
  return { key: `${job.kind}@${slot}`, runAt: new Date(slot * job.everyMs) };
}
