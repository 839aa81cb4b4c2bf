/**
 * Logging in with a code sent to the phone. A code is 6 digits, lives 5 minutes, opens one login, and
 * survives 5 wrong guesses: the fifth makes it useless, and the shopper asks for a new one. A number gets
 * at most one code every 30 seconds and 5 an hour, so one number can be guessed at most 25 times an hour
 * (25 in a million), whoever asks.
 */
export const LOGIN_CODE_DIGITS = 6;
export const LOGIN_CODE_TTL_MS = 5 * 60_000;
export const LOGIN_CODE_MAX_TRIES = 5;
export const LOGIN_CODE_RESEND_AFTER_MS = 30_000;
export const LOGIN_CODES_PER_HOUR = 5;

const HOUR_MS = 3_600_000;

/** When a code sent at `sentAt` stops opening a login. */
export const loginCodeExpiry = (sentAt: Date): Date => new Date(sentAt.getTime() + LOGIN_CODE_TTL_MS);

/**
 * Whether a code can still be tried: not used, not past its 5 minutes, fewer than 5 wrong guesses so far.
 * Worked example: sent at 10:00:00, it is live at 10:04:59 with 4 wrong guesses, dead at 10:05:00, and dead
 * at 10:01 once a fifth wrong guess was made.
 */
export function loginCodeLive(code: { sentAt: Date; tries: number; usedAt: Date | null }, now: Date): boolean {
  return code.usedAt === null && now.getTime() < loginCodeExpiry(code.sentAt).getTime() && code.tries < LOGIN_CODE_MAX_TRIES;
}

/** The wrong guesses a code has left after `tries` of them (never below 0). */
export const loginCodeTriesLeft = (tries: number): number => Math.max(0, LOGIN_CODE_MAX_TRIES - tries);

/**
 * How long a number must wait before another code is sent, in ms (0: send now), given when its earlier
 * codes were sent. Worked example: codes at 10:00:00 and 10:00:40; at 10:01:00 the wait is 10 s (30 s after
 * the last); with 5 codes between 10:00 and 10:20 the sixth waits until 11:00, an hour after the first.
 */
export function loginCodeWaitMs(sentAts: readonly Date[], now: Date): number {
  const t = now.getTime();
  const lastHour = sentAts.map((d) => d.getTime()).filter((s) => s > t - HOUR_MS && s <= t);
  if (lastHour.length === 0) return 0;
  const sorted = [...lastHour].sort((a, b) => a - b);
  const last = sorted[sorted.length - 1]!;
  const cooldown = Math.max(0, last + LOGIN_CODE_RESEND_AFTER_MS - t);
  const hourly = sorted.length >= LOGIN_CODES_PER_HOUR ? sorted[sorted.length - LOGIN_CODES_PER_HOUR]! + HOUR_MS - t : 0;
  return Math.max(cooldown, hourly);
}
