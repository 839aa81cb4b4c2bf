import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches, following changes (resize, system settings). */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/**
 * The value of the widest breakpoint whose min-width the viewport reaches, as in Swiper's `breakpoints`
 * option ({ 320: 1, 768: 2, 1024: 3 }); below the smallest, the smallest's value.
 */
export function useBreakpointValue(breakpoints: Readonly<Record<number, number>>): number {
  const widths = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  const key = widths.join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = key.split(',').map((w) => window.matchMedia(`(min-width: ${w}px)`));
      lists.forEach((l) => l.addEventListener('change', onChange));
      return () => lists.forEach((l) => l.removeEventListener('change', onChange));
    },
    [key],
  );
  const current = () => {
    let width = widths[0]!;
    for (const w of widths) if (window.matchMedia(`(min-width: ${w}px)`).matches) width = w;
    return width;
  };
  const width = useSyncExternalStore(subscribe, current, () => widths[0]!);
  return breakpointValue(breakpoints, width);
}

/** The value `breakpoints` give a viewport `width` px wide (as useBreakpointValue does for the real one). */
export function breakpointValue(breakpoints: Readonly<Record<number, number>>, width: number): number {
  const reached = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  const at = reached.filter((w) => w <= width).at(-1) ?? reached[0];
  return at === undefined ? 1 : (breakpoints[at] ?? 1);
}
