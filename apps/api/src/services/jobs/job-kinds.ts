import type { JobKind } from '@canino/shared';
import type { MailMessage } from '../../ports/mailer';
import type { WhatsAppTemplate } from '../whatsapp/templates';

/**
 * The payload each kind of job carries (JSON, stored in `jobs.payload`). A new kind is named in
 * @canino/shared's JOB_KIND_LABELS (the admin shows it), given its payload here and its handler in
 * `handlers.ts`; the compiler refuses a kind without all three.
 */
export interface JobPayloads {
  /** One email, rendered when the change that causes it commits; `messageId` is fixed at that moment. */
  email: MailMessage & { messageId: string };
  /** One order update on WhatsApp (services/whatsapp): the template and its values fixed when the change committed. */
  whatsapp: { customerId: number; orderId: number; eventKey: string; template: WhatsAppTemplate; params: string[] };
  /** A password reset was asked for this address; the job finds out whether it has an account (a customer's unless `subject` says admin). */
  'password-reset': { email: string; subject?: 'customer' | 'admin' };
  'sessions.prune': Record<string, never>;
  'jobs.prune': Record<string, never>;
  /**
   * Asks the provider about orders still awaiting payment, and settles those it captured. The run at a
   * start (`startedAt`, an ISO time) asks at once about every such order placed before the start,
   * however recent: payments made while the shop was down.
   */
  'payments.reconcile': { startedAt?: string };
  /** Asks the provider about refunds whose outcome the shop never heard, and settles them. */
  'refunds.reconcile': Record<string, never>;
  /** Writes `expired` on orders left unpaid past PENDING_ORDER_TTL_HOURS. */
  'orders.expire-unpaid': Record<string, never>;
  /** Cancels cash-on-delivery orders left unconfirmed past COD_CONFIRM_HOURS (decision 063). */
  'orders.cancel-unconfirmed-cod': Record<string, never>;
  /** Reads the carrier's tracking of parcels on their way and moves their orders along (decision 016). */
  'shipments.track': Record<string, never>;
  /** A refill's reminder is due: checked again when it runs (reordered, turned off, snoozed) and sent at most once. */
  'refill.remind': { refillId: number };
  /** Schedules refills for delivered orders that have none yet, however their delivery was recorded. */
  'refills.sweep': Record<string, never>;
  /** A product's size (variant; absent in jobs queued before sizes) fell to its low-stock threshold (services/stock): the owner's email, once per dip. */
  'stock.low': { productId: number; variantId?: number; stock: number; threshold: number };
  /** A batch came inside the minimum remaining shelf life and was taken off sale: the owner's email, once per batch (decision 062). */
  'stock.short-dated': { batchId: number };
  /** Takes batches that came inside the minimum remaining shelf life off sale, for sizes nobody bought meanwhile. */
  'batches.sweep': Record<string, never>;
  /** A scheduled backup of the embedded database (BACKUP_SCHEDULE, decision 054). */
  /** A size that shoppers wait for came back in stock: each waiting shopper's email, once (services/stock/back-in-stock.ts). */
  'stock.back': { productId: number; variantId: number };
  'db.backup': Record<string, never>;
  /** A customer's request to delete their account has reached its due time: erased unless cancelled or an order is still on its way. */
  'account.erase': { requestId: number };
  /** Erases every account whose notice has run out and that an order in progress held back (decision 049). */
  'erasures.sweep': Record<string, never>;
  /** An order's autoship lines become subscriptions, once it is paid (online) or confirmed (cash on delivery). */
  'autoship.start': { orderId: number };
  /** Queues the reminders and orders of autoship deliveries that are due (decision 056). */
  'autoship.sweep': Record<string, never>;
  /** One delivery's reminder, 3 days before its order: checked again when it runs, sent at most once. */
  'autoship.remind': { subscriptionId: number; cycleNo: number };
  /**
   * One delivery's order, made and charged; `attempt` is how many charges of it were declined before
   * this job was queued (0 for the first), so only the retry queued for that decline charges again.
   */
  'autoship.cycle': { subscriptionId: number; cycleNo: number; attempt: number };
  /** Emails shoppers who left a checkout with a contact, first and second, and ends those ordered since (decision 060). */
  'recovery.sweep': Record<string, never>;
}

export type { JobKind };

/** What a handler is told about the job besides its payload. */
export interface JobInfo {
  id: number;
  /** This attempt's number, from 1. */
  attempt: number;
}
