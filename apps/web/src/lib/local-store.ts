import { useSyncExternalStore } from 'react';

export interface LocalStore<T> {
  // Properties, not methods: the stores hand them out unbound (`export const getCart = lines.get`).
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The current value, re-rendering on change (also when another tab changes it); a guest's while hydrating. */
  use: () => T;
}

/**
 * A value kept in localStorage under `key`, read through `parse` (which must accept anything, since
 * storage can hold whatever an older version or a person wrote there) and shared by every tab.
 */
export function createLocalStore<T>(key: string, parse: (raw: unknown) => T, isEmpty: (value: T) => boolean): LocalStore<T> {
  const listeners = new Set<() => void>();
  const read = (): T => {
    try {
      const raw = localStorage.getItem(key);
      return parse(raw === null ? null : JSON.parse(raw));
    } catch {
      return parse(null);
    }
  };
  let value = read();
  // What a first-time visitor has: what the server renders, and what hydration must find again.
  const empty = parse(null);
  const guest = () => empty;
  const emit = () => listeners.forEach((l) => l());

  // On the server (entry-server.tsx) there is no storage, and no other tab.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      value = read();
      emit();
    });
  }

  const store: LocalStore<T> = {
    get: () => value,
    set(next) {
      value = next;
      try {
        if (isEmpty(next)) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or disabled (private mode): the value still lives for this tab.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The server's snapshot is the guest's: the server renders every page as a guest's, and the browser's
    // hydration must draw the same; the visitor's own value follows at once after it (decision 033).
    use: () => useSyncExternalStore(store.subscribe, store.get, guest),
  };
  return store;
}
