import type { Db } from './db-type';

/** What a committed write changed, for the caches that keep a copy of it. */
type Change =
  /** Sessions or pets of these customers (decision 017). */
  | { kind: 'customers'; customerIds: number[] }
  /** The owner saved settings other reads cache: the shop's profile, checkout settings (decision 031). */
  | { kind: 'settings' };

/** Told of each change once it is committed; the write's caller waits for it. */
export type ChangeListener = (change: Change) => Promise<void>;

/** What one transaction (its savepoints included) changed so far, told after its outermost commit. */
interface Pending {
  customerIds: Set<number>;
  settings: boolean;
}

const listeners = new WeakMap<Db, Set<ChangeListener>>();
/** Each open transaction (savepoints included) → what it changed so far, shared with its outermost one. */
const pendingIn = new WeakMap<Db, Pending>();

/**
 * Says that a write changed this customer's sessions or pets. The repositories call it after each such
 * statement, so no service can forget to (decision 017). Outside a transaction the statement is committed
 * and the listeners hear of it before this resolves; inside one they hear when the outermost transaction
 * commits, never before (a cache that re-read before the commit would keep the old rows under the new
 * version) and never after a rollback (nothing changed).
 */
export async function customerChanged(db: Db, customerId: number): Promise<void> {
  const pending = pendingIn.get(db);
  if (pending) pending.customerIds.add(customerId);
  else await tell(db, { customerIds: new Set([customerId]), settings: false });
}

/**
 * Says that the owner saved settings that other reads cache; heard as `customerChanged` is, after the
 * commit. The services that save them call it inside their transaction (a seed or a test that writes
 * the rows directly is no owner's save).
 */
export async function settingsSaved(db: Db): Promise<void> {
  const pending = pendingIn.get(db);
  if (pending) pending.settings = true;
  else await tell(db, { customerIds: new Set(), settings: true });
}

/** Listens to committed changes made through `db`; returns the undo. */
export function onChanges(db: Db, listener: ChangeListener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set.add(listener));
  return () => void set.delete(listener);
}

/**
 * Makes `db.transaction` collect what it is told inside it and tell the listeners after the commit. The
 * database is opened through it (client.ts).
 */
export function trackChanges(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    const pending: Pending = { customerIds: new Set(), settings: false };
    const result = await begin((tx) => work(collectInto(tx, pending)), config);
    await tell(db, pending);
    return result;
  };
  return db;
}

/** A transaction whose changes, and those of its savepoints, go into `pending`. */
function collectInto<T extends Db>(tx: T, pending: Pending): T {
  pendingIn.set(tx, pending);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = (work, config) => savepoint((inner) => work(collectInto(inner, pending)), config);
  return tx;
}

async function tell(db: Db, pending: Pending): Promise<void> {
  const changes: Change[] = [];
  if (pending.customerIds.size) changes.push({ kind: 'customers', customerIds: [...pending.customerIds] });
  if (pending.settings) changes.push({ kind: 'settings' });
  const heard = [...(listeners.get(db) ?? [])];
  await Promise.all(changes.flatMap((change) => heard.map((listener) => listener(change))));
}
