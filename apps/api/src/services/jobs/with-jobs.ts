import type { AppContext } from '../../context';
import { JOB_HANDLERS } from './handlers';
import { RECURRING_JOBS } from './recurring';
import { scheduledBackups } from '../backups/backup-schedule';
import { recoverySweep } from '../recovery/sweep-schedule';
import { createJobRunner } from './runner';

/** Completes a context with its job worker (not started: `main.ts` starts it, tests run due jobs themselves). */
export function withJobs(base: Omit<AppContext, 'jobs'>): AppContext {
  const ctx = base as AppContext;
  ctx.jobs = createJobRunner(ctx, { handlers: JOB_HANDLERS, recurring: [...RECURRING_JOBS, ...scheduledBackups(ctx.config), recoverySweep(ctx.config)] });
  return ctx;
}
