import { createHash } from 'node:crypto';

export type ContentEncoding = 'br' | 'gzip';

export interface CachedBody {
  /** UTF-8 bytes, encoded once rather than on every response. */
  body: Buffer;
  etag: string;
  /** Compressed copies, made on first request for each encoding and kept with the entry. */
  compressed: Partial<Record<ContentEncoding, Buffer>>;
}

/**
 * Catalog responses serialised once and kept until a catalog write calls `invalidate()`.
 * Reads are most of the shop's traffic and change only when the owner edits the catalog.
 * A load in flight when `invalidate()` runs is not cached, so a write is never hidden by an older read.
 */
export class CatalogCache {
  private entries = new Map<string, CachedBody>();
  private generation = 0;
  private listeners = new Set<() => void>();

  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const startedAt = this.generation;
    const entry = toEntry(JSON.stringify(await load()));
    if (startedAt === this.generation) this.entries.set(key, entry);
    return entry;
  }

  /** Changes whenever the catalog may have changed: for caches kept elsewhere that derive from it. */
  get version(): number {
    return this.generation;
  }

  /** Serialises without keeping the result. */
  async bypass(load: () => Promise<unknown>): Promise<CachedBody> {
    return toEntry(JSON.stringify(await load()));
  }

  /** After a catalog write: drops every entry here and tells whoever listens (other API processes). */
  invalidate(): void {
    this.clear();
    for (const listener of this.listeners) listener();
  }

  /** Drops every entry here only; for an invalidation that came from another process. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Calls `listener` after each `invalidate()`; returns a function that stops it. */
  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

function toEntry(json: string): CachedBody {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, compressed: {} };
}
