import { randomInt } from 'node:crypto';
import { grievanceDeadlines, type GrievanceInput, type GrievanceLookupInput, type GrievanceRecord } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findGrievanceByTicket, insertGrievance, listReplies } from '../../repositories/grievances';
import { getShopSettings } from '../../repositories/shop-settings';
import { enqueueEmail } from '../mail/enqueue-email';
import { grievanceNoticeEmail, grievanceReceiptEmail } from '../mail/templates/grievance-emails';
import { presentGrievance } from './present-grievance';

// No 0/O or 1/I: a ticket number is read aloud on the phone and typed from an email.
const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newTicket = () => `GR-${Array.from({ length: 8 }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('')}`;

/**
 * Keeps the complaint and queues the customer's receipt and the officer's notice in one transaction:
 * all three are written or none, and a mail outage only delays the emails.
 */
export async function fileGrievance(ctx: AppContext, input: GrievanceInput, customerId: number | null): Promise<GrievanceRecord> {
  return ctx.db.transaction(async (tx) => {
    const saved = await insertGrievance(tx, { ...input, ticket: newTicket(), customerId, createdAt: ctx.now() });
    const shop = await getShopSettings(tx);
    const { acknowledgeBy, resolveBy } = grievanceDeadlines(saved.createdAt);
    const lookupUrl = `${ctx.config.publicUrl}/grievances`;
    await enqueueEmail(tx, ctx.config.publicUrl, {
      to: saved.email,
      ...grievanceReceiptEmail({ shopName: shop.name, officer: shop.grievanceOfficer, lookupUrl, grievance: saved, acknowledgeBy, resolveBy }),
    });
    await enqueueEmail(tx, ctx.config.publicUrl, {
      to: shop.grievanceOfficer.email,
      replyTo: saved.email,
      ...grievanceNoticeEmail({ shopName: shop.name, grievance: saved, acknowledgeBy }),
    });
    return presentGrievance(saved, []);
  });
}

/** A ticket for whoever has both its number and the email it was filed with; anything else is the same 404. */
export async function lookUpGrievance(ctx: AppContext, input: GrievanceLookupInput): Promise<GrievanceRecord> {
  const found = await findGrievanceByTicket(ctx.db, input.ticket);
  if (!found || found.email !== input.email) throw notFound('No complaint has this ticket number and email');
  return presentGrievance(found, await listReplies(ctx.db, [found.id]));
}
