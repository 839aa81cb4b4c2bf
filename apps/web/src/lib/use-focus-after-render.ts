import { useEffect, useState } from 'react';

type FindTarget = () => HTMLElement | null | undefined;

/**
 * Moves focus to an element once React has drawn the change that brings it. A requestAnimationFrame is
 * not enough: on a busy device it can run before React renders an update made after an await, and then
 * finds the old element or none, and focus falls to the page. The request is state, so the effect runs
 * after the commit that holds it and everything set beside it.
 */
export function useFocusAfterRender(): (find: FindTarget) => void {
  const [request, setRequest] = useState<{ find: FindTarget } | null>(null);
  useEffect(() => {
    request?.find()?.focus();
  }, [request]);
  return (find) => setRequest({ find });
}
