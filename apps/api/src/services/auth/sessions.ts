import type { AppContext } from '../../context';
import * as repo from '../../repositories/sessions';
import type { SessionSubject } from '../../repositories/sessions';
import { hashToken, newToken } from '../tokens';

export const SESSION_TTL_MS: Record<SessionSubject, number> = {
  customer: 30 * 24 * 60 * 60 * 1000,
  admin: 12 * 60 * 60 * 1000,
};

type Ctx = Pick<AppContext, 'db' | 'now'>;

export async function startSession(ctx: Ctx, subject: SessionSubject, subjectId: number) {
  const { token, hash } = newToken();
  const expiresAt = new Date(ctx.now().getTime() + SESSION_TTL_MS[subject]);
  await repo.insertSession(ctx.db, { tokenHash: hash, subject, subjectId, expiresAt });
  return { token, expiresAt };
}

/** The subject id behind a cookie's token, if the session is still live. */
export async function resolveSession(ctx: Ctx, subject: SessionSubject, token: string | undefined) {
  const hash = sessionHash(token);
  if (!hash) return undefined;
  const row = await repo.findLiveSession(ctx.db, hash, subject, ctx.now());
  return row?.subjectId;
}

/** The hash a cookie's token is stored under; undefined for no token, or one too long to be ours. */
export function sessionHash(token: string | undefined): string | undefined {
  return token && token.length <= 100 ? hashToken(token) : undefined;
}

export async function endSession(ctx: Ctx, token: string | undefined): Promise<void> {
  if (token) await repo.deleteSession(ctx.db, hashToken(token));
}

/** Expired sessions are refused anyway; removing them only keeps the table small. */
export async function pruneExpiredSessions(ctx: Ctx): Promise<void> {
  await repo.deleteExpiredSessions(ctx.db, ctx.now());
}
