import type { Db } from '../../db/client';
import { insertJob, insertJobs, insertKeyedJobs, type NewJob } from '../../repositories/jobs';
import type { JobKind, JobPayloads } from './job-kinds';

export interface JobRequest<K extends JobKind> {
  kind: K;
  payload: JobPayloads[K];
  /** Not before this time (default: at once). */
  runAt?: Date;
  /** Makes the enqueue idempotent: a second job with the same key is not written. */
  key?: string;
}

/**
 * Writes a job in the caller's transaction, so the job exists exactly when the change that causes it
 * commits: a rolled-back order sends no email, a committed one cannot lose its email. True when written
 * (false when `key` was already taken).
 */
export function enqueueJob<K extends JobKind>(tx: Db, job: JobRequest<K>): Promise<boolean> {
  return insertJob(tx, { ...jobRow(job), key: job.key });
}

/** A job of any kind with its key. */
export type KeyedJob = { [K in JobKind]: JobRequest<K> & { key: string } }[JobKind];

/** `enqueueJob` for several keyed jobs, in one statement; how many were written (a key already taken writes nothing). */
export function enqueueKeyedJobs(tx: Db, jobs: KeyedJob[]): Promise<number> {
  return insertKeyedJobs(
    tx,
    jobs.map((job) => ({ ...jobRow(job), key: job.key })),
  );
}

/** `enqueueJob` for several jobs without keys, in one statement (a paid order's two emails). */
export function enqueueJobs<K extends JobKind>(tx: Db, jobs: Omit<JobRequest<K>, 'key'>[]): Promise<void> {
  return insertJobs(tx, jobRows(jobs));
}

/** Jobs as a repository writes them: for a statement that writes them with something else (numberInvoice). */
export function jobRows<K extends JobKind>(jobs: Omit<JobRequest<K>, 'key'>[]): NewJob[] {
  return jobs.map(jobRow);
}

/** One job as a repository writes it, its key apart. */
function jobRow<K extends JobKind>(job: Omit<JobRequest<K>, 'key'>): NewJob {
  return { kind: job.kind, payload: job.payload as Record<string, unknown>, runAt: job.runAt };
}
