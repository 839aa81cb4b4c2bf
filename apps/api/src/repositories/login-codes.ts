import { LOGIN_CODE_MAX_TRIES } from '@canino/shared';
import { and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginCodes } from '../db/schema';

/** The condition a number's code meets while it can still be tried. */
const live = (mobile: string, now: Date) =>
  and(eq(loginCodes.mobile, mobile), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now), lt(loginCodes.tries, LOGIN_CODE_MAX_TRIES));

/** Serialises the sending of one number's codes until the transaction ends, so two requests cannot both pass its limit. */
export async function lockLoginCodesOf(db: Db, mobile: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-code:${mobile}`}))`);
}

/** When the number's codes since `since` were sent (its limit counts them). */
export async function loginCodesSentSince(db: Db, mobile: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ sentAt: loginCodes.sentAt })
    .from(loginCodes)
    .where(and(eq(loginCodes.mobile, mobile), gte(loginCodes.sentAt, since)));
  return rows.map((r) => r.sentAt);
}

/** A new code for the number; the older ones stop working, so only the latest SMS opens a login. */
export async function replaceLoginCode(db: Db, row: { mobile: string; codeHash: string; sentAt: Date; expiresAt: Date }): Promise<number> {
  await db
    .update(loginCodes)
    .set({ usedAt: row.sentAt })
    .where(and(eq(loginCodes.mobile, row.mobile), isNull(loginCodes.usedAt)));
  const [inserted] = await db.insert(loginCodes).values(row).returning({ id: loginCodes.id });
  return inserted!.id;
}

/** A code the provider would not send: it must not count against the number's limit. */
export async function deleteLoginCode(db: Db, id: number): Promise<void> {
  await db.delete(loginCodes).where(eq(loginCodes.id, id));
}

/** Codes older than the limits look back are no use to anyone: removed, with the numbers they name. */
export async function deleteLoginCodesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(loginCodes).where(lt(loginCodes.sentAt, before));
}

/**
 * Marks the number's live code used if it is this one, in one statement: of two logins racing with one
 * code, the second finds it used and gets nothing.
 */
export async function consumeLoginCode(db: Db, mobile: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(live(mobile, now), eq(loginCodes.codeHash, codeHash)))
    .returning({ id: loginCodes.id });
  return rows.length > 0;
}

/** Counts a wrong guess against the number's live code; its tries after it, or undefined when none is live. */
export async function countWrongLoginCode(db: Db, mobile: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(loginCodes)
    .set({ tries: sql`${loginCodes.tries} + 1` })
    .where(live(mobile, now))
    .returning({ tries: loginCodes.tries });
  return row?.tries;
}
