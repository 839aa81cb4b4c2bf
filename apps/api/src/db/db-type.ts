import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * Both drivers speak PostgreSQL; the rest of the code sees only this type. It has a module of its own so
 * that the transaction wrapper, which the client opens the database through, need not import the client.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
