import { Link } from 'react-router';

/** One figure on a card: what it is, its value and a line on how it is counted; a link when it has a list. */
export function Stat({ label, value, detail, to }: { label: string; value: string; detail: string; to?: string }) {
  const body = (
    <>
      <span className="adm-stat__label">{label}</span>
      <span className="adm-stat__value">{value}</span>
      <span className="adm-stat__detail">{detail}</span>
    </>
  );
  return to ? (
    <Link to={to} className="adm-card adm-stat adm-stat--link">
      {body}
    </Link>
  ) : (
    <div className="adm-card adm-stat">{body}</div>
  );
}
