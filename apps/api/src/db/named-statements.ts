import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Whether a statement is worth a name: the reads and writes the shop repeats. Migrations' DDL runs once,
 * and `begin`, `commit` and `set` go out as simple queries, which cannot be named.
 */
const REPEATED = /^\s*(select|insert|update|delete|with)\b/i;

/** The name of a statement's text: the same text, the same name, on every connection and every node. */
export function statementName(text: string): string {
  return `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/** A query's config with its name added, when it is a repeated statement that has none; anything else as it is. */
function named(config: unknown): unknown {
  if (typeof config !== 'object' || config === null || !('text' in config) || typeof config.text !== 'string') return config;
  if ('name' in config && config.name) return config;
  return REPEATED.test(config.text) ? { ...config, name: statementName(config.text) } : config;
}

/**
 * A node-postgres client that names every repeated statement by its text (decision 070). A named
 * statement is parsed and analysed once per connection; each run after that sends only its values.
 * Two guarantees keep the names safe:
 * - a name is a hash of the text, so one name never stands for two statements, and the set of names is
 *   bounded by the statements in the code (an id list's length is its only variable part);
 * - no statement answers `*`: a column added by a migration would change the answer of a statement an
 *   older node prepared before it, which PostgreSQL refuses ("cached plan must not change result type").
 *   Statements name their columns (`columnsOf`), or wrap rows in JSON (`row_to_json`, `json_agg`),
 *   whose type holds.
 */
export class NamedStatementsClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // node-postgres' query has a dozen overloads; the name goes into whichever config it is given. The
    // client's own query is looked up at each call, as a plain client's would be.
    const base = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    this.query = ((config: unknown, ...rest: unknown[]) => base.query.call(this, named(config), ...rest)) as pg.Client['query'];
  }
}
