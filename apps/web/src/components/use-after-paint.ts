import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../lib/first-paint';

/**
 * False until the browser has painted the page once: for parts that can wait (the toast area, content
 * under the fold), so their code and pictures do not compete with what the first screen shows.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
