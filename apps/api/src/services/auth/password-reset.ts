import { PASSWORD_RESET_TTL_MS, type ResetPasswordInput } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findAdminByEmail, setAdminPasswordHash } from '../../repositories/staff-accounts';
import { findCustomerByEmail, updateCustomer } from '../../repositories/customers';
import { consumeResetToken, insertResetToken, retireResetTokensOf } from '../../repositories/password-reset-tokens';
import { jobKeyExists } from '../../repositories/jobs';
import { deleteSessionsOf, type SessionSubject } from '../../repositories/sessions';
import { getShopSettings } from '../../repositories/shop-settings';
import { enqueueJob } from '../jobs/enqueue';
import type { JobInfo, JobPayloads } from '../jobs/job-kinds';
import { enqueueEmail } from '../mail/enqueue-email';
import { resetPasswordEmail } from '../mail/templates/reset-password';
import { hashPassword } from '../passwords';
import { hashToken, newToken } from '../tokens';

/** What the reset needs of each kind of account; customers and admins share every other step. */
interface ResettableAccounts {
  find(db: Db, email: string): Promise<{ id: number; email: string; name: string } | undefined>;
  setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void>;
  /** The page of the web app that reads the link's token. */
  page: string;
}

const ACCOUNTS: Record<SessionSubject, ResettableAccounts> = {
  customer: {
    find: async (db, email) => {
      const c = await findCustomerByEmail(db, email);
      return c && { id: c.id, email: c.email, name: c.ownerName };
    },
    setPasswordHash: async (db, id, passwordHash) => void (await updateCustomer(db, id, { passwordHash })),
    page: '/reset-password',
  },
  admin: {
    // A deactivated admin gets no link: a reset must not reopen an account the owner closed.
    find: async (db, email) => {
      const a = await findAdminByEmail(db, email);
      return a && !a.deactivatedAt ? { id: a.id, email: a.email, name: a.name } : undefined;
    },
    setPasswordHash: (db, id, passwordHash) => setAdminPasswordHash(db, id, passwordHash),
    page: '/admin/reset-password',
  },
};

/**
 * Answers the reset form. The request only queues a job with the address, the same single insert whether
 * or not the address has an account, so neither the answer nor its timing tells who shops (or works)
 * here; the lookup, the link and the email happen in the worker (`sendPasswordResetLink`).
 */
export async function requestPasswordReset(ctx: AppContext, email: string, subject: SessionSubject = 'customer'): Promise<void> {
  // Jobs queued before admins could reset carry no subject: those are customers'.
  await enqueueJob(ctx.db, { kind: 'password-reset', payload: subject === 'customer' ? { email } : { email, subject } });
}

/**
 * The reset job: for a known address, a single-use link that expires in an hour, and its email queued
 * in the same transaction. The email is its own job keyed by this one, so a retry after a crash does
 * not make a second link that would kill the one already on its way.
 */
export async function sendPasswordResetLink(ctx: AppContext, { email, subject = 'customer' }: JobPayloads['password-reset'], job: JobInfo): Promise<void> {
  const account = await ACCOUNTS[subject].find(ctx.db, email);
  if (!account) {
    ctx.log.info({ jobId: job.id, subject }, 'password reset asked for an unknown email');
    return;
  }
  const shop = await getShopSettings(ctx.db);
  const now = ctx.now();
  const { token, hash } = newToken();
  const link = `${ctx.config.publicUrl}${ACCOUNTS[subject].page}#token=${encodeURIComponent(token)}`;
  const key = `password-reset-email:${job.id}`;
  await ctx.db.transaction(async (tx) => {
    if (await jobKeyExists(tx, key)) return;
    await retireResetTokensOf(tx, subject, account.id, now);
    await insertResetToken(tx, subject, { tokenHash: hash, subjectId: account.id, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) });
    await enqueueEmail(tx, ctx.config.publicUrl, { to: account.email, ...resetPasswordEmail({ shopName: shop.name, ownerName: account.name, link }) }, key);
  });
}

/** Sets the new password and ends every session of the account: whoever had the old one is logged out. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput, subject: SessionSubject = 'customer'): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const id = await consumeResetToken(tx, subject, hashToken(input.token), ctx.now());
    if (!id) {
      throw new AppError('BAD_INPUT', 'This reset link is invalid or has expired. Please ask for a new one.');
    }
    await ACCOUNTS[subject].setPasswordHash(tx, id, passwordHash);
    await deleteSessionsOf(tx, subject, id);
  });
}
