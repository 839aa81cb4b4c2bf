import { SpanKind } from '@opentelemetry/api';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { inSpan } from './spans';

const STATEMENT_LIMIT = 2000;

/**
 * A span per database statement, for PostgreSQL and PGlite alike: both drivers' statements go through
 * drizzle's prepared queries, so those are wrapped once (PGlite has no instrumentation of its own). The
 * statement's text is recorded, never its parameters (customers' details).
 */
export function traceDatabaseStatements(): void {
  for (const prepared of [PglitePreparedQuery.prototype, NodePgPreparedQuery.prototype] as unknown as Record<string, unknown>[]) {
    for (const method of ['execute', 'all']) {
      const original = prepared[method] as (this: unknown, ...args: unknown[]) => Promise<unknown>;
      prepared[method] = function (this: { queryString?: string; rawQueryConfig?: { text?: string } }, ...args: unknown[]) {
        const text = (this.queryString ?? this.rawQueryConfig?.text ?? '').trim();
        const operation = /^\w+/.exec(text)?.[0]?.toUpperCase() ?? 'SQL';
        return inSpan(
          `db ${operation}`,
          { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text.slice(0, STATEMENT_LIMIT) },
          () => original.apply(this, args),
          SpanKind.CLIENT,
        );
      };
    }
  }
}
