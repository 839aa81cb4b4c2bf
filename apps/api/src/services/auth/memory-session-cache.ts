import type { SessionCache, SessionRead, SharedCustomerVersions } from '../../ports/session-cache';
import { noLookups } from '../../ports/lookup-counts';

/** Sessions kept at most; beyond it the oldest go first. */
const MAX_ENTRIES = 10_000;
/**
 * How long one read is served at most, whatever the versions say. It bounds the harm of a write whose word
 * never reached the others (its process lost Redis between the commit and the bump, while they kept it),
 * and of one that changed the database without the repositories.
 */
export const SESSION_CACHE_MAX_AGE_MS = 10_000;

interface Entry<T> {
  customerId: number;
  /** Absent until a read could be kept: the first read of a session only learns its customer. */
  value?: T;
  /** The shared version read before `value` was (undefined when nothing is shared). */
  version?: string;
  readAt: number;
}

/**
 * Session reads kept in this process's memory by token hash. A read is kept only when nothing could have
 * changed it while it ran: this process's change counter and (with several processes) the customer's
 * shared version are taken before the database is asked, and the answer is kept only if the counter has not
 * moved and a version was read. So a write racing the read never leaves the older rows behind, as long as
 * every writer calls `changed` after its commit (the repositories do: db/after-commit-changes.ts). The session's
 * expiry is kept and checked on every use.
 */
export class MemorySessionCache<T extends SessionRead> implements SessionCache<T> {
  readonly lookups = noLookups();
  private entries = new Map<string, Entry<T>>();
  private changes = 0;
  private shared: SharedCustomerVersions | undefined;

  async read(tokenHash: string, now: Date, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const known = this.entries.get(tokenHash);
    const changes = this.changes;
    // Before the database: a write committed after this point moves the version, and the read is not kept.
    const version = known && this.shared ? await this.shared.read(known.customerId) : undefined;
    // A change heard while the version was on its way may be this customer's: then only the database knows.
    if (known?.value && changes === this.changes && this.servable(known, version, now)) {
      this.lookups.hits++;
      return known.value;
    }
    this.lookups.misses++;
    const found = await load();
    if (!found) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    const keep = known?.customerId === found.customerId && changes === this.changes && version !== null;
    this.remember(tokenHash, { customerId: found.customerId, readAt: now.getTime(), ...(keep ? { value: found, version: version ?? undefined } : {}) });
    return found;
  }

  async changed(customerIds: number[]): Promise<void> {
    this.changes++;
    const changed = new Set(customerIds);
    for (const [hash, entry] of this.entries) if (changed.has(entry.customerId)) this.entries.delete(hash);
    await this.shared?.bump(customerIds);
  }

  shareVersions(shared: SharedCustomerVersions): () => void {
    this.shared = shared;
    this.entries.clear();
    return () => void (this.shared = undefined);
  }

  private servable(entry: Entry<T>, version: string | null | undefined, now: Date): boolean {
    return version === entry.version && entry.value!.expiresAt > now && now.getTime() - entry.readAt < SESSION_CACHE_MAX_AGE_MS;
  }

  private remember(tokenHash: string, entry: Entry<T>): void {
    this.entries.delete(tokenHash);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, entry);
  }
}
