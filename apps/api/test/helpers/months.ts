/** The first day of the month `months` from now, as "YYYY-MM-DD" (UTC), the way batches store their months. */
export function monthStartAhead(months: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/** "YYYY-MM" `months` from now, as a month input gives it. */
export const monthAhead = (months: number): string => monthStartAhead(months).slice(0, 7);
