import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, pickRules } from '../db/schema';
import { lockRow } from './lock-row';

export type PickRuleRow = typeof pickRules.$inferSelect;

export function listPickRules(db: Db) {
  return db
    .select({ rule: pickRules, categoryName: categories.name })
    .from(pickRules)
    .leftJoin(categories, eq(categories.id, pickRules.categoryId))
    .orderBy(asc(pickRules.position), asc(pickRules.id));
}

export async function insertPickRule(db: Db, row: typeof pickRules.$inferInsert): Promise<PickRuleRow> {
  const [created] = await db.insert(pickRules).values(row).returning();
  return created!;
}

export async function updatePickRule(db: Db, id: number, patch: Partial<typeof pickRules.$inferInsert>): Promise<PickRuleRow | undefined> {
  const [row] = await db
    .update(pickRules)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(pickRules.id, id))
    .returning();
  return row;
}

export async function deletePickRule(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(pickRules).where(eq(pickRules.id, id)).returning({ id: pickRules.id });
  return rows.length > 0;
}

/** A pick rule locked until the transaction ends, read as the change it is about to receive replaces it. */
export const lockPickRule = (tx: Db, id: number) => lockRow(tx, pickRules, id);
