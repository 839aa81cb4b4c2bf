import { auditLines, type AuditEntry, type AuditLine } from '@canino/shared';

/** "create" → "Create"; "cod_collected" → "Cod collected". */
export const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1).replace(/_/g, ' ');

/** Changed fields, one per line, as the owner reads them: "Selling price: ₹499.00 → ₹459.00". */
export function AuditLineList({ lines }: { lines: readonly AuditLine[] }) {
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

/** The changed fields of an audit entry, with the names of the records they refer to. */
export const AuditChanges = ({ entry }: { entry: AuditEntry }) => <AuditLineList lines={auditLines(entry, entry.names)} />;
