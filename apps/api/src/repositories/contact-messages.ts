import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

export async function insertContactMessage(db: Db, row: typeof contactMessages.$inferInsert) {
  const [created] = await db.insert(contactMessages).values(row).returning();
  return created!;
}
