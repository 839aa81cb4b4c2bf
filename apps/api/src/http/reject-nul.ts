import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** The path of the first string in `value` that holds a NUL character, if any. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 8) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character and fails the whole statement on one, so such input is
 * refused here as the client's mistake (a 400) instead of surfacing as a database error (a 500).
 * Runs as a preHandler, after the body (multipart included) has been read and validated.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNul(part, '');
    if (field !== undefined) {
      const name = field || 'request';
      throw new AppError('BAD_INPUT', 'The request contains a character that is not allowed', { [name]: 'This value is not valid' });
    }
  }
}
