import type { AdminJob, AdminJobList, AdminJobQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import * as repo from '../../repositories/jobs';
import { offsetOf } from '../../repositories/paging';
import { recordAdminChange } from '../audit/audit-log';

const VIEW_STATES: Record<AdminJobQuery['view'], repo.JobState[]> = {
  failed: ['failed'],
  pending: ['pending', 'running'],
  sent: ['done'],
};

const text = (v: unknown) => (typeof v === 'string' ? v : null);

function present(ctx: AppContext, j: repo.JobRow): AdminJob {
  return {
    id: j.id,
    kind: j.kind,
    state: j.state,
    attempts: j.attempts,
    maxAttempts: ctx.config.jobs.maxAttempts,
    to: j.kind === 'email' ? text(j.payload.to) : null,
    subject: j.kind === 'email' ? text(j.payload.subject) : null,
    lastError: j.lastError,
    createdAt: j.createdAt.toISOString(),
    runAt: j.runAt.toISOString(),
    finishedAt: j.finishedAt?.toISOString() ?? null,
  };
}

export async function listJobs(ctx: AppContext, q: AdminJobQuery): Promise<AdminJobList> {
  const [{ rows, total }, counts] = await Promise.all([
    repo.listJobsPage(ctx.db, { states: VIEW_STATES[q.view], limit: q.pageSize, offset: offsetOf(q) }),
    repo.countJobsByState(ctx.db),
  ]);
  return {
    items: rows.map((j) => present(ctx, j)),
    total,
    page: q.page,
    pageSize: q.pageSize,
    counts: { failed: counts.failed, pending: counts.pending + counts.running, sent: counts.done },
  };
}

/** Gives a failed job a fresh set of attempts, at once (the owner fixed the SMTP settings, say). */
export async function retryJob(ctx: AppContext, adminId: number, id: number): Promise<AdminJob> {
  const row = await ctx.db.transaction(async (tx) => {
    const retried = await repo.retryFailedJob(tx, id);
    if (retried) {
      const label = `${retried.kind} job #${id}`;
      await recordAdminChange(tx, adminId, { entity: 'job', entityId: id, action: 'retry', label, before: { state: 'failed' }, after: { state: retried.state } });
    }
    return retried;
  });
  if (row) return present(ctx, row);
  const existing = await repo.findJob(ctx.db, id);
  if (!existing) throw notFound('This job does not exist');
  throw conflict('Only a failed job can be retried; this one is not failed.');
}
