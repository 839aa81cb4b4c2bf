import { useId, type ReactNode } from 'react';
import type { Paged } from '@canino/shared';
import type { QueryState } from '../../lib/query';
import { DataTable, type Column } from './data-table';

interface HistorySectionProps<T> {
  title: string;
  note?: string;
  /** Where it sits in a detail page's grid: `adm-detail__wide` spans both columns. */
  className: string;
  columns: Column<T>[];
  query: QueryState<Paged<T>> & { refetch: () => Promise<void> };
  rowKey: (row: T) => number;
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
}

/** A record's history on its page (its stock, its admin changes): a titled, server-paged table, newest first. */
export function HistorySection<T>({ title, note, className, ...table }: HistorySectionProps<T>) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-section__title">
        {title}
      </h2>
      {note && <p className="adm-muted">{note}</p>}
      <DataTable caption={title} {...table} />
    </section>
  );
}
