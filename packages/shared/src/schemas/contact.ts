import { z } from 'zod';
import { MSG } from '../messages.js';
import { email, requiredText } from './fields.js';

/** The contact form as the customer fills it. */
export const contactForm = z.object({
  name: requiredText(MSG.nameRequired, 80),
  email: email(MSG.emailRequired, MSG.emailInvalid),
  subject: requiredText(MSG.subjectRequired, 150),
  message: requiredText(MSG.messageRequired, 5000),
});
export type ContactForm = z.infer<typeof contactForm>;

/** `cont` as the spec sends it: `mobile` carries the email, `title` the subject, `desc` the message. */
export const contactInput = z.object({
  name: requiredText(MSG.nameRequired, 80),
  mobile: email(MSG.emailRequired, MSG.emailInvalid),
  title: requiredText(MSG.subjectRequired, 150),
  desc: requiredText(MSG.messageRequired, 5000),
});
export type ContactInput = z.infer<typeof contactInput>;
