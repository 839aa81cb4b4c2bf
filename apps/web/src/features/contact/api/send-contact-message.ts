import type { ContactForm } from '@canino/shared';
import { apiPost, toFormData } from '../../../lib/api-client';

/** The API's names for the form's fields: the spec sends the email as `mobile`, the subject as `title`. */
export const CONTACT_FIELDS = { name: 'name', mobile: 'email', title: 'subject', desc: 'message' } as const;

/** POST /cont (multipart name, mobile, title, desc); the shop receives it by email and in the admin panel. */
export async function sendContactMessage(form: ContactForm): Promise<string> {
  const { message } = await apiPost<unknown>('/cont', toFormData({ name: form.name, mobile: form.email, title: form.subject, desc: form.message }));
  return message;
}
