import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentSeries } from '../db/schema';

/** The kinds of numbered documents; each has its own gapless series per financial year. */
export type DocumentKind = 'invoice' | 'credit_note';

/**
 * The next number of a series, taken inside the caller's transaction. The first of a year inserts the
 * row; later ones increment it. The row stays locked until the transaction ends, so concurrent
 * documents are numbered one after another, and a rollback returns its number: no gaps, no repeats.
 * Take it as late in the transaction as possible, since documents of the same kind wait on it.
 */
export async function takeNextNumber(tx: Db, kind: DocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: [documentSeries.kind, documentSeries.financialYear], set: { lastNumber: sql`${documentSeries.lastNumber} + 1` } })
    .returning({ lastNumber: documentSeries.lastNumber });
  return row!.lastNumber;
}
