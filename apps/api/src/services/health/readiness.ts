import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { migrationsFolder } from '../../db/client';
import { migrationsApplied } from '../../db/migrations-applied';

/** One thing the shop needs before it can serve customers. A check that throws or answers false fails. */
export interface ReadinessCheck {
  name: string;
  ready(ctx: AppContext): Promise<boolean> | boolean;
}

/** What `/readyz` asks; a new dependency (the job worker, object storage) is one more line here. */
const READINESS_CHECKS: ReadinessCheck[] = [
  { name: 'database', ready: async (ctx) => (await ctx.db.execute(sql`select 1`), true) },
  { name: 'migrations', ready: (ctx) => migrationsApplied(ctx.db, migrationsFolder) },
  // A process whose worker is not polling would take orders whose emails nobody sends from here.
  { name: 'worker', ready: (ctx) => ctx.jobs.isRunning() },
];

/** A check that hangs (a database that stopped answering) fails after this long instead of hanging the probe. */
const CHECK_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  checks: Record<string, 'ok' | 'failing'>;
}

/** Runs every check at once; the details of a failure go to the log, not to whoever asked. */
export async function checkReadiness(ctx: AppContext, checks: ReadinessCheck[] = READINESS_CHECKS): Promise<Readiness> {
  const results = await Promise.all(
    checks.map(async (c) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      });
      try {
        const ok = await Promise.race([Promise.resolve(c.ready(ctx)), timeout]);
        if (!ok) ctx.log.warn({ check: c.name }, 'readiness check failed');
        return [c.name, ok ? 'ok' : 'failing'] as const;
      } catch (err) {
        ctx.log.warn({ err, check: c.name }, 'readiness check failed');
        return [c.name, 'failing'] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { ready: results.every(([, r]) => r === 'ok'), checks: Object.fromEntries(results) };
}
