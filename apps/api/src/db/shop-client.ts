import pg from 'pg';
import { withStatementName } from './named-statements';

export interface ShopClientConfig extends pg.ClientConfig {
  /**
   * Names every repeated statement by its text, so the connection parses it once (decision 070). Two
   * guarantees keep the names safe: a name is a hash of the text, so one name never stands for two
   * statements; and no statement answers `*`, since a column added by a migration would change the answer
   * of a statement an older node prepared before it ("cached plan must not change result type").
   * Statements name their columns (`columnsOf`), or wrap rows in JSON (`row_to_json`, `json_agg`).
   */
  nameStatements?: boolean;
  /**
   * node-postgres' pipeline mode (decision 071): a statement goes out without waiting for the answer to
   * the one before it, and PostgreSQL runs them in the order sent, so a transaction's statements that do
   * not need each other's answers share one round trip: its `begin` with its first statement, the reads
   * under its locks with the locks, and its last statement with its `commit` (`transactionEndingWith`).
   */
  pipeline?: boolean;
}

type Query = (config: unknown, ...rest: unknown[]) => unknown;

/** What `begin` answers: the shop's transactions never read it. */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] };

const textOf = (config: unknown) => (typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text);

/**
 * The pool's connection to PostgreSQL: names its statements and pipelines a transaction's `begin` as
 * configured, and never lets a transaction PostgreSQL rolled back pass for committed.
 */
export class ShopClient extends pg.Client {
  /** The open transaction's `begin`, sent with its first statement and not waited for (pipeline mode). */
  #begun: Promise<unknown> | null = null;
  /** The error that aborted the open transaction: what its commit, answered with a rollback, reports. */
  #aborted: Error | undefined = undefined;
  /** The open transaction's commit is sent: nothing may follow it until it is answered. */
  #committing = false;

  constructor(config: ShopClientConfig = {}) {
    super(config);
    // node-postgres' query has a dozen overloads; the shop's part is looked up at each call, as a plain
    // client's query would be (the bench's and the tests' round-trip counters wrap the prototype's).
    const base = pg.Client.prototype as unknown as { query: Query };
    const send = (c: unknown, rest: unknown[]) => base.query.call(this, config.nameStatements ? withStatementName(c) : c, ...rest);
    this.query = ((c: unknown, ...rest: unknown[]) => {
      const promised = typeof rest.at(-1) !== 'function' && typeof (c as { submit?: unknown } | null)?.submit !== 'function';
      if (!promised) return send(c, rest);
      const text = textOf(c);
      if (this.#committing) return Promise.reject(new Error(`A statement was sent after its transaction's commit: ${String(text).slice(0, 80)}`));
      if (text === 'begin') return this.#begin(send(c, rest) as Promise<unknown>);
      if (text === 'commit') return this.#commit(send(c, rest) as Promise<pg.QueryResult>);
      return this.#watch(send(c, rest) as Promise<unknown>);
    }) as pg.Client['query'];
  }

  /**
   * In pipeline mode `begin` answers at once and its real answer comes ahead of the next statement's,
   * which shares its round trip. `begin` fails only when its connection does, and then so does every
   * statement after it; the commit reports its error all the same.
   */
  #begin(sent: Promise<unknown>): Promise<unknown> {
    this.#aborted = undefined;
    if (!this.pipeline) return sent;
    sent.catch(() => {});
    this.#begun = sent;
    return Promise.resolve(BEGUN);
  }

  /** A statement's answer, as it comes: the first error since the last success is the one that aborted the transaction. */
  #watch(sent: Promise<unknown>): Promise<unknown> {
    sent.then(
      () => (this.#aborted = undefined),
      (err: unknown) => (this.#aborted ??= err instanceof Error ? err : new Error(String(err))),
    );
    return sent;
  }

  /**
   * PostgreSQL answers the commit of a transaction a statement aborted with ROLLBACK, and no error. In
   * pipeline mode that statement may be the last one, sent with the commit and not waited for
   * (`transactionEndingWith`): its error becomes the commit's, so the transaction fails as it would
   * have had the statement been awaited.
   */
  async #commit(sent: Promise<pg.QueryResult>): Promise<pg.QueryResult> {
    const begun = this.#begun;
    this.#begun = null;
    this.#committing = true;
    try {
      const result = await sent;
      await begun;
      if (result.command === 'ROLLBACK') throw this.#aborted ?? new Error('PostgreSQL rolled the transaction back at its commit');
      return result;
    } finally {
      this.#committing = false;
    }
  }
}
