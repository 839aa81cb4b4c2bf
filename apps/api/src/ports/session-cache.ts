import type { LookupCounts } from './lookup-counts';

/** What reading a live session gives: its customer and when it ends, with whatever was read beside it. */
export interface SessionRead {
  customerId: number;
  expiresAt: Date;
}

/**
 * A version per customer that several API processes share (Redis, decision 019): a write on any process
 * gives the customer a new one, and every process keeps what it read about that customer's sessions only
 * while the version stays the one read before it.
 */
export interface SharedCustomerVersions {
  /** The customer's version now, or null when there is none to trust (the caller then keeps nothing). */
  read(customerId: number): Promise<string | null>;
  /** Gives these customers new versions; resolves once the others will see them (or it failed, and was logged). */
  bump(customerIds: number[]): Promise<void>;
}

/**
 * What a session read from the database, kept in memory by token hash so a returning customer's request
 * needs no database round trip, and dropped when a committed write changes that customer's sessions or
 * pets (decision 017).
 */
export interface SessionCache<T extends SessionRead> {
  /** Reads answered from memory and reads that went to the database (the metrics' cache hit ratio). */
  readonly lookups: LookupCounts;
  /** The live session's read, from memory when nothing changed since, else from `load` (undefined: not live). */
  read(tokenHash: string, now: Date, load: () => Promise<T | undefined>): Promise<T | undefined>;
  /** After a committed write that changed these customers' sessions or pets, here or (shared) anywhere. */
  changed(customerIds: number[]): Promise<void>;
  /** Keeps entries only while `shared`'s version of their customer stays the one read before them; returns the undo. */
  shareVersions(shared: SharedCustomerVersions): () => void;
}
