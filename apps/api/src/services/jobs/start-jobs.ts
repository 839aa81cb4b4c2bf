import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { insertJob } from '../../repositories/jobs';

/**
 * Work every start does at once rather than at its usual time: payments captured and refunds made while
 * the shop was stopped (their webhooks lost, the owner's request cut short) are settled now, not after
 * the next reconciliation slot. Keyed by this start, so each process's start runs them once. Payments
 * are asked about only for orders placed before this start: one begun since is being paid for now, and
 * its browser and webhook settle it (asking at once would race them for an authorized payment's capture).
 */
export async function enqueueStartJobs(ctx: AppContext): Promise<void> {
  const start = randomUUID();
  await insertJob(ctx.db, { kind: 'payments.reconcile', payload: { startedAt: ctx.now().toISOString() }, key: `payments.reconcile@start:${start}` });
  await insertJob(ctx.db, { kind: 'refunds.reconcile', payload: {}, key: `refunds.reconcile@start:${start}` });
}
