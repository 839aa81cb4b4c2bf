import { useEffect, useRef } from 'react';

/**
 * Puts the focus back inside `container` once an action is over. A busy button is disabled, and a
 * button can be replaced by another (Pause by Resume); either way the browser drops the focus to the
 * page's top. `focusAfter(selectors)`, called with the state change that ends the action, focuses the
 * first of `selectors` found (and enabled) once that change is drawn.
 */
export function useFocusAfter<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const wanted = useRef<readonly string[] | null>(null);
  useEffect(() => {
    if (!wanted.current) return;
    const target = wanted.current.map((s) => container.current?.querySelector<HTMLElement>(`${s}:not(:disabled)`)).find(Boolean);
    wanted.current = null;
    target?.focus();
  });
  return {
    container,
    focusAfter: (...selectors: string[]) => {
      wanted.current = selectors;
    },
  };
}
