import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import type { SessionSubject } from './sessions';

/** Which column names the token's account: customers and admins share the table and its rules. */
const OWNER_COLUMN = { customer: passwordResetTokens.customerId, admin: passwordResetTokens.adminId } as const;
const OWNER_KEY = { customer: 'customerId', admin: 'adminId' } as const;

export async function insertResetToken(db: Db, subject: SessionSubject, row: { tokenHash: string; subjectId: number; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values({ tokenHash: row.tokenHash, expiresAt: row.expiresAt, [OWNER_KEY[subject]]: row.subjectId });
}

/** Marks the token used and returns its account, in one statement so two uses cannot both succeed. */
export async function consumeResetToken(db: Db, subject: SessionSubject, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        // A customer's link never resets an admin's password, nor the other way round.
        isNotNull(OWNER_COLUMN[subject]),
      ),
    )
    .returning({ subjectId: OWNER_COLUMN[subject] });
  return row?.subjectId ?? undefined;
}

/** A new link makes the older ones useless. */
export async function retireResetTokensOf(db: Db, subject: SessionSubject, subjectId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(OWNER_COLUMN[subject], subjectId), isNull(passwordResetTokens.usedAt)));
}
