import { Button } from '../../components/button';

/** "21–40 of 134" with Previous and Next; the page itself lives in the URL (see use-list-params). */
export function Pagination({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="adm-pager" aria-label="Pages">
      <p className="adm-pager__info" aria-live="polite">
        {first}–{last} of {total.toLocaleString('en-IN')}
      </p>
      {pages > 1 && (
        <div className="adm-pager__buttons">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="adm-pager__page">
            Page {Math.min(page, pages)} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
