import { grievanceClock, grievanceDeadlines, type AdminGrievance, type GrievanceRecord } from '@canino/shared';
import type { GrievanceReplyRow, GrievanceRow } from '../../repositories/grievances';

/** A ticket as its customer sees it: what they wrote, its status, its deadlines and the replies. */
export function presentGrievance(g: GrievanceRow, replies: GrievanceReplyRow[]): GrievanceRecord {
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(g.createdAt);
  return {
    ticket: g.ticket,
    subject: g.subject,
    message: g.message,
    orderNumber: g.orderNumber,
    status: g.status,
    createdAt: g.createdAt.toISOString(),
    acknowledgeBy: acknowledgeBy.toISOString(),
    resolveBy: resolveBy.toISOString(),
    replies: replies.filter((r) => r.grievanceId === g.id).map((r) => ({ message: r.message, status: r.status, createdAt: r.createdAt.toISOString() })),
  };
}

/** The owner's view: who wrote, and where the ticket stands against both deadlines at `now`. */
export function presentAdminGrievance(g: GrievanceRow, replies: GrievanceReplyRow[], now: Date): AdminGrievance {
  const clock = grievanceClock(g.createdAt, g, now);
  const deadline = (d: (typeof clock)['acknowledge']) => ({ dueAt: d.dueAt.toISOString(), state: d.state, remainingMs: d.remainingMs });
  return {
    ...presentGrievance(g, replies),
    id: g.id,
    name: g.name,
    email: g.email,
    phone: g.phone,
    customerId: g.customerId,
    acknowledge: deadline(clock.acknowledge),
    resolve: deadline(clock.resolve),
  };
}
