import { createHash } from 'node:crypto';
import type { CachedBody, CatalogCache, SharedCatalogVersion } from '../../ports/catalog-cache';
import { noLookups } from '../../ports/lookup-counts';

/**
 * Catalog responses serialised once and kept until a catalog write calls `invalidate()`.
 * Reads are most of the shop's traffic and change only when the owner edits the catalog.
 * A load in flight when `invalidate()` runs is not cached, so a write is never hidden by an older read.
 * With a shared version, a write on any process empties every process's entries before its next read.
 */
export class MemoryCatalogCache implements CatalogCache {
  readonly lookups = noLookups();
  private entries = new Map<string, CachedBody>();
  private generation = 0;
  private shared: SharedCatalogVersion | undefined;
  /** The shared version the entries were made under; null while it could not be read. */
  private sharedVersion: string | null = null;
  private bumps = new Set<Promise<void>>();

  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    if (this.shared) await this.follow(this.shared);
    const hit = this.entries.get(key);
    if (hit) {
      this.lookups.hits++;
      return hit;
    }
    this.lookups.misses++;
    const startedAt = this.generation;
    const entry = toEntry(JSON.stringify(await load()));
    if (startedAt === this.generation) this.entries.set(key, entry);
    return entry;
  }

  /** The version after following the shared one: a write on any process counts at once. */
  async currentVersion(): Promise<number> {
    if (this.shared) await this.follow(this.shared);
    return this.generation;
  }

  /** Serialises without keeping the result. */
  async bypass(load: () => Promise<unknown>): Promise<CachedBody> {
    return toEntry(JSON.stringify(await load()));
  }

  /** After a catalog write: drops every entry here and, when shared, tells the other processes. */
  invalidate(): void {
    this.clear();
    if (!this.shared) return;
    const bump = this.shared.bump();
    this.bumps.add(bump);
    void bump.finally(() => this.bumps.delete(bump));
  }

  /** Resolves when every write's bump so far has reached the other processes; awaited before each answer. */
  async published(): Promise<void> {
    while (this.bumps.size) await Promise.all([...this.bumps]);
  }

  /** Drops every entry here only. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** From now on, entries are kept only while `shared`'s version stays the one they were made under. */
  shareVersion(shared: SharedCatalogVersion): () => void {
    this.shared = shared;
    this.clear();
    this.sharedVersion = null;
    return () => void (this.shared = undefined);
  }

  private async follow(shared: SharedCatalogVersion): Promise<void> {
    const current = await shared.read();
    // Unreadable (Redis away): keep serving this process's copy, but forget which version it was, so it
    // is dropped as soon as the version can be read again (writes elsewhere may have been missed).
    if (current === null) {
      this.sharedVersion = null;
      return;
    }
    if (current !== this.sharedVersion) {
      this.clear();
      this.sharedVersion = current;
    }
  }
}

function toEntry(json: string): CachedBody {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, compressed: {} };
}
