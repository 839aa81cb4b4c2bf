import { IST_OFFSET_MS, MONTHS } from './shop-clock.js';
/**
 * When an order reaches the customer: the next dispatch (a dispatch weekday that is not a holiday,
 * today only before the cut-off), then the zone's transit days, on which couriers deliver Monday to
 * Saturday. Times are India's (IST, UTC+05:30, no daylight saving); dates are `YYYY-MM-DD`.
 */

export const DELIVERY_ZONES = ['sameCity', 'sameState', 'metro', 'restOfIndia', 'remote'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  sameCity: 'Same city',
  sameState: 'Same state',
  metro: 'Metro city',
  restOfIndia: 'Rest of India',
  remote: 'North-east, J&K and islands',
};

export interface DeliverySchedule {
  /** Weekdays the shop hands parcels to the courier, 0 = Sunday … 6 = Saturday. */
  dispatchWeekdays: readonly number[];
  /** Orders placed before this time (IST, `HH:MM`) leave the same day. */
  cutoff: string;
  /** Days the shop does not dispatch, `YYYY-MM-DD`. */
  holidays: readonly string[];
  transitDays: Readonly<Record<DeliveryZone, number>>;
}

export interface DeliveryPromise {
  zone: DeliveryZone;
  dispatchDate: string;
  deliveryDate: string;
  /** "Thu, 27 Nov" */
  label: string;
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** No schedule the owner can save leaves a month without a dispatch day; past that the input is broken. */
const MAX_SEARCH_DAYS = 366;

/** Days are counted as UTC midnights standing for IST calendar dates. */
const isoDate = (day: Date) => day.toISOString().slice(0, 10);
const addDays = (day: Date, n: number) => new Date(day.getTime() + n * DAY_MS);

export function minutesOfDay(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

export function deliveryPromise(now: Date, zone: DeliveryZone, schedule: DeliverySchedule): DeliveryPromise {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const today = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
  const beforeCutoff = ist.getUTCHours() * 60 + ist.getUTCMinutes() < minutesOfDay(schedule.cutoff);
  const holidays = new Set(schedule.holidays);
  const dispatches = (day: Date) => schedule.dispatchWeekdays.includes(day.getUTCDay()) && !holidays.has(isoDate(day));

  let dispatch = beforeCutoff ? today : addDays(today, 1);
  for (let i = 0; !dispatches(dispatch); i++) {
    if (i >= MAX_SEARCH_DAYS) throw new Error('deliveryPromise: the schedule has no dispatch day');
    dispatch = addDays(dispatch, 1);
  }
  let delivery = dispatch;
  for (let left = schedule.transitDays[zone]; left > 0;) {
    delivery = addDays(delivery, 1);
    if (delivery.getUTCDay() !== 0) left--;
  }
  // A parcel dispatched on a Saturday with no transit still cannot arrive on the Sunday.
  if (delivery.getUTCDay() === 0) delivery = addDays(delivery, 1);
  return { zone, dispatchDate: isoDate(dispatch), deliveryDate: isoDate(delivery), label: formatDeliveryDate(isoDate(delivery)) };
}

/** "2026-11-27" → "Fri, 27 Nov". */
export function formatDeliveryDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** Where a destination sits relative to the shop, given both places' state and district from the pincode directory. */
export interface Place {
  state: string;
  district: string;
}

/** Districts of the metro cities, as India Post's directory names them. */
const METRO_DISTRICTS = new Set(['mumbai', 'bangalore', 'bengaluru', 'chennai', 'kolkata', 'hyderabad', 'pune', 'ahmedabad']);
const METRO_STATES = new Set(['Delhi']);
/** The north-east, Jammu and Kashmir, Ladakh and the islands: couriers take longest to reach them. */
const REMOTE_STATES = new Set([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
]);

export function deliveryZone(from: Place, to: Place): DeliveryZone {
  const sameState = from.state === to.state;
  if (sameState && from.district.toLowerCase() === to.district.toLowerCase()) return 'sameCity';
  if (sameState) return 'sameState';
  if (REMOTE_STATES.has(to.state)) return 'remote';
  if (METRO_STATES.has(to.state) || METRO_DISTRICTS.has(to.district.toLowerCase())) return 'metro';
  return 'restOfIndia';
}

/** A pincode is listed by the owner (refused for delivery or for cash on delivery) exactly or by a prefix of 2-5 digits. */
export function pincodeListed(pincode: string, list: readonly string[]): boolean {
  return list.some((entry) => pincode.startsWith(entry));
}
