import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../lib/first-paint';
import { laterTurn } from '../lib/hydration-turns';

/**
 * False until the browser has painted the page once: for parts that can wait (the toast area, content
 * under the fold), so their code and pictures do not compete with what the first screen shows. Each
 * such part of the page appears in a task of its own, after the page's hydration turns.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint()
      .then(laterTurn)
      .then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
