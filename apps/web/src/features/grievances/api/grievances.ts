import type { GrievanceInput, GrievanceLookupInput, GrievanceRecord } from '@canino/shared';
import { apiPost } from '../../../lib/api-client';

/** The form's fields are the API's own names. */
export const GRIEVANCE_FIELDS = { name: 'name', email: 'email', phone: 'phone', orderNumber: 'orderNumber', subject: 'subject', message: 'message' } as const;
export const LOOKUP_FIELDS = { ticket: 'ticket', email: 'email' } as const;

/** POST /grievances: the ticket, with its deadlines; the receipt is emailed at once. */
export const fileGrievance = (input: GrievanceInput) => apiPost<GrievanceRecord>('/grievances', input);

/** POST /grievances/lookup: a ticket for its number and the email it was filed with. */
export const lookUpGrievance = (input: GrievanceLookupInput) => apiPost<GrievanceRecord>('/grievances/lookup', input).then((r) => r.data);
