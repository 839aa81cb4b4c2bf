import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A table's page, search and filters, kept in the URL so a reload, a shared link or the Back button
 * shows the same rows. Changing anything but the page goes back to page 1.
 */
export function useListParams<K extends string>(filters: readonly K[] = []) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q') ?? '';
  const values = Object.fromEntries(filters.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;

  const set = useCallback(
    (changes: Partial<Record<K | 'q' | 'page', string>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes) as [string, string | undefined][]) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setParams],
  );

  /** The search box's handler: a new search starts again at page 1. */
  const search = useCallback((text: string) => set({ q: text } as Partial<Record<K | 'q' | 'page', string>>), [set]);

  /** Only the filled-in values, for the API's query string. */
  const query = { page, ...(q ? { q } : {}), ...Object.fromEntries(Object.entries(values).filter(([, v]) => v)) } as { page: number; q?: string } & Partial<Record<K, string>>;
  return { page, q, values, query, set, search };
}
