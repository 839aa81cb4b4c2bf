import { apiPost, toFormData } from '../../../lib/api-client';

/** POST /send_forgot_password_email (multipart email): the server emails a single-use, one-hour link. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { message } = await apiPost<unknown>('/send_forgot_password_email', toFormData({ email }));
  return message;
}
