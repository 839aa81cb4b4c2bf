import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { retryDelayMs } from '@canino/shared';
import type { AppContext } from '../../context';
import { claimDueJobs, completeJob, completeJobAndClaim, failJobAttempt, insertJob, renewJobLease, type JobRow } from '../../repositories/jobs';
import type { JobHandlers } from './handlers';
import type { JobKind } from './job-kinds';
import type { RecurringJob } from './recurring';
import type { JobRunner } from '../../ports/job-runner';
import { inSpan } from '../../tracing/spans';

/** Jobs one process works on at once: enough to overlap a few SMTP round trips, few enough for the pool. */
const CONCURRENCY = 4;
const DEFAULT_STOP_MS = 10_000;

/**
 * The worker. Each poll leases due jobs (see `claimDueJobs`), runs their handlers, and records the
 * outcome: done, or another attempt after an exponential, jittered backoff, or failed after the last.
 */
export function createJobRunner(ctx: AppContext, deps: { handlers: JobHandlers; recurring: RecurringJob[]; concurrency?: number }): JobRunner {
  const { maxAttempts, retryBaseMs, retryMaxMs, pollMs, leaseMs, timeoutMs } = ctx.config.jobs;
  const worker = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const concurrency = deps.concurrency ?? CONCURRENCY;
  const inFlight = new Set<Promise<void>>();
  const slotsEnqueued = new Map<JobKind, string>();
  const failedAttempts = new Map<string, number>();
  let running = false;
  /** When this worker started: a cron job's time before it is not made up (recurring.ts). */
  let startedAt = new Date();
  let timer: NodeJS.Timeout | undefined;
  /**
   * Room asked for by claims still on their way. Counted before the claim is sent, so completions that
   * finish together do not each take the same free room: jobs in hand never pass `concurrency`.
   */
  let claiming = 0;

  /** Reserves the free room (plus `own`, a finishing job's), claims up to it, and frees what was not taken. */
  async function claimRoom(claim: (limit: number) => Promise<JobRow[]>, own: number): Promise<{ claimed: JobRow[]; room: number }> {
    const room = Math.max(0, concurrency - inFlight.size - claiming + own);
    claiming += room;
    try {
      return { claimed: await claim(room), room };
    } finally {
      claiming -= room;
    }
  }

  /**
   * Runs a job's handler and records the outcome. True when the job succeeded and, while the worker
   * runs, its completion also took the next due jobs (started here): no poll is needed for them then.
   * `takeNext` only for the worker's own jobs (in `inFlight`); `runDue` claims its jobs itself.
   */
  async function runOne(job: JobRow, takeNext: boolean): Promise<boolean> {
    const handler = deps.handlers[job.kind as JobKind] as ((...args: unknown[]) => Promise<void>) | undefined;
    const heartbeat = keepLease(job);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
      await inSpan(`job ${job.kind}`, { 'canino.job.id': job.id, 'canino.job.kind': job.kind, 'canino.job.attempt': job.attempts }, () =>
        withTimeout(handler(ctx, job.payload, { id: job.id, attempt: job.attempts }), timeoutMs),
      );
      clearInterval(heartbeat);
      if (!running || !takeNext) {
        await completeJob(ctx.db, job.id, worker);
        return false;
      }
      // This job's room (it is still in hand) and any other free room.
      const { claimed: next, room } = await claimRoom((limit) => completeJobAndClaim(ctx.db, job.id, { worker, limit, leaseMs }), 1);
      next.forEach(startJob);
      // A full room means more may wait: the next poll comes at once; otherwise at its usual time.
      if (room > 0 && next.length === room) schedule(0);
      return true;
    } catch (err) {
      clearInterval(heartbeat);
      const error = err instanceof Error ? err.message : String(err);
      const last = job.attempts >= maxAttempts;
      const retryIn = last ? null : retryDelayMs(job.attempts, { baseMs: retryBaseMs, capMs: retryMaxMs }, Math.random());
      const fields = { jobId: job.id, kind: job.kind, attempt: job.attempts, error };
      failedAttempts.set(job.kind, (failedAttempts.get(job.kind) ?? 0) + 1);
      if (last) ctx.log.error(fields, 'job failed after its last attempt');
      else ctx.log.warn({ ...fields, retryInMs: retryIn }, 'job attempt failed; will retry');
      await failJobAttempt(ctx.db, job.id, worker, error.slice(0, 2000), retryIn).catch((e: unknown) =>
        ctx.log.error({ err: e, jobId: job.id }, 'could not record a job failure; it runs again when its lease ends'),
      );
      return false;
    }
  }

  /** Runs a leased job in the background; when it did not take the next jobs itself, a poll looks at once. */
  function startJob(job: JobRow): void {
    const run: Promise<void> = runOne(job, true).then((tookNext) => {
      inFlight.delete(run);
      // A finished job frees room: look for the next one at once rather than at the next poll.
      if (running && !tookNext) schedule(0);
    });
    inFlight.add(run);
  }

  /**
   * Renews the job's lease a few times per lease while its handler runs, so the lease only runs out when
   * this process dies: another worker then takes the job soon, and never while this one still works on it.
   */
  function keepLease(job: JobRow): NodeJS.Timeout {
    const timer = setInterval(() => {
      renewJobLease(ctx.db, job.id, worker, leaseMs)
        .then((held) => held || ctx.log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost to another worker'))
        .catch((err: unknown) => ctx.log.warn({ err, jobId: job.id }, 'could not renew a job lease; trying again'));
    }, leaseMs / 3);
    timer.unref();
    return timer;
  }

  /** Leases as many due jobs as there is room for and starts them; true when it filled the room (more may wait). */
  async function claimAndStart(): Promise<boolean> {
    if (concurrency - inFlight.size - claiming <= 0) return false;
    const { claimed, room } = await claimRoom((limit) => claimDueJobs(ctx.db, { worker, limit, leaseMs }), 0);
    claimed.forEach(startJob);
    return claimed.length === room;
  }

  /** Waits for the jobs in hand, and for those a finishing one took meanwhile. */
  async function settleInFlight(): Promise<void> {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  }

  async function enqueueRecurring(): Promise<void> {
    const now = new Date();
    for (const job of deps.recurring) {
      const slot = job.slot(now, startedAt);
      if (!slot || slotsEnqueued.get(job.kind) === slot.key) continue;
      await insertJob(ctx.db, { kind: job.kind, payload: {}, key: slot.key, runAt: slot.runAt });
      slotsEnqueued.set(job.kind, slot.key);
    }
  }

  async function poll(): Promise<void> {
    timer = undefined;
    if (!running) return;
    let more = false;
    try {
      await enqueueRecurring();
      more = await claimAndStart();
    } catch (err) {
      ctx.log.warn({ err }, 'job poll failed; trying again');
    }
    schedule(more ? 0 : pollMs);
  }

  function schedule(ms: number): void {
    if (!running) return;
    if (timer && ms > 0) return;
    clearTimeout(timer);
    timer = setTimeout(() => void poll(), ms);
  }

  return {
    start() {
      if (running) return;
      running = true;
      startedAt = new Date();
      ctx.log.info({ worker, pollMs, maxAttempts }, 'job worker started');
      schedule(0);
    },
    async stop(timeoutMs = DEFAULT_STOP_MS) {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      if (inFlight.size === 0) return;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([settleInFlight(), new Promise((resolve) => (timeout = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timeout);
      if (inFlight.size) ctx.log.warn({ unfinished: inFlight.size }, 'stopped with jobs still running; they run again when their lease ends');
    },
    isRunning: () => running,
    failedAttempts: () => failedAttempts,
    async runDue() {
      let ran = 0;
      for (;;) {
        const claimed = await claimDueJobs(ctx.db, { worker, limit: concurrency, leaseMs });
        if (claimed.length === 0) break;
        await Promise.all(claimed.map((job) => runOne(job, false)));
        ran += claimed.length;
      }
      await settleInFlight();
      return ran;
    },
  };
}

/**
 * A handler that hangs (JOB_TIMEOUT_MS) is given up on and its job retried. Sends cannot hang that long
 * (the SMTP transport's own timeouts are shorter), so a retry never overlaps a send still under way.
 */
function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timeout: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error(`Timed out after ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timeout));
}
