import { z } from 'zod';
import { pageQuery } from './admin-common.js';

/**
 * The admin's "Email & jobs" page: what the worker sent, what waits (pending, or running now) and what
 * failed after its last attempt, each with its error and attempts, and Retry for the failed ones.
 */
/**
 * Every kind of job the worker runs, named for the owner. The API keys its job payloads and handlers by
 * these, so a new kind does not compile until it has a name here.
 */
export const JOB_KIND_LABELS = {
  email: 'Email',
  whatsapp: 'WhatsApp order update (checked, then sent)',
  'password-reset': 'Password reset request',
  'sessions.prune': 'Remove expired sessions',
  'jobs.prune': 'Remove old sent jobs',
  'payments.reconcile': 'Check unpaid orders with the payment provider',
  'refunds.reconcile': 'Check unanswered refunds with the payment provider',
  'orders.expire-unpaid': 'Expire unpaid orders',
  'orders.cancel-unconfirmed-cod': 'Cancel unconfirmed Cash on Delivery orders',
  'shipments.track': 'Update parcel tracking from the carrier',
  'refill.remind': 'Refill reminder (checked, then emailed)',
  'refills.sweep': 'Schedule refills of delivered orders',
  'stock.low': 'Low-stock email to the owner',
  'stock.back': 'Back-in-stock emails to the shoppers waiting',
  'stock.short-dated': 'Short-dated batch email to the owner',
  'batches.sweep': 'Short-dated batches off sale',
  'db.backup': 'Back up the database',
  'account.erase': 'Delete an account at the end of its notice',
  'erasures.sweep': 'Delete accounts whose notice has run out',
  'autoship.sweep': 'Find autoship deliveries due for a reminder or an order',
  'autoship.remind': 'Autoship reminder (checked, then emailed)',
  'autoship.start': 'Autoship started from a paid or confirmed order',
  'autoship.cycle': 'Autoship order: made, then charged to the mandate',
  'recovery.sweep': 'Email shoppers who left a checkout (first and second reminder)',
} as const;
export type JobKind = keyof typeof JOB_KIND_LABELS;

/** A stored job's name for the owner; a kind retired since it was stored shows as its id. */
export const jobKindLabel = (kind: string): string => (Object.hasOwn(JOB_KIND_LABELS, kind) ? JOB_KIND_LABELS[kind as JobKind] : kind);

export const ADMIN_JOB_VIEWS = ['failed', 'pending', 'sent'] as const;
export const adminJobQuery = pageQuery.omit({ q: true }).extend({ view: z.enum(ADMIN_JOB_VIEWS).default('failed') });
export type AdminJobQuery = z.infer<typeof adminJobQuery>;

export const adminJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(['pending', 'running', 'done', 'failed']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** For an email: its address and subject; for other jobs, null. */
  to: z.string().nullable(),
  subject: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  runAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

export const adminJobCounts = z.object({ failed: z.number().int(), pending: z.number().int(), sent: z.number().int() });
export type AdminJobCounts = z.infer<typeof adminJobCounts>;

export const adminJobList = z.object({
  items: z.array(adminJob),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: adminJobCounts,
});
export type AdminJobList = z.infer<typeof adminJobList>;
