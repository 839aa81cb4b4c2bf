import { apiPost } from '../../../lib/api-client';

/** POST /reset_password {token, password}: sets the new password and ends every other session. */
export async function resetPassword(token: string, password: string): Promise<string> {
  const { message } = await apiPost<unknown>('/reset_password', { token, password });
  return message;
}
