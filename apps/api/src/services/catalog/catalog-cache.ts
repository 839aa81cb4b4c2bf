import { createHash } from 'node:crypto';

export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * Catalog responses serialised once and kept until a catalog write calls `invalidate()`.
 * Reads are most of the shop's traffic and change only when the owner edits the catalog.
 * A load in flight when `invalidate()` runs is not cached, so a write is never hidden by an older read.
 */
export class CatalogCache {
  private entries = new Map<string, CachedBody>();
  private generation = 0;

  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const startedAt = this.generation;
    const entry = toEntry(JSON.stringify(await load()));
    if (startedAt === this.generation) this.entries.set(key, entry);
    return entry;
  }

  /** Serialises without keeping the result. */
  async bypass(load: () => Promise<unknown>): Promise<CachedBody> {
    return toEntry(JSON.stringify(await load()));
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }
}

function toEntry(body: string): CachedBody {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
