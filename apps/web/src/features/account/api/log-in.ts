import type { LoginForm, UserRecord } from '@canino/shared';
import { apiPost, toFormData } from '../../../lib/api-client';
import { setUser } from '../../../stores/session-store';

/**
 * POST /auth_login (multipart mobile, password, and the terms' version when the customer ticked the box
 * for them). The server sets the session cookie; the user record it returns is kept as the spec's
 * `canino_user`. Resolves with the server's welcome message.
 */
export async function logIn({ mobile, password }: Pick<LoginForm, 'mobile' | 'password'>, termsVersion?: number): Promise<string> {
  const { message, data } = await apiPost<UserRecord>('/auth_login', toFormData({ mobile, password, terms_version: termsVersion }));
  setUser(data);
  return message;
}
