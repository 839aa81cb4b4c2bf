import type { AppContext } from '../../context';
import { deleteDoneJobsOlderThan } from '../../repositories/jobs';
import { eraseDueAccounts, eraseIfDue } from '../account/erase-account';
import { sendPasswordResetLink } from '../auth/password-reset';
import { pruneExpiredSessions } from '../auth/sessions';
import { expireUnpaidOrders } from '../orders/expire-unpaid-orders';
import { cancelUnconfirmedCodOrders } from '../orders/cancel-unconfirmed-cod';
import { reconcilePendingPayments } from '../payments/reconcile-payments';
import { reconcilePendingRefunds } from '../refunds/reconcile-refunds';
import { trackShipments, trackingPauseMs } from '../shipping/track-shipments';
import { sendRefillReminder } from '../refills/send-reminder';
import { sweepDeliveredOrders } from '../refills/schedule-refills';
import { sendBackInStock } from '../stock/back-in-stock';
import { sendLowStockEmail } from '../stock/low-stock-email';
import { sendShortDatedEmail, sweepShortDated } from '../stock/short-dated';
import { backUpDatabase } from '../backups/scheduled-backup';
import { runCycle, sendAutoshipReminder, sweepSubscriptions } from '../autoship/run-cycle';
import { startAutoshipFromOrder } from '../autoship/start-from-order';
import { sendWhatsAppUpdate } from '../whatsapp/send-update';
import { sweepRecoveries } from '../recovery/sweep-recoveries';
import type { JobInfo, JobKind, JobPayloads } from './job-kinds';

type JobHandler<K extends JobKind> = (ctx: AppContext, payload: JobPayloads[K], job: JobInfo) => Promise<void>;
export type JobHandlers = { [K in JobKind]: JobHandler<K> };

/** Sent emails stay listed for the owner this long. */
const KEEP_DONE_MS = 30 * 24 * 60 * 60 * 1000;

/** What runs each kind of job. A handler that throws is retried with backoff (see runner.ts). */
export const JOB_HANDLERS: JobHandlers = {
  email: (ctx, message) => ctx.mailer.send(message),
  whatsapp: sendWhatsAppUpdate,
  'password-reset': sendPasswordResetLink,
  'sessions.prune': (ctx) => pruneExpiredSessions(ctx),
  'jobs.prune': async (ctx) => void (await deleteDoneJobsOlderThan(ctx.db, KEEP_DONE_MS)),
  // At a start: every order placed before it, however recent (its age now is the wait).
  'payments.reconcile': async (ctx, payload) =>
    void (await reconcilePendingPayments(ctx, {
      afterMs: payload.startedAt ? Math.max(0, ctx.now().getTime() - Date.parse(payload.startedAt)) : ctx.config.reconcileAfterMs,
    })),
  'refunds.reconcile': async (ctx) => void (await reconcilePendingRefunds(ctx)),
  'orders.expire-unpaid': async (ctx) => void (await expireUnpaidOrders(ctx)),
  'orders.cancel-unconfirmed-cod': async (ctx) => void (await cancelUnconfirmedCodOrders(ctx)),
  'shipments.track': async (ctx) => void (await trackShipments(ctx, { pauseMs: trackingPauseMs(ctx) })),
  'refill.remind': (ctx, payload) => sendRefillReminder(ctx, payload.refillId),
  'refills.sweep': async (ctx) => void (await sweepDeliveredOrders(ctx)),
  'stock.low': sendLowStockEmail,
  'stock.back': sendBackInStock,
  'stock.short-dated': sendShortDatedEmail,
  'batches.sweep': async (ctx) => void (await sweepShortDated(ctx)),
  'db.backup': async (ctx) => void (await backUpDatabase(ctx)),
  'account.erase': async (ctx, payload) => void (await eraseIfDue(ctx, payload.requestId)),
  'erasures.sweep': async (ctx) => void (await eraseDueAccounts(ctx)),
  'autoship.sweep': async (ctx) => void (await sweepSubscriptions(ctx)),
  'autoship.remind': sendAutoshipReminder,
  'autoship.cycle': runCycle,
  'autoship.start': startAutoshipFromOrder,
  'recovery.sweep': async (ctx) => void (await sweepRecoveries(ctx)),
};
