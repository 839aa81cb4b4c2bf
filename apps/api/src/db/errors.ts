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

function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  // Drizzle wraps driver errors; the SQLSTATE is on the cause.
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
