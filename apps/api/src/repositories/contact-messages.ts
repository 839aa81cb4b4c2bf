import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { lockRow } from './lock-row';

export async function insertContactMessage(db: Db, row: typeof contactMessages.$inferInsert) {
  const [created] = await db.insert(contactMessages).values(row).returning();
  return created!;
}

/** A contact message locked until the transaction ends, read as the change it is about to receive replaces it. */
export const lockContactMessage = (tx: Db, id: number) => lockRow(tx, contactMessages, id);
