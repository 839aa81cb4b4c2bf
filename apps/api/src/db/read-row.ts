import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * A table's row that a hand-written statement returned as JSON (`row_to_json`), read the way drizzle
 * reads the table's own rows: database column names to field names, timestamps to Dates, jsonb parsed.
 * Statements that read or write several tables at once (repositories/orders.ts, orders-inventory.ts)
 * answer this way.
 */
export function readRow<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** The rows of a `db.execute` answer: node-postgres and PGlite both put them under `rows`. */
export const resultRows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * A table's columns by name, for a hand-written statement's `returning` or `select`, in place of `*`: a
 * column a migration adds must not change the answer of a statement a running node has already prepared
 * (decision 070). readRow reads the answer.
 */
export function columnsOf(table: Table): SQL {
  return sql.join(
    Object.values(getTableColumns(table)).map((c) => sql.identifier(c.name)),
    sql`, `,
  );
}
