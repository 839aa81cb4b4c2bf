import { z } from 'zod';
import { MSG } from '../messages.js';
import { pageQuery } from './admin-common.js';
import { email, mobile, requiredText } from './fields.js';

/** A complaint to the grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)). */
export const grievanceInput = z.object({
  name: requiredText(MSG.nameRequired, 80),
  email: email(MSG.emailRequired, MSG.emailInvalid),
  phone: mobile(MSG.phoneRequired),
  orderNumber: z
    .string()
    .trim()
    .max(40, MSG.tooLong)
    .refine((v) => v === '' || /^[A-Za-z0-9/-]+$/.test(v), 'An order number has only letters, digits, - and /')
    .optional()
    .default(''),
  subject: requiredText(MSG.subjectRequired, 150),
  message: requiredText(MSG.messageRequired, 5000),
});
export type GrievanceInput = z.infer<typeof grievanceInput>;

export const GRIEVANCE_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = { open: 'Open', in_progress: 'In progress', resolved: 'Resolved' };

/** Ticket numbers are random, so one cannot be guessed from another; lookups need the email as well. */
const TICKET = /^GR-[A-Z0-9]{8}$/;
export const grievanceLookupInput = z.object({
  ticket: z
    .string({ error: 'Ticket number is required' })
    .trim()
    .toUpperCase()
    .refine((v) => TICKET.test(v), 'Enter the ticket number as it was given, like GR-7KQ3M9XA'),
  email: email(MSG.emailRequired, MSG.emailInvalid),
});
export type GrievanceLookupInput = z.infer<typeof grievanceLookupInput>;

const deadline = z.object({ dueAt: z.string(), state: z.enum(['met', 'due', 'overdue']), remainingMs: z.number() });

export const grievanceReply = z.object({ message: z.string(), status: z.enum(GRIEVANCE_STATUSES), createdAt: z.string() });

/** What the customer sees of their ticket. */
export const grievanceRecord = z.object({
  ticket: z.string(),
  subject: z.string(),
  message: z.string(),
  orderNumber: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  createdAt: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  replies: z.array(grievanceReply),
});
export type GrievanceRecord = z.infer<typeof grievanceRecord>;

/** The owner's view adds who wrote, and the time left on each deadline. */
export const adminGrievance = grievanceRecord.extend({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  customerId: z.number().int().nullable(),
  acknowledge: deadline,
  resolve: deadline,
});
export type AdminGrievance = z.infer<typeof adminGrievance>;

export const adminGrievanceQuery = pageQuery.extend({ state: z.enum(['unresolved', 'resolved', 'all'], { error: 'Choose unresolved, resolved or all' }).default('unresolved') });
export type AdminGrievanceQuery = z.infer<typeof adminGrievanceQuery>;

/** The officer's answer, emailed to the customer, and the status it leaves the ticket in. */
export const grievanceReplyInput = z.object({
  message: requiredText('Write the reply to the customer', 5000),
  status: z.enum(['in_progress', 'resolved'], { error: 'Choose in progress or resolved' }),
});
export type GrievanceReplyInput = z.infer<typeof grievanceReplyInput>;
