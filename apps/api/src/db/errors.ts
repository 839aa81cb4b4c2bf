/** PostgreSQL's SQLSTATE for a unique index refusing a row; both drivers report it as `code`. */
export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}

/** A CHECK constraint refused the row (for example stock going below zero). */
export function isCheckViolation(err: unknown): boolean {
  return pgCode(err) === '23514';
}

/**
 * PostgreSQL gave up on the transaction to break a lock cycle (40P01) or a serialization conflict
 * (40001); the same work run again on the new state normally succeeds.
 */
export function isRetryableConflict(err: unknown): boolean {
  const code = pgCode(err);
  return code === '40P01' || code === '40001';
}

/** The name of the index or constraint that refused a row, when the driver tells it. */
export function violatedConstraint(err: unknown): string | undefined {
  const name = driverField(err, 'constraint');
  return typeof name === 'string' ? name : undefined;
}

function pgCode(err: unknown): string | undefined {
  const code = driverField(err, 'code');
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function driverField(err: unknown, field: string): unknown {
  let e: unknown = err;
  // Drizzle wraps driver errors; the driver's fields are on the cause.
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const value = (e as Record<string, unknown>)[field];
    if (value !== undefined && (field !== 'code' || (typeof value === 'string' && /^[0-9A-Z]{5}$/.test(value)))) return value;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
