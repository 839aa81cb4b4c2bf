import type { MailMessage } from '../mail/mailer';

/**
 * Every kind of job and the payload it carries (JSON, stored in `jobs.payload`). A new kind is added
 * here and given its handler in `handlers.ts`; the compiler then refuses a job nobody can run.
 */
export interface JobPayloads {
  /** One email, rendered when the change that causes it commits; `messageId` is fixed at that moment. */
  email: MailMessage & { messageId: string };
  /** A password reset was asked for this address; the job finds out whether it has an account. */
  'password-reset': { email: string };
  'sessions.prune': Record<string, never>;
  'jobs.prune': Record<string, never>;
  /** Asks the provider about orders still awaiting payment, and settles those it captured. */
  'payments.reconcile': Record<string, never>;
  /** Writes `expired` on orders left unpaid past PENDING_ORDER_TTL_HOURS. */
  'orders.expire-unpaid': Record<string, never>;
}

export type JobKind = keyof JobPayloads;

/** What a handler is told about the job besides its payload. */
export interface JobInfo {
  id: number;
  /** This attempt's number, from 1. */
  attempt: number;
}
