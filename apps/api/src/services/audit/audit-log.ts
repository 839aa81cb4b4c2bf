import {
  AUDIT_REFERENCES,
  auditNameKey,
  changedFields,
  type AuditEntity,
  type AuditReferenceKind,
  type AuditEntry,
  type AuditQuery,
  type AuditRecord,
  type RecordHistoryQuery,
  type Paged,
} from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { findAdminById } from '../../repositories/staff-accounts';
import * as repo from '../../repositories/audit-log';

/** One admin change, as the service that makes it describes it. */
export interface AdminChange {
  entity: AuditEntity;
  entityId: number | null;
  /** `create`, `update`, `delete`, or the verb of a special change (`status`, `refund`, `retry`…). */
  action: string;
  /** What the owner reads in a list: the product's name, "Order #12". */
  label: string;
  /** The entity before and after (rows or inputs); only the fields that differ are kept. */
  before: object | null;
  after: object | null;
}

/** Dates to ISO strings, undefined dropped: the record as JSON stores it. */
const asRecord = (value: object | null): AuditRecord | null => (value === null ? null : (JSON.parse(JSON.stringify(value)) as AuditRecord));

/**
 * The one writer of the audit log, called by each admin service in the transaction of its change, so a
 * rolled-back change leaves no entry. A change with a before and an after that differ in nothing the
 * owner sees (a form saved as it was, an imported row equal to the product) is not written; one with
 * neither (an action such as "log out everywhere") is. `adminId` is the signed-in admin of the session
 * (routes pass `adminIdOf(req)`).
 */
export async function recordAdminChange(tx: Db, adminId: number, change: AdminChange): Promise<void> {
  const before = asRecord(change.before);
  const after = asRecord(change.after);
  const diff = changedFields(before, after);
  if (!diff && before && after) return;
  const admin = await findAdminById(tx, adminId);
  await repo.insertAuditEntry(tx, {
    adminId,
    adminEmail: admin?.email ?? `admin #${adminId}`,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    label: change.label,
    before: diff?.before ?? null,
    after: diff?.after ?? null,
  });
}

/** A page of entries, each with the names of the records it refers to by id (categories, makers). */
async function present(db: Db, rows: repo.AuditRow[]): Promise<AuditEntry[]> {
  const ids: Record<AuditReferenceKind, Set<number>> = { category: new Set(), maker: new Set() };
  const refsOf = (r: repo.AuditRow) =>
    [r.before, r.after].flatMap((record) =>
      Object.entries(AUDIT_REFERENCES).flatMap(([field, kind]) => (typeof record?.[field] === 'number' ? [{ kind, id: record[field] }] : [])),
    );
  for (const r of rows) for (const ref of refsOf(r)) ids[ref.kind].add(ref.id);
  const names = await repo.referencedNames(db, { category: [...ids.category], maker: [...ids.maker] });
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    names: Object.fromEntries(
      refsOf(r)
        .map(({ kind, id }) => auditNameKey(kind, id))
        .flatMap((key) => (names[key] ? [[key, names[key]]] : [])),
    ),
  }));
}

export async function listEntityAudit(ctx: AppContext, entity: AuditEntity, entityId: number | null, q: RecordHistoryQuery): Promise<Paged<AuditEntry>> {
  const { rows, total } = await repo.listEntityAudit(ctx.db, entity, entityId, q);
  return { items: await present(ctx.db, rows), total, page: q.page, pageSize: q.pageSize };
}

export async function searchAudit(ctx: AppContext, q: AuditQuery): Promise<Paged<AuditEntry>> {
  const { rows, total } = await repo.searchAudit(ctx.db, q);
  return { items: await present(ctx.db, rows), total, page: q.page, pageSize: q.pageSize };
}
