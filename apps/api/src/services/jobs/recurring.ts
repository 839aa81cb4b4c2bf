import type { Cron } from 'croner';
import type { JobKind } from './job-kinds';

/** A job's time slot: its key makes the slot's job once, shop-wide; `runAt` is when the slot began. */
interface RecurringSlot {
  key: string;
  runAt: Date;
}

export interface RecurringJob {
  kind: JobKind;
  /** The slot a worker started at `startedAt` enqueues at `now`, or null when none is due. */
  slot(now: Date, startedAt: Date): RecurringSlot | null;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * A job every `everyMs`. The slot `now` falls in is due at once, also right after a start: these jobs
 * catch up on what they find (unpaid orders, lost webhooks), so a start never waits for their next slot.
 */
export function every(kind: JobKind, everyMs: number): RecurringJob {
  return {
    kind,
    slot(now) {
      const slot = Math.floor(now.getTime() / everyMs);
      return { key: `${kind}@${slot}`, runAt: new Date(slot * everyMs) };
    },
  };
}

/**
 * A job at the times a cron expression names (its own time zone). As with cron, a time that passed
 * while the shop was stopped is not made up at the next start: the slot is due only from the worker's
 * start on. The last slot is remembered, so a poll does not read the expression again (~0.3 ms) until
 * the next time comes.
 */
export function onCron(kind: JobKind, cron: Cron): RecurringJob {
  let current: { slot: RecurringSlot; until: number } | undefined;
  return {
    kind,
    slot(now, startedAt) {
      if (!current || now.getTime() >= current.until || now < current.slot.runAt) {
        // previousRuns is exclusive of its moment; the slot that begins exactly now is this one.
        const [runAt] = cron.previousRuns(1, new Date(now.getTime() + 1));
        if (!runAt) return null;
        const next = cron.nextRun(runAt);
        current = { slot: { key: `${kind}@${runAt.toISOString()}`, runAt }, until: next ? next.getTime() : Infinity };
      }
      return current.slot.runAt >= startedAt ? current.slot : null;
    },
  };
}

/**
 * Periodic work. Each period is one job keyed by its time slot, so with several API processes the first
 * to enqueue it wins and the slot runs once, on whichever process claims it.
 */
export const RECURRING_JOBS: RecurringJob[] = [
  every('sessions.prune', HOUR),
  every('jobs.prune', 24 * HOUR),
  // The backstop for a captured payment whose webhooks and browser report were all lost.
  every('payments.reconcile', 5 * MINUTE),
  // The backstop for a refund whose answer or webhook never reached the shop.
  every('refunds.reconcile', 5 * MINUTE),
  every('orders.expire-unpaid', HOUR),
  // A quarter hour's lateness on a day's wait; the stock of an unconfirmed order comes back soon after.
  every('orders.cancel-unconfirmed-cod', 15 * MINUTE),
  // Moves the simulated carrier's parcels; for Shiprocket, the backstop for lost tracking webhooks.
  every('shipments.track', 5 * MINUTE),
  // Refills are scheduled when an order is marked delivered; this catches a delivery recorded any other way.
  every('refills.sweep', HOUR),
  // An account whose erasure waited for an order on its way is erased at the first sweep after delivery.
  every('erasures.sweep', HOUR),
  // Autoship's reminders and orders are due at the start of an India day; an hour's sweep finds them.
  every('autoship.sweep', HOUR),
  // A batch coming inside the minimum shelf life leaves sale at the first checkout of its size or this sweep.
  every('batches.sweep', HOUR),
];
