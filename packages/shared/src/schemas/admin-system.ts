import { z } from 'zod';

/** One API process as the System page shows it (all of them when Redis is set, else the one that answered). */
export const adminSystemNode = z.object({
  node: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number().int(),
});

export const adminSystemError = z.object({
  at: z.string(),
  requestId: z.string(),
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  message: z.string(),
});

/** The owner's System page: what runs, how it is set up, and what went wrong lately. Never a secret. */
export const adminSystemStatus = z.object({
  version: z.string(),
  builtAt: z.string().nullable(),
  nodes: z.array(adminSystemNode),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), sizeBytes: z.number().nullable() }),
  modes: z.object({ payments: z.string(), email: z.string(), storage: z.string(), shipping: z.string() }),
  redis: z.enum(['up', 'down', 'not configured']),
  jobs: z.object({ depth: z.number().int(), oldestDueAgeSeconds: z.number(), failed: z.number().int() }),
  lastBackup: z.object({ at: z.string(), sizeBytes: z.number().int() }).nullable(),
  /** Scheduled backups of the embedded database (BACKUP_SCHEDULE, India time); null when off or on PostgreSQL. */
  backupSchedule: z.object({ cron: z.string(), keep: z.number().int(), nextAt: z.string().nullable() }).nullable(),
  recentErrors: z.array(adminSystemError),
});
export type AdminSystemStatus = z.infer<typeof adminSystemStatus>;
