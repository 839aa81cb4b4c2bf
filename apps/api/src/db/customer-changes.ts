import type { Db } from './db-type';

/** Told, once the change is committed, of the customers whose sessions or pets a write changed. */
export type CustomerChangeListener = (customerIds: number[]) => Promise<void>;

const listeners = new WeakMap<Db, Set<CustomerChangeListener>>();
/** Each open transaction (savepoints included) → the customers it changed so far, shared with its outermost one. */
const changedIn = new WeakMap<Db, Set<number>>();

/**
 * Says that a write changed this customer's sessions or pets. The repositories call it after each such
 * statement, so no service can forget to (decision 017). Outside a transaction the statement is committed
 * and the listeners hear of it before this resolves; inside one they hear when the outermost transaction
 * commits, never before: a cache that re-read before the commit would keep the old rows under the new
 * version.
 */
export async function customerChanged(db: Db, customerId: number): Promise<void> {
  const pending = changedIn.get(db);
  if (pending) pending.add(customerId);
  else await tell(db, [customerId]);
}

/** Listens to committed changes made through `db`; returns the undo. */
export function onCustomerChanges(db: Db, listener: CustomerChangeListener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set.add(listener));
  return () => void set.delete(listener);
}

/**
 * Makes `db.transaction` collect what `customerChanged` is told inside it and tell the listeners after the
 * commit (a rolled-back transaction changed nothing). The database is opened through it (client.ts).
 */
export function trackCustomerChanges(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    const changed = new Set<number>();
    const result = await begin((tx) => work(collectInto(tx, changed)), config);
    if (changed.size) await tell(db, [...changed]);
    return result;
  };
  return db;
}

/** A transaction whose changes, and those of its savepoints, go into `changed`. */
function collectInto<T extends Db>(tx: T, changed: Set<number>): T {
  changedIn.set(tx, changed);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = (work, config) => savepoint((inner) => work(collectInto(inner, changed)), config);
  return tx;
}

async function tell(db: Db, customerIds: number[]): Promise<void> {
  await Promise.all([...(listeners.get(db) ?? [])].map((listener) => listener(customerIds)));
}
