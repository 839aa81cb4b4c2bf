import { createHash } from 'node:crypto';

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
export function withStatementName(config: unknown): unknown {
  if (typeof config !== 'object' || config === null || !('text' in config) || typeof config.text !== 'string') return config;
  if ('name' in config && config.name) return config;
  return REPEATED.test(config.text) ? { ...config, name: statementName(config.text) } : config;
}
