import type { AuditEntry } from '@canino/shared';

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** The changed fields of an entry: "sellingPricePaise: 49900 → 45900", one per line. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (!keys.length) return <span>—</span>;
  return (
    <ul className="adm-audit-changes">
      {keys.map((k) => (
        <li key={k}>
          <span className="adm-audit-changes__field">{k}</span>: {entry.before ? show(entry.before[k]) : ''}
          {entry.before && entry.after ? ' → ' : ''}
          {entry.after ? show(entry.after[k]) : ''}
        </li>
      ))}
    </ul>
  );
}
