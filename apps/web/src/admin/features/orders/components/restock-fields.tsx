import { TextInput } from '../../../../components/field';

/** An order line as a refund sees it: how many of its units may still come back into stock. */
interface RestockableLine {
  id: number;
  productName: string;
  restockable: number;
}

/** What the owner typed per line, by line id (a blank counts as 0). */
export type RestockCounts = Record<number, string>;

/**
 * The lines to put back into stock with a refund, from what the owner typed; a count that is not a whole
 * number within what the line can return is written into `errors` under `line-<id>`, the field's key.
 */
export function readRestock(lines: RestockableLine[], counts: RestockCounts, errors: Record<string, string>) {
  return lines.flatMap((l) => {
    const n = Number(counts[l.id] || 0);
    if (!Number.isInteger(n) || n < 0 || n > l.restockable) errors[`line-${l.id}`] = `Enter a whole number from 0 to ${l.restockable}`;
    return n > 0 ? [{ lineId: l.id, quantity: n }] : [];
  });
}

/** One count field per line whose units can come back: shared by the refund form and the status form's refund. */
export function RestockFields({
  legend,
  lines,
  counts,
  onChange,
  errorOf,
}: {
  legend: string;
  lines: RestockableLine[];
  counts: RestockCounts;
  onChange: (counts: RestockCounts) => void;
  errorOf: (lineId: number) => string | undefined;
}) {
  if (lines.length === 0) return null;
  return (
    <fieldset className="adm-refund__restock">
      <legend className="field__label">{legend}</legend>
      {lines.map((l) => (
        <TextInput
          key={l.id}
          label={`${l.productName} (up to ${l.restockable})`}
          inputMode="numeric"
          value={counts[l.id] ?? ''}
          placeholder="0"
          onChange={(e) => onChange({ ...counts, [l.id]: e.target.value })}
          error={errorOf(l.id)}
        />
      ))}
    </fieldset>
  );
}
