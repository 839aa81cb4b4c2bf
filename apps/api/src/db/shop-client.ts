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
   * not need each other's answers share one round trip, its `begin` with its first statement.
   */
  pipeline?: boolean;
}

type Query = (config: unknown, ...rest: unknown[]) => unknown;

/** What `begin` answers: the shop's transactions never read it. */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] };

const isBegin = (config: unknown) => (typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text) === 'begin';

/** The pool's connection to PostgreSQL: names its statements and pipelines a transaction's `begin` as configured. */
export class ShopClient extends pg.Client {
  /** A `begin` sent and not yet answered, whose answer the next statement's caller waits for. */
  #begun: Promise<unknown> | null = null;

  constructor(config: ShopClientConfig = {}) {
    super(config);
    // node-postgres' query has a dozen overloads; the shop's part is looked up at each call, as a plain
    // client's query would be (the bench's and the tests' round-trip counters wrap the prototype's).
    const base = pg.Client.prototype as unknown as { query: Query };
    const send: Query = (c, ...rest) => base.query.call(this, config.nameStatements ? withStatementName(c) : c, ...rest);
    this.query = ((c: unknown, ...rest: unknown[]) => {
      const promised = typeof rest.at(-1) !== 'function' && typeof (c as { submit?: unknown } | null)?.submit !== 'function';
      if (!this.pipeline || !promised) return send(c, ...rest);
      if (isBegin(c)) return this.#begin(send(c, ...rest) as Promise<unknown>);
      return this.#afterBegin(send(c, ...rest) as Promise<unknown>);
    }) as pg.Client['query'];
  }

  /**
   * `begin` answers at once, and its real answer arrives ahead of the next statement's on this
   * connection: the transaction's first statement shares its round trip. `begin` fails only when the
   * connection does, and then so does every statement sent after it; its error is the one the next
   * statement's caller sees.
   */
  #begin(sent: Promise<unknown>): Promise<unknown> {
    sent.catch(() => {});
    this.#begun = sent;
    return Promise.resolve(BEGUN);
  }

  #afterBegin(sent: Promise<unknown>): Promise<unknown> {
    const begun = this.#begun;
    if (!begun) return sent;
    this.#begun = null;
    return begun.then(
      () => sent,
      (err: unknown) => {
        sent.catch(() => {});
        throw err;
      },
    );
  }
}
