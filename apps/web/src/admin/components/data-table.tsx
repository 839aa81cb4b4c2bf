import type { ReactNode } from 'react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import type { QueryState } from '../../lib/query';
import type { Paged } from '@canino/shared';
import { Pagination } from './pagination';

export interface Column<T> {
  /** The column's name (and key); `headerCell`, when given, is shown instead (a select-all box). */
  header: string;
  headerCell?: ReactNode;
  cell: (row: T) => ReactNode;
  /** `num` right-aligns figures; `wide-only` hides the column on phones; `actions` keeps buttons together. */
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  query: QueryState<Paged<T>> & { refetch: () => Promise<void> };
  rowKey: (row: T) => string | number;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
}

/**
 * A server-paged table: the rows of one page, a loading state that keeps the previous rows visible,
 * an error with Try again, an empty message, and the pager. On phones it scrolls sideways in its card.
 */
export function DataTable<T>({ caption, columns, query, rowKey, empty, page, onPage }: DataTableProps<T>) {
  const data = query.data;
  if (!data && query.error) {
    return (
      <div className="adm-card adm-table-state" role="alert">
        <p>{query.error.message}</p>
        <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="adm-card adm-table-card" aria-busy={query.isFetching || undefined}>
      {/* Focusable so a keyboard can scroll a wide table sideways when its rows hold no links (axe: scrollable-region-focusable). */}
      <div className="adm-table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="adm-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.className}>
                  {c.headerCell ?? c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} className={c.className} data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!data && (
        <div className="adm-table-state">
          <Spinner label="Loading…" />
        </div>
      )}
      {data && data.items.length === 0 && <div className="adm-table-state adm-table-state--empty">{empty}</div>}
      {data && data.total > 0 && <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={onPage} />}
    </div>
  );
}
