/** A record as the audit log keeps it: field names to JSON values. */
export type AuditRecord = Record<string, unknown>;

/** Bookkeeping columns every row carries; a change of only these is no change for the owner. */
const IGNORED = new Set(['createdAt', 'updatedAt']);

/** JSON with each object's keys sorted: a value read back from a JSON column may list its keys in another order. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, x]) => [k, canonical(x)]),
        )
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * The fields of a change that differ, before and after, and nothing else; null when nothing the owner
 * would see changed. A creation has no before (all its fields after), a deletion no after.
 * Worked example: { price: 100, name: 'A', stock: 5 } → { price: 90, name: 'A', stock: 7 } gives
 * before { price: 100, stock: 5 }, after { price: 90, stock: 7 }. An update's after may be the input
 * rather than the whole row: a field it leaves out (the row's id) did not change.
 */
export function changedFields(before: AuditRecord | null, after: AuditRecord | null): { before: AuditRecord | null; after: AuditRecord | null } | null {
  const strip = (r: AuditRecord) => Object.fromEntries(Object.entries(r).filter(([k]) => !IGNORED.has(k)));
  if (!before && !after) return null;
  if (!before) return { before: null, after: strip(after!) };
  if (!after) return { before: strip(before), after: null };
  const keys = Object.keys(after).filter((k) => !IGNORED.has(k) && !same(before[k], after[k]));
  if (!keys.length) return null;
  return { before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])), after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])) };
}
