import { formatINR, type AuditEntry } from '@canino/shared';

/** A field as the owner reads it: "sellingPricePaise" → "Selling price", "cod_enabled" → "Cod enabled". */
const fieldLabel = (key: string) => {
  const words = key
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as the owner reads it: money in rupees, yes/no, text as it is, anything else as JSON. */
const show = (key: string, v: unknown) => {
  if (v === null || v === undefined || v === '') return '—';
  if (key.endsWith('Paise') && typeof v === 'number') return formatINR(v);
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return typeof v === 'string' ? v : JSON.stringify(v);
};

/** "create" → "Create"; "cod_collected" → "Cod collected". */
export const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1).replace(/_/g, ' ');

/** The changed fields of an entry, one per line: "Selling price: ₹499.00 → ₹459.00". */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { before, after } = entry;
  // A creation or a deletion holds every field: the empty ones say nothing.
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => show(k, before?.[k]) !== '—' || show(k, after?.[k]) !== '—');
  if (!keys.length) return <span>—</span>;
  return (
    <ul className="adm-audit-changes">
      {keys.map((k) => (
        <li key={k}>
          <span className="adm-audit-changes__field">{fieldLabel(k)}</span>: {before && <del className="adm-audit-changes__before">{show(k, before[k])}</del>}
          {before && after && (
            <>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> changed to </span>
            </>
          )}
          {after && <ins className="adm-audit-changes__after">{show(k, after[k])}</ins>}
        </li>
      ))}
    </ul>
  );
}
