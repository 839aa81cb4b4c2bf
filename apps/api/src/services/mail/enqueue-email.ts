import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { enqueueJob } from '../jobs/enqueue';
import type { MailMessage } from './mailer';

/**
 * Queues one email in the caller's transaction. Its Message-ID is chosen now and kept in the job, so
 * every retry of the delivery sends the same message: a reader whose server took it before a crash sees
 * it once. The domain is the shop's own, as RFC 5322 asks.
 */
export function enqueueEmail(tx: Db, publicUrl: string, message: MailMessage, key?: string): Promise<boolean> {
  const messageId = `<${randomUUID()}@${new URL(publicUrl).hostname}>`;
  return enqueueJob(tx, { kind: 'email', payload: { ...message, messageId }, key });
}
