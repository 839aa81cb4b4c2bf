import type { Paged } from '@canino/shared';
import { Fragment, type ReactNode } from 'react';
import { Button } from '../../components/button';
import type { QueryState } from '../../lib/query';
import { PageHeader } from './page-header';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import type { useListParams } from './use-list-params';

interface CardListPageProps<T, K extends string> {
  title: string;
  /** The filter's tabs; the one whose value is '' is what the page shows without a filter. */
  tabs: readonly { value: string; label: string }[];
  /** Which of the list's parameters the tabs set. */
  filter: K;
  list: ReturnType<typeof useListParams<K>>;
  searchLabel: string;
  query: QueryState<Paged<T>> & { refetch: () => Promise<void> };
  empty: ReactNode;
  card: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}

/**
 * An admin page of cards rather than table rows (messages, reviews: long text and actions each): tabs
 * for one filter, a search, an error with Try again, an empty message, the cards of one page and the
 * pager, all kept in the address by useListParams.
 */
export function CardListPage<T, K extends string>({ title, tabs, filter, list, searchLabel, query, empty, card, itemKey }: CardListPageProps<T, K>) {
  // The filter's name is only known as K here; set takes any of the list's parameters by name.
  const set = list.set as (changes: Record<string, string>) => void;
  const data = query.data;
  const current = list.values[filter];
  return (
    <>
      <PageHeader title={title} />
      <div className="adm-toolbar">
        <div className="adm-segments" role="group" aria-label="Show">
          {tabs.map((t) => (
            <button key={t.label} type="button" className="adm-segment" aria-pressed={current === t.value} onClick={() => set({ [filter]: t.value })}>
              {t.label}
            </button>
          ))}
        </div>
        <SearchBox label={searchLabel} value={list.q} onSearch={list.search} />
      </div>
      {!data && query.error && (
        <div className="adm-card adm-table-state" role="alert">
          <p>{query.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {data && data.items.length === 0 && <div className="adm-card adm-table-state adm-table-state--empty">{empty}</div>}
      <div className="adm-messages" aria-busy={query.isFetching || undefined}>
        {data?.items.map((item) => (
          <Fragment key={itemKey(item)}>{card(item)}</Fragment>
        ))}
      </div>
      {data && data.total > data.pageSize && <Pagination page={list.page} pageSize={data.pageSize} total={data.total} onPage={(p) => set({ page: String(p) })} />}
    </>
  );
}
