/**
 * The page's first contentful paint: what the first screen shows goes first; data and code it does not
 * need wait for it, so they do not hold it back on a slow phone (they start a frame or two later).
 */
const NO_PAINT_REPORT_MS = 1000;

let painted: Promise<void> | undefined;

/** Resolves once the browser reports the page's first contentful paint (or after a second, if it cannot). */
export function afterFirstPaint(): Promise<void> {
  return (painted ??= new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(done, NO_PAINT_REPORT_MS);
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the timer decides.
    }
  }));
}
