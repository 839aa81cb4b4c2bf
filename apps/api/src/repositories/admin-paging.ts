import type { PageQuery } from '@canino/shared';

/** Row offset of a page (pages count from 1). */
export function offsetOf(q: Pick<PageQuery, 'page' | 'pageSize'>): number {
  return (q.page - 1) * q.pageSize;
}

/** An ILIKE pattern matching the text anywhere; LIKE's wildcards in the search mean themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
