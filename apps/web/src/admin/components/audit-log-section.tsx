import { useState } from 'react';
import type { AuditEntry } from '@canino/shared';
import { useEntityAudit } from '../lib/entity-audit';
import { formatDateTime } from '../format';
import { actionLabel, AuditChanges } from './audit-changes';
import type { Column } from './data-table';
import { HistorySection } from './history-section';

/** Who, when, what: the columns of every list of audit entries (the owner's search adds the record). */
export const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  { header: 'When', className: 'adm-nowrap', cell: (e) => formatDateTime(e.createdAt) },
  { header: 'Who', cell: (e) => e.adminEmail },
  { header: 'Action', cell: (e) => actionLabel(e.action) },
  { header: 'Changes', cell: (e) => <AuditChanges entry={e} /> },
];

/**
 * Who changed this record, when, and what: the fields before and after, newest first. `path` is the
 * record's log on the API (`/products/12/audit`).
 */
export function AuditLogSection({ path, note, className = 'adm-detail__wide' }: { path: string; note?: string; className?: string }) {
  const [page, setPage] = useState(1);
  const query = useEntityAudit(path, page);
  return (
    <HistorySection
      title="History"
      note={note}
      className={className}
      columns={AUDIT_COLUMNS}
      query={query}
      rowKey={(e) => e.id}
      page={page}
      onPage={setPage}
      empty="No admin changes recorded yet."
    />
  );
}
