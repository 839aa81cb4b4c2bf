import { auditLines, type AuditEntry } from '@canino/shared';

/** "create" → "Create"; "cod_collected" → "Cod collected". */
export const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1).replace(/_/g, ' ');

/** The changed fields of an entry, one per line, as the owner reads them: "Selling price: ₹499.00 → ₹459.00". */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const lines = auditLines(entry, entry.names);
  if (!lines.length) return <span>—</span>;
  return (
    <ul className="adm-audit-changes">
      {lines.map((l) => (
        <li key={l.field}>
          <span className="adm-audit-changes__field">{l.field}</span>: {l.before !== undefined && <del className="adm-audit-changes__before">{l.before}</del>}
          {l.before !== undefined && l.after !== undefined && (
            <>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> changed to </span>
            </>
          )}
          {l.after !== undefined && <ins className="adm-audit-changes__after">{l.after}</ins>}
        </li>
      ))}
    </ul>
  );
}
