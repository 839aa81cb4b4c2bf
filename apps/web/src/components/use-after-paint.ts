import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from '../lib/first-paint';

/**
 * False until the browser has painted the page once: for parts that can wait (the toast area, content
 * under the fold), so their code and pictures do not compete with what the first screen shows. They
 * appear in a transition: React draws them in short slices of work that a tap interrupts, and an update
 * reaching a part of the page still waiting to be hydrated waits for it rather than drawing it afresh.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && startTransition(() => setPainted(true)));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
