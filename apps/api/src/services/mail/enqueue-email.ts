import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { enqueueJob } from '../jobs/enqueue';
import type { MailMessage } from '../../ports/mailer';

/**
 * Queues one email in the caller's transaction. Its Message-ID is chosen now and kept in the job, so
 * every retry of the delivery sends the same message: a reader whose server took it before a crash sees
 * it once. The domain is the shop's own, as RFC 5322 asks.
 */
export function enqueueEmail(tx: Db, publicUrl: string, message: MailMessage, key?: string): Promise<boolean> {
  return enqueueJob(tx, { ...emailJob(publicUrl, message), key });
}

/** Several emails as jobs, each with its Message-ID as `enqueueEmail` gives it, for the caller to write in its transaction. */
export function emailJobs(publicUrl: string, messages: MailMessage[]) {
  return messages.map((m) => emailJob(publicUrl, m));
}

function emailJob(publicUrl: string, message: MailMessage) {
  const messageId = `<${randomUUID()}@${new URL(publicUrl).hostname}>`;
  return { kind: 'email' as const, payload: { ...message, messageId } };
}
