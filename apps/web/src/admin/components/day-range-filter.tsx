/** A list's From and To filters: India calendar days, either may be left empty, the end never before the start. */
export function DayRangeFilter({ from, to, onChange }: { from: string; to: string; onChange: (change: { from: string } | { to: string }) => void }) {
  return (
    <>
      <label className="adm-filter">
        <span>From</span>
        <input type="date" className="input" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </label>
      <label className="adm-filter">
        <span>To</span>
        <input type="date" className="input" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </label>
    </>
  );
}
