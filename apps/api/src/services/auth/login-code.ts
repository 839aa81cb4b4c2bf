import { createHash, randomInt } from 'node:crypto';
import { LOGIN_CODE_DIGITS, loginCodeExpiry, loginCodeTriesLeft, loginCodeWaitMs, MSG, TERMS_VERSION, type OtpVerifyInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, conflict } from '../../errors';
import { tooManyAttemptsMessage } from '../../http/too-many-attempts';
import { findCustomerByMobile, recordTermsAgreement } from '../../repositories/customers';
import {
  consumeLoginCode,
  countWrongLoginCode,
  deleteLoginCode,
  deleteLoginCodesBefore,
  lockLoginCodesOf,
  loginCodesSentSince,
  replaceLoginCode,
} from '../../repositories/login-codes';
import { presentUser } from './present-user';
import { startSession } from './sessions';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WRONG = 'That code is not right, or it has expired. Please check the SMS, or ask for a new code.';
const USED_UP = 'Too many wrong codes. Please ask for a new code.';
const TERMS_CHANGED = 'Our Terms & Conditions have changed since you last agreed to them. Please read them and tick the box to log in.';

/** The hash names the number too: a code sent to one number is a different hash on any other. */
const hashCode = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

/**
 * Sends a 6-digit code to the number, whether or not it has an account (a new number signs up with it),
 * so the answer never tells who shops here. The number's earlier codes stop working. Refused with a wait
 * when the number had a code in the last 30 seconds or 5 in the last hour.
 */
export async function sendLoginCode(ctx: AppContext, mobile: string): Promise<void> {
  const now = ctx.now();
  const code = String(randomInt(0, 10 ** LOGIN_CODE_DIGITS)).padStart(LOGIN_CODE_DIGITS, '0');
  const id = await ctx.db.transaction(async (tx) => {
    await lockLoginCodesOf(tx, mobile);
    const wait = loginCodeWaitMs(await loginCodesSentSince(tx, mobile, new Date(now.getTime() - HOUR_MS)), now);
    if (wait > 0) throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(wait));
    await deleteLoginCodesBefore(tx, new Date(now.getTime() - DAY_MS));
    return replaceLoginCode(tx, { mobile, codeHash: hashCode(mobile, code), sentAt: now, expiresAt: loginCodeExpiry(now) });
  });
  // Sent here rather than by a queued job: the job would keep the code readable until it ran.
  try {
    await ctx.sms.sendLoginCode(mobile, code);
  } catch (err) {
    await deleteLoginCode(ctx.db, id);
    throw err;
  }
}

/**
 * Logs in with the number's latest code. The code is marked used in the same transaction that starts the
 * session, so of two requests racing with one code exactly one logs in; a wrong code counts a try, and
 * the fifth kills the code. A right code for a number with no account answers `signup` (the sign-up form
 * finishes with it); for an account whose terms changed it is refused, and stays unused, until the box is ticked.
 */
export async function verifyLoginCode(ctx: AppContext, input: OtpVerifyInput) {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await consumeLoginCode(tx, input.mobile, hashCode(input.mobile, input.code), now))) return undefined;
    const customer = await findCustomerByMobile(tx, input.mobile);
    if (!customer) return { user: null, session: null };
    if ((customer.termsVersion ?? 0) < TERMS_VERSION) {
      if (input.terms_version !== TERMS_VERSION) throw conflict(TERMS_CHANGED, { agree: MSG.agreeRequired });
      await recordTermsAgreement(tx, customer.id, TERMS_VERSION, now);
    }
    return { user: presentUser(customer), session: await startSession({ db: tx, now: ctx.now }, 'customer', customer.id) };
  });
  if (result) return result;
  const tries = await countWrongLoginCode(ctx.db, input.mobile, now);
  throw new AppError('UNAUTHENTICATED', tries !== undefined && loginCodeTriesLeft(tries) === 0 ? USED_UP : WRONG, { code: WRONG });
}
