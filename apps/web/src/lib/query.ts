import { useCallback, useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { afterFirstPaint } from './first-paint';

/**
 * A small read cache for API data: one entry per key, shared by every component that asks for it,
 * fetched once and refreshed when stale. It does what the storefront needs from TanStack Query in
 * about 1 KB instead of 10 KB, which keeps the home page inside its 100 KB budget.
 *
 * Like TanStack Query, it draws a component again only when something it shows changed: an answer equal
 * to the one at hand keeps the same data (structural sharing), and a component is told of a change only
 * to the fields it read (TanStack's tracked properties). Without that, every refresh after a page's first
 * paint (the settings, the shipping terms) drew its readers twice, at its start and at its answer: on a
 * product page, the whole page twice, about 50 ms each in a fast browser and four times that on a phone
 * (decision 036).
 */

export interface QueryState<T> {
  data: T | undefined;
  error: Error | undefined;
  /** No data yet and a fetch under way (show a spinner). */
  isLoading: boolean;
  /** A fetch under way, with or without data. */
  isFetching: boolean;
}

interface Entry<T> {
  state: QueryState<T>;
  /** The state the entry began with (an embedded answer, or nothing), which is what the server drew. */
  served: QueryState<T>;
  fetchedAt: number;
  promise: Promise<void> | undefined;
  /** The last fetcher used, so invalidation can refetch what is on screen. */
  fetcher: (() => Promise<T>) | undefined;
  listeners: Set<() => void>;
}

const DEFAULT_STALE_MS = 60_000;
const cache = new Map<string, Entry<unknown>>();
const IDLE: QueryState<never> = { data: undefined, error: undefined, isLoading: false, isFetching: false };

/** `initialData` (when given) fills a new entry, which then counts as just fetched. */
function entry<T>(key: string, initialData?: () => T | undefined): Entry<T> {
  let e = cache.get(key) as Entry<T> | undefined;
  if (!e) {
    const data = initialData?.();
    const state = data === undefined ? IDLE : { ...IDLE, data };
    e = {
      state,
      served: state,
      fetchedAt: data === undefined ? 0 : Date.now(),
      promise: undefined,
      fetcher: undefined,
      listeners: new Set(),
    };
    cache.set(key, e);
  }
  return e;
}

function update<T>(e: Entry<T>, patch: Partial<QueryState<T>>): void {
  e.state = { ...e.state, ...patch };
  for (const l of e.listeners) l();
}

/** Fetches `key` unless a fetch is already under way; the result lands in the cache. */
function fetchQuery<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  const e = entry<T>(key);
  e.fetcher = fetcher;
  if (e.promise) return e.promise;
  update(e, { isFetching: true, isLoading: e.state.data === undefined });
  e.promise = fetcher().then(
    (data) => {
      e.fetchedAt = Date.now();
      e.promise = undefined;
      update(e, { data: sameIfEqual(e.state.data, data), error: undefined, isLoading: false, isFetching: false });
    },
    (error: unknown) => {
      e.fetchedAt = Date.now();
      e.promise = undefined;
      update(e, { error: error instanceof Error ? error : new Error(String(error)), isLoading: false, isFetching: false });
    },
  );
  return e.promise;
}

export interface QueryOptions<T> {
  staleMs?: number;
  /** Data already at hand when the key is first read (an answer the server embedded in the page). */
  initialData?: () => T | undefined;
}

/** Reads `key`, fetching it when absent or older than `staleMs`. A `null` key reads nothing (disabled). */
export function useQuery<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  { staleMs = DEFAULT_STALE_MS, initialData }: QueryOptions<T> = {},
): QueryState<T> & { refetch: () => Promise<void> } {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => {};
      const e = entry<T>(key);
      e.listeners.add(listener);
      return () => e.listeners.delete(listener);
    },
    [key],
  );
  // While React hydrates a part the server drew, the part reads what the server had: an answer that came
  // meanwhile (React hydrates part by part, after the app's first fetches have started) would draw something
  // else, and React would throw the part's HTML away. React draws it again with the answer right after.
  const hydrating = useHydrating();
  const read = () => {
    if (key === null) return IDLE;
    const e = entry<T>(key, initialData);
    return hydrating ? e.served : e.state;
  };
  // The fields this component has read, and the state it was last drawn with: a change to fields it never
  // read keeps that state as the snapshot, so it is not drawn again for it.
  const seen = useRef<{ fields: Set<keyof QueryState<T>>; drawn: QueryState<T> | undefined }>({ fields: new Set(), drawn: undefined });
  const snapshot = () => {
    const state = read();
    const { fields, drawn } = seen.current;
    if (drawn !== undefined && drawn !== state && [...fields].every((f) => Object.is(drawn[f], state[f]))) return drawn;
    return (seen.current.drawn = state);
  };
  useSyncExternalStore(subscribe, snapshot, snapshot);
  // The values themselves are the entry's current ones: a field read for the first time is never stale.
  const state = read();

  // The fetcher is derived from the key: a new closure with the same key must not refetch.
  const fetchIfStale = useEffectEvent((k: string) => {
    const e = entry<T>(k);
    const stale = Date.now() - e.fetchedAt > staleMs || (e.state.data === undefined && !e.state.error);
    if (stale) void fetchQuery(k, fetcher);
  });
  useEffect(() => {
    if (key === null) return;
    // A page's first reads wait for its first paint (lib/first-paint); after that this is at once.
    void afterFirstPaint().then(() => fetchIfStale(key));
  }, [key, staleMs]);

  const refetch = useCallback(() => (key === null ? Promise.resolve() : fetchQuery(key, fetcher)), [key, fetcher]);
  const { fields } = seen.current;
  return {
    get data() {
      fields.add('data');
      return state.data;
    },
    get error() {
      fields.add('error');
      return state.error;
    },
    get isFetching() {
      fields.add('isFetching');
      return state.isFetching;
    },
    get isLoading() {
      fields.add('isLoading').add('data').add('error');
      return state.isLoading || (key !== null && state.data === undefined && !state.error);
    },
    refetch,
  };
}

/**
 * `next`, or `prev` when the two are equal as JSON values (what the API answers): readers that compare
 * by reference (a dependency list, a memo) see no change when a refresh brings the same answer.
 */
export function sameIfEqual<T>(prev: T, next: T): T {
  return jsonEqual(prev, next) ? prev : next;
}

function jsonEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Replaces the cached data of `key` (after a change the server confirmed), telling every reader. */
export function setQueryData<T>(key: string, updater: (old: T | undefined) => T): void {
  const e = entry<T>(key);
  e.fetchedAt = Date.now();
  update(e, { data: updater(e.state.data), error: undefined });
}

/** Marks every key starting with `prefix` stale: entries on screen refetch now, the others when next read. */
export function invalidateQueries(prefix: string): void {
  for (const [key, e] of cache) {
    if (!key.startsWith(prefix)) continue;
    e.fetchedAt = 0;
    if (e.listeners.size === 0) cache.delete(key);
    else if (e.fetcher) void fetchQuery(key, e.fetcher);
  }
}

/** Forgets data (on logout, so one customer never sees another's data); entries on screen refetch. */
export function clearQueries(prefix = ''): void {
  for (const [key, e] of cache) {
    if (!key.startsWith(prefix)) continue;
    if (e.listeners.size === 0) {
      cache.delete(key);
      continue;
    }
    e.fetchedAt = 0;
    update(e, IDLE);
    if (e.fetcher) void fetchQuery(key, e.fetcher);
  }
}

/** Empties the cache, readers or not: the server's render of a page (entry-server.tsx) starts from nothing. */
export function forgetAllQueries(): void {
  cache.clear();
}

const noSubscription = () => () => {};

/** True while the server draws a page and while the browser hydrates it; false in every other render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
