import { useId, useState } from 'react';
import type { AuditEntry } from '@canino/shared';
import { useEntityAudit } from '../api/audit';
import { formatDateTime } from '../format';
import { AuditChanges } from './audit-changes';
import { DataTable, type Column } from './data-table';

const COLUMNS: Column<AuditEntry>[] = [
  { header: 'When', cell: (e) => formatDateTime(e.createdAt) },
  { header: 'Who', cell: (e) => e.adminEmail },
  { header: 'Action', cell: (e) => e.action },
  { header: 'Changes', cell: (e) => <AuditChanges entry={e} /> },
];

/**
 * Who changed this record, when, and what: the fields before and after, newest first. `path` is the
 * record's log on the API (`/products/12/audit`).
 */
export function AuditLogSection({ path, note }: { path: string; note?: string }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const query = useEntityAudit(path, page);
  return (
    <section className="adm-detail__main" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-section__title">
        History
      </h2>
      {note && <p className="adm-muted">{note}</p>}
      <DataTable caption="History" columns={COLUMNS} query={query} rowKey={(e) => e.id} page={page} onPage={setPage} empty="No admin changes recorded yet." />
    </section>
  );
}
