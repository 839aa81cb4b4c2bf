import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { auditNameKey, type AuditEntity, type AuditNames, type AuditQuery, type AuditReferenceKind, type RecordHistoryQuery } from '@canino/shared';
import type { Db } from '../db/client';
import { auditLog, categories, makers } from '../db/schema';
import { containsPattern, offsetOf, onShopDays } from './paging';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEntry(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

async function page(db: Db, where: SQL | undefined, q: { page: number; pageSize: number }) {
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(q.pageSize).offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One entity's entries, newest first; a settings entity (one row, no id) with a null id. */
export function listEntityAudit(db: Db, entity: AuditEntity, entityId: number | null, q: RecordHistoryQuery) {
  return page(db, and(eq(auditLog.entity, entity), entityId === null ? isNull(auditLog.entityId) : eq(auditLog.entityId, entityId)), q);
}

/**
 * The owner's search: by admin, entity (and id), India days from–to, and text in the label, the admin's
 * email or the changed values.
 */
export function searchAudit(db: Db, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.adminId) where.push(eq(auditLog.adminId, q.adminId));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  where.push(...onShopDays(auditLog.createdAt, q));
  if (q.q) {
    const text = containsPattern(q.q);
    where.push(
      or(
        ilike(auditLog.label, text),
        ilike(auditLog.adminEmail, text),
        ilike(auditLog.action, text),
        sql`${auditLog.before}::text ilike ${text}`,
        sql`${auditLog.after}::text ilike ${text}`,
      )!,
    );
  }
  return page(db, where.length ? and(...where) : undefined, q);
}

const NAMED = { category: categories, maker: makers } as const satisfies Record<AuditReferenceKind, unknown>;

/** The names, now, of the records that entries refer to by id (a deleted one has none). */
export async function referencedNames(db: Db, ids: Record<AuditReferenceKind, number[]>): Promise<AuditNames> {
  const names: AuditNames = {};
  for (const kind of Object.keys(NAMED) as AuditReferenceKind[]) {
    if (!ids[kind].length) continue;
    const table = NAMED[kind];
    const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids[kind]));
    for (const r of rows) names[auditNameKey(kind, r.id)] = r.name;
  }
  return names;
}
