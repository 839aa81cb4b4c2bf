import { FilterSelect } from '../../../components/filter-select';
import { Link } from 'react-router';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, type AuditEntity, type AuditEntry } from '@canino/shared';
import { useAuditSearch } from '../api/audit';
import { useStaff } from '../../../lib/staff-list';
import { AUDIT_COLUMNS } from '../../../components/audit-log-section';
import { DataTable, type Column } from '../../../components/data-table';
import { DayRangeFilter } from '../../../components/day-range-filter';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/use-list-params';

/** Where a record's own page is, so the owner can open what was changed (jobs, staff and the like have none). */
const RECORD_PAGES: Partial<Record<AuditEntity, (id: number | null) => string>> = {
  product: (id) => `/admin/products/${id}`,
  category: (id) => `/admin/categories/${id}`,
  banner: (id) => `/admin/banners/${id}`,
  coupon: (id) => `/admin/coupons/${id}`,
  order: (id) => `/admin/orders/${id}`,
  shop_settings: () => '/admin/settings',
  checkout_settings: () => '/admin/delivery',
  tax_settings: () => '/admin/invoices',
};

function RecordCell({ entry }: { entry: AuditEntry }) {
  const page = RECORD_PAGES[entry.entity];
  return (
    <>
      <div className="adm-muted adm-small">{AUDIT_ENTITY_LABELS[entry.entity]}</div>
      {page ? <Link to={page(entry.entityId)}>{entry.label}</Link> : entry.label}
    </>
  );
}

const [WHEN, ...REST] = AUDIT_COLUMNS;
const COLUMNS: Column<AuditEntry>[] = [WHEN!, { header: 'Record', cell: (e) => <RecordCell entry={e} /> }, ...REST];

const FILTERS = ['entity', 'adminId', 'from', 'to'] as const;

/** The owner's search of every admin change: by what was changed, who, India days and text; all in the URL. */
export function AuditPage() {
  const list = useListParams(FILTERS);
  const { entity, adminId, from, to } = list.values;
  // The URL's text, typed for the API (which answers 400 with a message to a hand-edited bad value).
  const query = useAuditSearch({ ...list.query, entity: (entity || undefined) as AuditEntity | undefined, adminId: adminId ? Number(adminId) : undefined });
  const staff = useStaff();
  const filtered = Boolean(list.q || entity || adminId || from || to);

  return (
    <>
      <PageHeader title="Audit log">
        <p className="adm-muted">Every change made in the admin: who, when, and each field before and after. Stock changes are in each product&rsquo;s stock history.</p>
      </PageHeader>
      <div className="adm-toolbar">
        <SearchBox label="Search the audit log" placeholder="Name, email, action or value" value={list.q} onSearch={list.search} />
        <FilterSelect
          label="Record"
          value={entity}
          options={[{ value: '', label: 'Everything' }, ...AUDIT_ENTITIES.map((e) => ({ value: e, label: AUDIT_ENTITY_LABELS[e] }))]}
          onChange={(v) => list.set({ entity: v })}
        />
        <FilterSelect
          label="Staff member"
          value={adminId}
          options={[{ value: '', label: 'Anyone' }, ...(staff.data?.members ?? []).map((m) => ({ value: String(m.id), label: `${m.name} (${m.email})` }))]}
          onChange={(v) => list.set({ adminId: v })}
        />
        <DayRangeFilter from={from} to={to} onChange={list.set} />
        {filtered && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => list.set({ q: '', entity: '', adminId: '', from: '', to: '' })}>
            Clear filters
          </button>
        )}
      </div>
      <DataTable
        caption="Admin changes"
        columns={COLUMNS}
        query={query}
        rowKey={(e) => e.id}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty={filtered ? 'No changes match these filters.' : 'No admin changes recorded yet.'}
      />
    </>
  );
}
