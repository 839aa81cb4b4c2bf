import type { ReactNode } from 'react';
import type { QueryState } from '../lib/query';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';
import { PageSpinner } from './spinner';

interface QueryViewProps<T> {
  query: QueryState<T> & { refetch: () => Promise<void> };
  children: (data: T) => ReactNode;
  /** What to show while loading (default: a spinner). */
  loading?: ReactNode;
  /** Heading of the error box, e.g. 'We could not load the products'. */
  errorTitle?: string;
}

/** Renders a query's data, its loading state, or its error with the message and a Try again button. */
export function QueryView<T>({ query, children, loading, errorTitle = 'Something went wrong' }: QueryViewProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <EmptyState
        tone="error"
        icon={<AlertIcon size={28} />}
        title={errorTitle}
        action={
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        <p>{query.error.message}</p>
      </EmptyState>
    );
  }
  return <>{loading ?? <PageSpinner />}</>;
}
