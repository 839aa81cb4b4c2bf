import { IST_OFFSET_MS } from './shop-clock.js';

/**
 * The Consumer Protection (E-Commerce) Rules 2020, rule 4(5): the grievance officer acknowledges a
 * complaint within forty-eight hours of receiving it and redresses it within one month of receipt.
 * "One month" is read as the calendar month in India: filed on 15 Mar, due by the end of 15 Apr at the
 * same time of day; filed on 31 Jan, due on the last day of February (no 31 Feb to fall back from).
 */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;

export interface GrievanceDeadlines {
  acknowledgeBy: Date;
  resolveBy: Date;
}

export function grievanceDeadlines(filedAt: Date): GrievanceDeadlines {
  const acknowledgeBy = new Date(filedAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * 3_600_000);
  // Month arithmetic on India's wall clock, so a complaint filed at 1 am IST on the 1st stays on the 1st.
  const local = new Date(filedAt.getTime() + IST_OFFSET_MS);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const lastDayOfNextMonth = new Date(Date.UTC(y, m + 2, 0)).getUTCDate();
  const dueLocal = Date.UTC(y, m + 1, Math.min(d, lastDayOfNextMonth), local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds());
  return { acknowledgeBy, resolveBy: new Date(dueLocal - IST_OFFSET_MS) };
}

export type DeadlineState = 'met' | 'due' | 'overdue';

export interface DeadlineStatus {
  dueAt: Date;
  state: DeadlineState;
  /** Milliseconds left until the deadline while it is due (negative once overdue); 0 when met. */
  remainingMs: number;
}

/**
 * Where a complaint stands against both deadlines at `now`. A deadline met late still counts as met:
 * the owner's queue shows what is still to do, and the ticket's history keeps when it was done.
 */
export function grievanceClock(filedAt: Date, done: { acknowledgedAt: Date | null; resolvedAt: Date | null }, now: Date): { acknowledge: DeadlineStatus; resolve: DeadlineStatus } {
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(filedAt);
  const status = (dueAt: Date, doneAt: Date | null): DeadlineStatus => {
    if (doneAt) return { dueAt, state: 'met', remainingMs: 0 };
    const remainingMs = dueAt.getTime() - now.getTime();
    return { dueAt, state: remainingMs >= 0 ? 'due' : 'overdue', remainingMs };
  };
  // A resolution is also an acknowledgement.
  return { acknowledge: status(acknowledgeBy, done.acknowledgedAt ?? done.resolvedAt), resolve: status(resolveBy, done.resolvedAt) };
}

/** "1 day 4 h left", "3 h 20 min left", "2 days late": how the queue says a remaining time. */
export function timeLeftText(remainingMs: number): string {
  const late = remainingMs < 0;
  const minutes = Math.floor(Math.abs(remainingMs) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts = days > 0 ? [`${days} ${days === 1 ? 'day' : 'days'}`, hours > 0 ? `${hours} h` : ''] : hours > 0 ? [`${hours} h`, mins > 0 ? `${mins} min` : ''] : [`${mins} min`];
  return `${parts.filter(Boolean).join(' ')} ${late ? 'late' : 'left'}`;
}
