import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

type WithId = PgTable & { id: PgColumn };

/**
 * A row by id, locked until the transaction ends: what an admin change replaces, read so that no other
 * change can come between it and the write (the audit log's "before" is then exact).
 */
export async function lockRow<T extends WithId>(tx: Db, table: T, id: number): Promise<T['$inferSelect'] | undefined> {
  const source: PgTable = table;
  const [row]: T['$inferSelect'][] = await tx.select().from(source).where(eq(table.id, id)).for('update');
  return row;
}
