import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client';

/**
 * The whole embedded database as an uncompressed tar of its data folder, taken while the shop runs.
 * It is taken between transactions (PGlite runs one at a time, and this waits its turn), after a
 * checkpoint, so the copy has next to nothing to replay. Every query waits meanwhile: 0.3–0.4 s for
 * the demo shop's 42 MB (decision 054). Null with PostgreSQL, which the shop does not back up itself.
 */
export async function snapshotEmbeddedDatabase(db: Db): Promise<Blob | null> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  return client.transaction(async (tx) => {
    await tx.exec('checkpoint');
    return client.dumpDataDir('none');
  });
}
