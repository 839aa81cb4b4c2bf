import { rupeesToPaise, SHOP_TIME_ZONE } from '@canino/shared';

/** Dates as the owner reads them, in India time whatever the computer's zone: "5 Mar 2026, 2:07 pm". */
const date = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export const formatDate = (iso: string) => date.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** YYYY-MM-DD of an instant, in India (for <input type="date">). */
export const toDayInput = (iso: string) => isoDay.format(new Date(iso));

/** The start or the end of an India calendar day, as the API's ISO timestamp. */
export const dayStart = (day: string) => `${day}T00:00:00+05:30`;
export const dayEnd = (day: string) => `${day}T23:59:59+05:30`;

/** "12 products" / "1 product". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

/** "249.5" → 24950 paise; undefined for anything that is not rupees with at most two decimals. */
export const toPaise = (rupees: string) => (RUPEES.test(rupees.trim()) ? rupeesToPaise(Number(rupees.trim())) : undefined);
/** 24950 → "249.50", for an amount field's starting value. */
export const toRupeesInput = (paise: number) => (paise / 100).toFixed(2);
