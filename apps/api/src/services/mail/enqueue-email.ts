import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { enqueueJob, enqueueJobs } from '../jobs/enqueue';
import type { MailMessage } from '../../ports/mailer';

/**
 * Queues one email in the caller's transaction. Its Message-ID is chosen now and kept in the job, so
 * every retry of the delivery sends the same message: a reader whose server took it before a crash sees
 * it once. The domain is the shop's own, as RFC 5322 asks.
 */
export function enqueueEmail(tx: Db, publicUrl: string, message: MailMessage, key?: string): Promise<boolean> {
  return enqueueJob(tx, { ...emailJob(publicUrl, message), key });
}

/** Queues several emails in the caller's transaction in one statement, each as `enqueueEmail` does. */
export function enqueueEmails(tx: Db, publicUrl: string, messages: MailMessage[]): Promise<void> {
  return enqueueJobs(
    tx,
    messages.map((m) => emailJob(publicUrl, m)),
  );
}

function emailJob(publicUrl: string, message: MailMessage) {
  const messageId = `<${randomUUID()}@${new URL(publicUrl).hostname}>`;
  return { kind: 'email' as const, payload: { ...message, messageId } };
}
