import { sql, type SQL } from 'drizzle-orm';

/** Ids as the list of an SQL `in (…)`, each a typed parameter; `null` for none, which matches no row. */
export const idList = (ids: readonly number[]): SQL =>
  ids.length
    ? sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )
    : sql`null`;
