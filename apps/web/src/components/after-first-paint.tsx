import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from './use-after-paint';

/**
 * Its children (lazy parts, under a Suspense of their own) once the browser has painted the page: the
 * toast area, the dose and delivery check, reviews. The wait is this component's state, so when it
 * ends only this part renders, not the page around it, which hydration has just drawn (decision 034).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
