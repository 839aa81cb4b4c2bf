import type { UserRecord } from '@canino/shared';
import { apiPost } from '../../../lib/api-client';
import { setUser } from '../../../stores/session-store';

/** POST /auth/otp/send: the server texts a 6-digit code to the number. Resolves with its message. */
export async function sendLoginCode(mobile: string): Promise<string> {
  const { message } = await apiPost<unknown>('/auth/otp/send', { mobile });
  return message;
}

/**
 * POST /auth/otp/verify. A right code for an account sets the session cookie and its user record is kept
 * as the spec's `canino_user`; for a number with no account yet `user` is null and sign-up finishes.
 */
export async function verifyLoginCode(mobile: string, code: string, termsVersion?: number): Promise<{ message: string; user: UserRecord | null }> {
  const { message, data } = await apiPost<UserRecord | null>('/auth/otp/verify', { mobile, code, terms_version: termsVersion });
  if (data) setUser(data);
  return { message, user: data };
}
