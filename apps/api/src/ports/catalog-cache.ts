import type { LookupCounts } from './lookup-counts';

export type ContentEncoding = 'br' | 'gzip';

export interface CachedBody {
  /** UTF-8 bytes, encoded once rather than on every response. */
  body: Buffer;
  etag: string;
  /** Compressed copies, made on first request for each encoding and kept with the entry. */
  compressed: Partial<Record<ContentEncoding, Buffer>>;
}

/**
 * The catalog's version as several API processes share it (Redis, decision 019): a write bumps it, and
 * every read compares it with the one this process's entries were made under.
 */
export interface SharedCatalogVersion {
  /** The current version, or null when it cannot be read now (this process then serves its own copy). */
  read(): Promise<string | null>;
  /** Says that the catalog changed; resolves once the others will see it (or it failed, and was logged). */
  bump(): Promise<void>;
}

/**
 * Catalog responses serialised once and kept until a catalog write invalidates them (reads are most of the
 * shop's traffic); with a shared version, a write on any process empties every process's copy.
 */
export interface CatalogCache {
  /** Reads answered from memory and reads that loaded (the metrics' cache hit ratio). */
  readonly lookups: LookupCounts;
  /** The entry under `key`, loaded and serialised on a miss. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody>;
  /**
   * Changes whenever the catalog may have changed, here or, with a shared version, on another process (it
   * is read first, as `get` does): what a cache derived from the catalog checks before each use.
   */
  currentVersion(): Promise<number>;
  /** Serialises without keeping the result. */
  bypass(load: () => Promise<unknown>): Promise<CachedBody>;
  /** After a catalog write: drops every entry and, when shared, tells the other processes. */
  invalidate(): void;
  /** Resolves when every write's bump so far has reached the other processes. */
  published(): Promise<void>;
  /** Drops this process's entries only. */
  clear(): void;
  /** Keeps entries only while `shared`'s version stays the one they were made under; returns the undo. */
  shareVersion(shared: SharedCatalogVersion): () => void;
}
