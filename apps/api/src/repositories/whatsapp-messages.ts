import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { whatsappMessages, type WhatsAppMessageStatus } from '../db/schema';

export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;

/** The event's message row: written now as `sending`, or the one a previous attempt wrote. */
export async function claimMessage(db: Db, row: { eventKey: string; customerId: number; orderId: number | null; template: string; toNumber: string }): Promise<WhatsAppMessageRow> {
  await db.insert(whatsappMessages).values(row).onConflictDoNothing({ target: whatsappMessages.eventKey });
  const [found] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.eventKey, row.eventKey));
  return found!;
}

export async function markMessage(db: Db, id: number, patch: { status: 'sent'; providerMessageId: string } | { status: 'failed'; error: string }, at: Date): Promise<void> {
  await db
    .update(whatsappMessages)
    .set({ ...patch, updatedAt: at })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'sending')));
}

/** What each status may follow: webhooks arrive in any order, and a late `sent` must not undo `read`. */
const EARLIER: Record<Exclude<WhatsAppMessageStatus, 'sending'>, WhatsAppMessageStatus[]> = {
  sent: ['sending'],
  delivered: ['sending', 'sent'],
  read: ['sending', 'sent', 'delivered'],
  failed: ['sending', 'sent'],
};

/** A status webhook's news about one message; false when it is not the shop's message or says nothing new. */
export async function recordMessageStatus(
  db: Db,
  news: { providerMessageId: string; status: Exclude<WhatsAppMessageStatus, 'sending'>; error: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(whatsappMessages)
    .set({ status: news.status, updatedAt: news.at, ...(news.error ? { error: news.error } : {}) })
    .where(and(eq(whatsappMessages.providerMessageId, news.providerMessageId), inArray(whatsappMessages.status, EARLIER[news.status])))
    .returning({ id: whatsappMessages.id });
  return rows.length > 0;
}

/** The shop's message a customer's reply answers (Meta names it in the reply's `context.id`). */
export async function findMessageByProviderId(db: Db, providerMessageId: string): Promise<WhatsAppMessageRow | undefined> {
  const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.providerMessageId, providerMessageId));
  return row;
}
