import type { Db } from '../../db/client';
import { hasConsent } from '../consents/consents';
import { enqueueJob } from '../jobs/enqueue';
import type { TemplateValues } from './templates';

export interface OrderUpdate {
  /** The account the order belongs to; a guest's order (null) has no consent to send on. */
  customerId: number | null;
  orderId: number;
  /** Names the event once (`order_shipped:42`, `refund_processed:7`): a second job with it is not written. */
  eventKey: string;
  message: TemplateValues;
}

/**
 * Queues an order update on WhatsApp in the transaction that makes the change, beside its email, when the
 * customer has agreed to WhatsApp updates. The job asks again when it runs, so a STOP in between stops it.
 */
export async function enqueueWhatsAppUpdate(tx: Db, update: OrderUpdate): Promise<void> {
  if (update.customerId === null || !(await hasConsent(tx, update.customerId, 'whatsapp_updates'))) return;
  await enqueueJob(tx, {
    kind: 'whatsapp',
    payload: { customerId: update.customerId, orderId: update.orderId, eventKey: update.eventKey, ...update.message },
    key: `whatsapp:${update.eventKey}`,
  });
}
